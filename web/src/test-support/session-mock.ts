import { signal } from '@preact/signals-react';
import type { User } from '@contracts/user.js';

/**
 * The session module for `vi.mock('…/session/session.js', …)`: the given fake api and a signed-out user signal.
 * Load it inside the factory (`(await import(…)).mockSession(mocks.api)`), as the factory runs before imports.
 */
export function mockSession<Api>(api: Api) {
  return { api, currentUser: signal<User | null>(null) };
}
