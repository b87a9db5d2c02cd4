import { vi } from 'vitest';

/**
 * `fetch` faked for the tests of the API client itself (api/http.test, session/case-stats-refresh): what they check
 * is the HTTP (paths, queries, bodies, streamed answers), below the client. A screen's test fakes the client one
 * level up instead, with the session module's mock (session-mock.ts), and names the calls, not their HTTP.
 */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (call: Call) => Response | Promise<Response>;

/** Stubs fetch: the answer keyed by the exact `METHOD /path` answers (none answers 500); returns every call made. */
export function stubFetch(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      return answer ? answer(call) : json({ message: `no stub for ${call.method} ${call.path}`, code: 'TEST' }, 500);
    }),
  );
  return calls;
}
