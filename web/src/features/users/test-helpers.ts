import { vi } from 'vitest';
import type { Right } from '@contracts/catalog.js';
import type { User } from '@contracts/user.js';

/** Component-test support for the user screens: a logged-in user and a fetch stub with routes. */

export function makeUser(overrides: Partial<User> = {}, rights: Right[] = []): User {
  return {
    id: 3,
    firstname: 'Anna',
    lastname: 'Albrecht',
    fullname: 'Anna Albrecht',
    email: 'admin@musterstadt.example',
    position: 'Amtsleitung',
    status: true,
    approved: true,
    active: true,
    superAdmin: false,
    superUser: false,
    commune: true,
    tenantId: 2,
    tenantName: 'Musterstadt',
    tenant: { id: 2, name: 'Musterstadt', image: null, modules: ['MAENGELMELDER'], mainAccount: 3, commune: true },
    role: 4,
    allRoles: [{ id: 4, name: 'Admin' }],
    allRights: rights,
    allVariableRights: [],
    assignedCategories: [],
    assignedCategoryTags: [],
    language: 'de',
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const page = <T>(content: T[]) => ({ content, totalPages: 1, totalElements: content.length, page: 0, size: 50 });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Route = [method: string, path: RegExp, answer: (call: Call) => Response | Promise<Response>];

/** Stubs fetch: the first route matching method and path answers; every call is recorded. */
export function stubApi(routes: Route[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes.find(([method, path]) => method === call.method && path.test(call.path));
    if (!route) return json({ message: `no stub for ${call.method} ${call.path}`, code: 'TEST' }, 500);
    return route[2](call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
