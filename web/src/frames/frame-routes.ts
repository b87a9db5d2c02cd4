/** Routes served by frame.html (the public frames bundle); the server maps the same paths. */
export const FRAME_ROUTES = ['/cases-map', '/create-case-frame', '/fall-melden', '/fall-status', '/barrierefreiheit'] as const;
export type FrameRoute = (typeof FRAME_ROUTES)[number];

export const isFrameRoute = (path: string): path is FrameRoute => (FRAME_ROUTES as readonly string[]).includes(path);

/** The tenant's accessibility statement and its feedback form, linked from every frame's footer. */
export const STATEMENT_ROUTE = '/barrierefreiheit' satisfies FrameRoute;
