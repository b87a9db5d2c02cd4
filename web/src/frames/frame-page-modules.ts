import type { FrameRoute } from '@contracts/frame-routes.js';

/**
 * The modules each route's page needs before it shows, as paths from web/src/frames: the lazy imports of pages.ts.
 * The build lists their chunks for the server, which announces them in the route's HTML, so a phone fetches them
 * beside the frames' first script instead of after it has run (docs/performance.md). The build fails when a listed
 * module is not a lazy chunk of the frames, or a lazy chunk of the frames' first script is listed for no route.
 */
export const FRAME_PAGE_MODULES: Readonly<Record<FrameRoute, readonly string[]>> = {
  '/cases-map': ['cases-map/CasesMapPage.tsx'],
  // not the map picker's Leaflet (asked for once step 1 shows) nor its address search (when first focused)
  '/create-case-frame': ['create-case/CreateCasePage.tsx'],
  '/fall-melden': ['embed/EmbedPage.tsx'],
  '/fall-status': ['case-status/CaseStatusPage.tsx'],
  '/barrierefreiheit': ['accessibility/AccessibilityPage.tsx'],
};
