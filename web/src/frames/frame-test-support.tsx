import { render } from '@testing-library/react';
import type { FrameApi } from './frame-api.js';
import { FrameApp } from './FrameApp.js';
import { fakeFrameApi } from './fake-frame-api.js';

/** Opens a frame at the address (path and query) as the browser would, over a fake API; answers the API. */
export function renderFrame(url: string, api: FrameApi = fakeFrameApi()): FrameApi {
  window.history.replaceState(null, '', url);
  render(<FrameApp path={new URL(url, 'http://localhost').pathname} api={api} />);
  return api;
}
