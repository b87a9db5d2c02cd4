import { json } from '../../test-support/fetch-stub.js';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A test's fetch mock behind a fetch that answers the forwarding card's list itself (no endpoints): the card loads
 * it on its own, and the tests of the rest of the tenant form neither look at it nor want it among their calls.
 */
export const besideForwarding =
  (fetchMock: Fetch): Fetch =>
  async (input, init) =>
    /\/api\/tenant\/\d+\/forwarding$/.test(String(input)) && (init?.method ?? 'GET') === 'GET' ? json([]) : fetchMock(input, init);
