import { vi } from 'vitest';
import type { Case, CaseNote } from '@contracts/case.js';
import type { User } from '@contracts/user.js';

/** Component-test support for the case file: a case, a note, a logged-in user and a recording fetch stub. */

export function makeCase(overrides: Partial<Case> = {}): Case {
  return {
    id: 41,
    caseNumber: 17,
    description: 'Schlagloch in der Bahnhofstraße',
    state: 'CREATED',
    progress: 0,
    createdAt: '2026-04-18T08:00:00.000Z',
    createdAtFormatted: '2026.04.18 10:00',
    createdAtDay: 18,
    createdAtMonth: 4,
    createdAtYear: 2026,
    editedAt: null,
    editedAtFormatted: null,
    stateChangedDeadline: null,
    stateChangedDeadlineFormatted: null,
    tenantId: 2,
    tenant: { id: 2, name: 'Musterstadt' },
    categoryId: 7,
    category: { id: 7, name: 'Verkehrsflächen' },
    categoryTagId: null,
    categoryTag: null,
    assigneeId: null,
    assignee: null,
    rating: null,
    reachable: true,
    publishedOnMap: false,
    photos: [
      { name: 'a.png', final: false },
      { name: 'z.png', final: true },
    ],
    latitude: 52.2189,
    longitude: 13.4391,
    deviceCreator: null,
    notesOrdered: [],
    email: null,
    handoverNote: null,
    ...overrides,
  };
}

export function makeNote(overrides: Partial<CaseNote> = {}): CaseNote {
  return {
    id: 5,
    description: 'Bauhof ist informiert.',
    type: 'NOTE',
    createdBy: { fullname: 'Anna Albrecht' },
    createdAt: '2026-04-18T09:00:00.000Z',
    createdAtFormatted: '2026.04.18 11:00',
    systemGenerated: false,
    clientMessage: false,
    answer: false,
    editable: true,
    deletable: true,
    ...overrides,
  };
}

export function makeViewerUser(rights: string[], overrides: Partial<User> = {}): User {
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

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers `METHOD /path` from the table (a missing entry answers 500) and records every call. */
export function stubFetch(answers: Record<string, (call: RecordedCall) => Response>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = { method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      return answer ? answer(call) : json({ message: `no stub for ${call.method} ${call.path}`, code: 'TEST' }, 500);
    }),
  );
  return calls;
}
