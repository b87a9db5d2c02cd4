import { vi } from 'vitest';
import type { CaseListItem, CaseStats } from '@contracts/case.js';
import type { Right } from '@contracts/catalog.js';
import type { User } from '@contracts/user.js';

/** Component-test support for the case list: a logged-in user, list rows and a fetch stub with routes. */

export function makeUser(rights: Right[], overrides: Partial<User> = {}): User {
  return {
    id: 3,
    firstname: 'Anna',
    lastname: 'Albrecht',
    fullname: 'Anna Albrecht',
    email: 'admin@musterstadt.example',
    position: null,
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

export function caseItem(id: number, overrides: Partial<CaseListItem> = {}): CaseListItem {
  return {
    id,
    caseNumber: id,
    description: `Beschreibung von Fall ${id}`,
    state: 'CREATED',
    progress: 0,
    createdAt: '2026-05-01T08:00:00.000Z',
    createdAtFormatted: '2026.05.01 10:00',
    editedAt: null,
    stateChangedDeadline: null,
    stateChangedDeadlineFormatted: null,
    tenantId: 2,
    tenant: { id: 2, name: 'Musterstadt' },
    categoryId: 5,
    category: { id: 5, name: 'Verkehrsflächen' },
    categoryTagId: null,
    categoryTag: null,
    assigneeId: 3,
    assignee: { id: 3, fullname: 'Anna Albrecht' },
    rating: null,
    reachable: true,
    publishedOnMap: false,
    ...overrides,
  };
}

export const STATS: CaseStats = {
  ALL_COUNT: 100,
  CREATED_COUNT: 11,
  FINISHED_COUNT: 60,
  REJECTED_COUNT: 9,
  all: 100,
  open: 27,
  created: 11,
  inProgress: 16,
  finished: 60,
  rejected: 9,
  cancelled: 4,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const pageOf = <T>(content: T[], page = 0, totalPages = 1, totalElements = content.length) => ({
  content,
  totalPages,
  totalElements,
  page,
  size: 50,
});

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
