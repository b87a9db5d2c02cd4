import { lazy } from 'react';
import type { FramePages } from './FrameApp.js';

/**
 * Each frame's page loads as its own chunk, so a frame's first script holds only what every frame needs: the map
 * does not evaluate the wizard, the status page or the accessibility statement (docs/performance.md).
 */
export const FRAME_PAGES: FramePages = {
  '/cases-map': lazy(() => import('./cases-map/CasesMapPage.js').then((m) => ({ default: m.CasesMapPage }))),
  '/create-case-frame': lazy(() => import('./create-case/CreateCasePage.js').then((m) => ({ default: m.CreateCasePage }))),
  '/fall-melden': lazy(() => import('./embed/EmbedPage.js').then((m) => ({ default: m.EmbedPage }))),
  '/fall-status': lazy(() => import('./case-status/CaseStatusPage.js').then((m) => ({ default: m.CaseStatusPage }))),
  '/barrierefreiheit': lazy(() => import('./accessibility/AccessibilityPage.js').then((m) => ({ default: m.AccessibilityPage }))),
};
