import { signal } from '@preact/signals-react';
import type { User } from '@contracts/user.js';
import type { SessionStatus } from '../session/session.js';

/**
 * The session module for `vi.mock('…/session/session.js', …)`, the one way web tests fake the server: the given
 * fake api (the API client's methods as `vi.fn()`s, so a test names the calls a screen makes, not their HTTP) and
 * signed-out session signals. Load it inside the factory (`(await import(…)).mockSession(mocks.api)`), as the
 * factory runs before imports.
 *
 * Only the tests of the API client itself fake `fetch` (fetch-stub.ts).
 */
export function mockSession<Api>(api: Api) {
  return { api, currentUser: signal<User | null>(null), sessionStatus: signal<SessionStatus>('anonymous') };
}
