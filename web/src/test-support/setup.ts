import { afterEach, vi } from 'vitest';

/** Set once this test file has rendered: from then on each test ends with the screen state reset. */
let rendersScreens = false;

/**
 * The web project's reset after every test (vitest.config.ts `setupFiles`): real timers, no stubbed globals, spies
 * restored, mock calls cleared, empty storage; and in a file that renders, screens unmounted, no toasts and nobody
 * signed in. A test file resets only what is its own beyond this.
 *
 * The screen modules are imported here only when needed, after the test: a logic test does not load React, the
 * texts and the API client for nothing, and a module a setup file loads up front would escape the test file's
 * `vi.mock` (most screen tests mock the session), while imported now the reset reaches the mock.
 */
afterEach(async () => {
  rendersScreens ||= document.body.hasChildNodes();
  if (rendersScreens) await resetScreens();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

async function resetScreens(): Promise<void> {
  const [{ cleanup }, { toasts }, session] = await Promise.all([
    import('@testing-library/react'),
    import('../components/toast.js'),
    import('../session/session.js'),
  ]);
  cleanup();
  toasts.value = [];
  // A mock of the session may leave the user out (a screen that only calls the api).
  if ('currentUser' in session) session.currentUser.value = null;
}
