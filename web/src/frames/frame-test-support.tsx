import { render } from '@testing-library/react';
import { AccessibilityPage } from './accessibility/AccessibilityPage.js';
import { CaseStatusPage } from './case-status/CaseStatusPage.js';
import { CasesMapPage } from './cases-map/CasesMapPage.js';
import { CreateCasePage } from './create-case/CreateCasePage.js';
import { EmbedPage } from './embed/EmbedPage.js';
import type { FrameApi } from './frame-api.js';
import { FrameApp, type FramePages } from './FrameApp.js';
import { fakeFrameApi } from './fake-frame-api.js';

/** The pages loaded up front: a test renders a page at once, where the bundle loads its chunk first (pages.ts). */
export const FRAME_TEST_PAGES: FramePages = {
  '/cases-map': CasesMapPage,
  '/create-case-frame': CreateCasePage,
  '/fall-melden': EmbedPage,
  '/fall-status': CaseStatusPage,
  '/barrierefreiheit': AccessibilityPage,
};

/** Opens a frame at the address (path and query) as the browser would, over a fake API; answers the API. */
export function renderFrame(url: string, api: FrameApi = fakeFrameApi()): FrameApi {
  window.history.replaceState(null, '', url);
  render(<FrameApp pages={FRAME_TEST_PAGES} path={new URL(url, 'http://localhost').pathname} api={api} />);
  return api;
}
