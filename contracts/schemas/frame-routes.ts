/**
 * The addresses of the public frames, which municipalities embed in their websites: the server answers them with
 * frame.html and allows their framing, the frames bundle shows their pages (docs/frames.md).
 */
export const FRAME_ROUTES = ['/cases-map', '/create-case-frame', '/fall-melden', '/fall-status', '/barrierefreiheit'] as const;
export type FrameRoute = (typeof FRAME_ROUTES)[number];

export const isFrameRoute = (path: string): path is FrameRoute => (FRAME_ROUTES as readonly string[]).includes(path);

/** The tenant's accessibility statement and its feedback form, linked from every frame's footer. */
export const STATEMENT_ROUTE = '/barrierefreiheit' satisfies FrameRoute;

/** Written by the build next to frame.html: route → the files its page loads beyond the frames' first script. */
export const FRAME_PRELOADS_FILE = 'frame-preloads.json';
