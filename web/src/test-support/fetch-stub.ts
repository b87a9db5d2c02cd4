import { vi } from 'vitest';

/** Component-test support: a JSON response and a fetch stub that answers from routes and records every call. */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (call: Call) => Response | Promise<Response>;
export type Route = [method: string, path: RegExp, answer: Answer];

/** Stubs fetch: the first route matching method and path answers (none answers 500); every call is recorded. */
export function stubApi(routes: Route[]) {
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
      const route = routes.find(([method, path]) => method === call.method && path.test(call.path));
      return route ? route[2](call) : json({ message: `no stub for ${call.method} ${call.path}`, code: 'TEST' }, 500);
    }),
  );
  return { calls, find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

const exactPath = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** `stubApi` keyed by exact `METHOD /path`; returns the recorded calls. */
export function stubFetch(answers: Record<string, Answer>) {
  const routes = Object.entries(answers).map(([key, answer]): Route => {
    const [method, path] = key.split(' ');
    if (method === undefined || path === undefined) throw new Error(`stubFetch: "${key}" is no "METHOD /path"`);
    return [method, exactPath(path), answer];
  });
  return stubApi(routes).calls;
}
