import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExpressionBuilder } from 'kysely';
import type { CaseListItem, CaseStats } from '@contracts/case.js';
import type { PageOf } from '@contracts/common.js';
import { observeQueries } from '../../db/kysely.js';
import type { Database } from '../../db/schema.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { rebuildCaseStatistics } from '../case-stats/index.js';
import { addCase, addCategory, addTag } from './test-fixtures.js';

let t: TestApp;
let muster: number;
let dorf: number;
let adminId: number;
let clerkId: number;
let roads: number;
let green: number;
let bench: number;
let dorfPaths: number;
const RESTRICTED = 'kategorie@musterstadt.example';
const TAGGED = 'unterkategorie@musterstadt.example';
const NO_CASES = 'dashboard@musterstadt.example';

type Where = (eb: ExpressionBuilder<Database, 'defectCase'>) => ReturnType<ExpressionBuilder<Database, 'defectCase'>['and']>;

/** The number of cases matching a condition, counted the slow way. */
async function countWhere(where: Where): Promise<number> {
  const row = await t.db
    .selectFrom('defectCase')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const visibleIn = (tenantId: number) => (eb: ExpressionBuilder<Database, 'defectCase'>) => [
  eb('tenantId', '=', tenantId),
  eb('reachable', '=', 1),
];

async function list(as: string, url: string): Promise<PageOf<CaseListItem>> {
  const response = await t.request(as, { url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  muster = t.ids.tenants.musterstadt!;
  dorf = t.ids.tenants.beispieldorf!;
  adminId = t.ids.users[ACCOUNTS.musterAdmin]!;
  clerkId = t.ids.users[ACCOUNTS.musterClerk]!;
  roads = await addCategory(t.db, muster, 'Straßen (Liste)', adminId);
  green = await addCategory(t.db, muster, 'Grünflächen (Liste)', clerkId);
  bench = await addTag(t.db, green, 'Parkbänke (Liste)', adminId);
  dorfPaths = await addCategory(t.db, dorf, 'Wege (Liste)');
  await addCase(t.db, { tenantId: muster, categoryId: roads, description: 'Ampel Bahnhofstraße ausgefallen', email: 'a@example.org' });
  const rated = await addCase(t.db, { tenantId: muster, categoryId: green, categoryTagId: bench, description: 'Parkbank zerkratzt' });
  await t.db.updateTable('defectCase').set({ rating: 1 }).where('id', '=', rated).execute();
  await addCase(t.db, { tenantId: muster, categoryId: roads, reachable: false, description: 'Unerreichbar' });
  await addCase(t.db, { tenantId: dorf, categoryId: dorfPaths, description: 'Feldweg ausgewaschen' });
  const restricted = await addAccount(t, RESTRICTED, 'musterstadt', ['VIEW_CASES', 'VIEW_OTHERS_CASES']);
  await t.db.insertInto('userCategoryAssignment').values({ userId: restricted.id, categoryId: roads }).execute();
  const tagged = await addAccount(t, TAGGED, 'musterstadt', ['VIEW_CASES', 'VIEW_OTHERS_CASES']);
  await t.db.insertInto('userTagAssignment').values({ userId: tagged.id, tagId: bench }).execute();
  await addAccount(t, NO_CASES, 'musterstadt', ['VIEW_DASHBOARD']);
});
afterAll(() => t.close());

describe('GET /api/case', () => {
  it('names each card’s first report photo (not a final one) for its thumbnail', async () => {
    const id = await addCase(t.db, {
      tenantId: muster,
      categoryId: roads,
      description: 'Fotofall Liste',
      photos: ['erstes.jpg', 'zweites.jpg'],
    });
    await t.db
      .insertInto('casePhoto')
      .values({ caseId: id, fileName: 'fertig.jpg', final: 1, createdAt: new Date().toISOString(), createdBy: null })
      .execute();
    const page = await list(ACCOUNTS.musterAdmin, '/api/case?search=Fotofall');
    expect(page.content.map((c) => c.firstPhoto)).toEqual(['erstes.jpg']);
    const plain = await list(ACCOUNTS.musterAdmin, '/api/case?search=Parkbank');
    expect(plain.content[0]!.firstPhoto).toBeNull();
  });

  it('lists the tenant’s cases newest first, with the total from the counters', async () => {
    const page = await list(ACCOUNTS.musterAdmin, '/api/case?size=20');
    expect(page.totalElements).toBe(await countWhere((eb) => eb.and(visibleIn(muster)(eb))));
    expect(page).toMatchObject({ page: 0, size: 20, totalPages: Math.ceil(page.totalElements / 20) });
    expect(page.content).toHaveLength(20);
    expect(page.content.every((c) => c.tenantId === muster && c.reachable)).toBe(true);
    const dates = page.content.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.content.some((c) => c.description === 'Unerreichbar')).toBe(false);
  });

  it('counts each filter exactly like a COUNT over the cases', async () => {
    const filters: [string, Where][] = [
      ['all', (eb) => eb.and(visibleIn(muster)(eb))],
      ['open', (eb) => eb.and([...visibleIn(muster)(eb), eb('isOpen', '=', 1)])],
      ['closed', (eb) => eb.and([...visibleIn(muster)(eb), eb('isOpen', '=', 0)])],
      ['my-open', (eb) => eb.and([...visibleIn(muster)(eb), eb('isOpen', '=', 1), eb('assigneeId', '=', adminId)])],
      ['my-closed', (eb) => eb.and([...visibleIn(muster)(eb), eb('isOpen', '=', 0), eb('assigneeId', '=', adminId)])],
      [
        'my-due',
        (eb) =>
          eb.and([
            ...visibleIn(muster)(eb),
            eb('isOpen', '=', 1),
            eb('assigneeId', '=', adminId),
            eb('stateChangedDeadline', '<=', new Date(Date.now() + 3 * 86_400_000).toISOString()),
          ]),
      ],
      ['negative', (eb) => eb.and([...visibleIn(muster)(eb), eb('rating', '<=', 2)])],
      ...(['CREATED', 'IN_PROGRESS', 'FINISHED', 'REJECTED', 'CANCELLED'] as const).map((state): [string, Where] => [
        state,
        (eb) => eb.and([...visibleIn(muster)(eb), eb('state', '=', state)]),
      ]),
    ];
    for (const [filter, where] of filters) {
      const page = await list(ACCOUNTS.musterAdmin, `/api/case?state=${filter}&size=200`);
      expect(page.totalElements, filter).toBe(await countWhere(where));
      expect(page.content.length, filter).toBe(Math.min(200, page.totalElements));
    }
    const negative = await list(ACCOUNTS.musterAdmin, '/api/case?state=negative&size=200');
    expect(negative.content.some((c) => c.description === 'Parkbank zerkratzt')).toBe(true);
    expect(negative.content.every((c) => c.rating !== null && c.rating <= 2)).toBe(true);
    const due = await list(ACCOUNTS.musterAdmin, '/api/case?state=my-due&size=200');
    expect(due.totalElements).toBeGreaterThan(0);
    expect(due.content.every((c) => c.assigneeId === adminId && c.stateChangedDeadline !== null)).toBe(true);
    const mine = await list(ACCOUNTS.musterAdmin, '/api/case?state=my-open&size=200');
    expect(mine.content.every((c) => c.assigneeId === adminId && (c.state === 'CREATED' || c.state === 'IN_PROGRESS'))).toBe(true);
  });

  it('sorts by every column of the specification and refuses others', async () => {
    for (const sort of [
      'createdAt',
      'editedAt',
      'caseNumber',
      'assignee.lastname',
      'stateChangedDeadline',
      'category.name',
      'tenant.name',
    ]) {
      await list(ACCOUNTS.musterAdmin, `/api/case?sort=${sort}&order=ASC&size=5`);
    }
    const byNumber = await list(ACCOUNTS.musterAdmin, '/api/case?sort=caseNumber&order=ASC&size=50');
    const numbers = byNumber.content.map((c) => c.caseNumber!);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const bad = await t.request(ACCOUNTS.musterAdmin, { url: '/api/case?sort=email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_SORT');
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case?state=erledigt' })).statusCode).toBe(400);
  });

  it('searches description, category name and case number', async () => {
    const byText = await list(ACCOUNTS.musterAdmin, '/api/case?search=ampel%20bahnhof');
    expect(byText.content.map((c) => c.description)).toEqual(['Ampel Bahnhofstraße ausgefallen']);
    expect(byText.totalElements).toBe(1);
    const byCategory = await list(ACCOUNTS.musterAdmin, `/api/case?search=${encodeURIComponent('Grünflächen (Liste)')}`);
    expect(byCategory.content.map((c) => c.description)).toEqual(['Parkbank zerkratzt']);
    const number = byText.content[0]!.caseNumber!;
    const byNumber = await list(ACCOUNTS.musterAdmin, `/api/case?search=${number}`);
    expect(byNumber.content.some((c) => c.caseNumber === number)).toBe(true);
    expect((await list(ACCOUNTS.musterAdmin, '/api/case?search=100%25')).totalElements).toBe(0);
  });

  it('counts a search only when its page is full: the last page tells the total, a scan is saved', async () => {
    const statementsOf = async (url: string) => {
      await list(ACCOUNTS.musterAdmin, url);
      let statements = 0;
      const stop = observeQueries(t.db, () => statements++);
      try {
        return { page: await list(ACCOUNTS.musterAdmin, url), statements };
      } finally {
        stop();
      }
    };
    const last = await statementsOf('/api/case?search=a&size=200');
    const total = last.page.content.length;
    expect(total).toBeGreaterThan(2);
    expect(last.page.totalElements).toBe(total);
    const full = await statementsOf('/api/case?search=a&size=2');
    expect(full.page.totalElements).toBe(total);
    expect(full.statements - last.statements).toBe(1);
    const beyond = await statementsOf('/api/case?search=a&size=200&page=3');
    expect(beyond.page).toMatchObject({ content: [], totalElements: total });
  });

  it('filters one tenant of the scope and answers 404 for a tenant outside it', async () => {
    const dorfOnly = await list(ACCOUNTS.superAdmin, `/api/case?tenant=${dorf}&size=200`);
    expect(dorfOnly.content.every((c) => c.tenantId === dorf)).toBe(true);
    expect(dorfOnly.totalElements).toBe(await countWhere((eb) => eb('tenantId', '=', dorf)));
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/case?tenant=${muster}` })).statusCode).toBe(404);
    const viaPath = await list(ACCOUNTS.superAdmin, `/api/case/tenant/${muster}?state=open`);
    expect(viaPath.content.every((c) => c.tenantId === muster && (c.state === 'CREATED' || c.state === 'IN_PROGRESS'))).toBe(true);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/case/tenant/${muster}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/case/tenant/${dorf}` })).statusCode).toBe(404);
  });

  it('shows the super admin every case, unreachable ones included, and an operator the tenants of their scope', async () => {
    const all = await list(ACCOUNTS.superAdmin, '/api/case?size=1');
    expect(all.totalElements).toBe(await countWhere((eb) => eb('id', '>', 0)));
    const support = await list(ACCOUNTS.support, '/api/case?size=1');
    expect(support.totalElements).toBe(
      await countWhere((eb) => eb.and([eb('tenantId', 'in', [t.ids.tenants.betrieb!, muster, dorf]), eb('reachable', '=', 1)])),
    );
  });

  it('shows a user without VIEW_OTHERS_CASES only their own cases, counted by a query', async () => {
    const page = await list(ACCOUNTS.musterClerk, '/api/case?size=200');
    expect(page.content.every((c) => c.assigneeId === clerkId)).toBe(true);
    expect(page.totalElements).toBe(await countWhere((eb) => eb.and([...visibleIn(muster)(eb), eb('assigneeId', '=', clerkId)])));
    const open = await list(ACCOUNTS.musterClerk, '/api/case?state=open&size=200');
    expect(open.totalElements).toBe(
      await countWhere((eb) => eb.and([...visibleIn(muster)(eb), eb('assigneeId', '=', clerkId), eb('isOpen', '=', 1)])),
    );
  });

  it('shows users with assigned categories or subcategories only those cases', async () => {
    const byCategory = await list(RESTRICTED, '/api/case?size=200');
    expect(byCategory.content.length).toBeGreaterThan(0);
    expect(byCategory.content.every((c) => c.categoryId === roads)).toBe(true);
    expect(byCategory.totalElements).toBe(await countWhere((eb) => eb.and([...visibleIn(muster)(eb), eb('categoryId', '=', roads)])));
    const byTag = await list(TAGGED, '/api/case?size=200');
    expect(byTag.content.map((c) => c.description)).toEqual(['Parkbank zerkratzt']);
    const other = byTag.content[0]!.id;
    const roadCase = byCategory.content[0]!.id;
    expect((await t.request(RESTRICTED, { url: `/api/case/${other}` })).statusCode).toBe(404);
    expect((await t.request(TAGGED, { url: `/api/case/${roadCase}` })).statusCode).toBe(404);
  });

  it('compiles a caller’s page query once and again only after the caller’s rights or assignments change', async () => {
    const compile = vi.spyOn(Object.getPrototypeOf(t.db.getExecutor()), 'compileQuery');
    const pagesCompiled = () =>
      compile.mock.results.filter((r) => /from "defect_case" .* limit \d+ offset/s.test((r.value as { sql: string }).sql)).length;
    try {
      const url = '/api/case?state=open&size=200&sort=caseNumber&order=ASC';
      const before = await list(ACCOUNTS.musterAdmin, url);
      expect(before.content.some((c) => c.categoryId !== roads)).toBe(true);
      expect(pagesCompiled()).toBe(1);
      expect(await list(ACCOUNTS.musterAdmin, url)).toEqual(before);
      expect(pagesCompiled()).toBe(1);

      await t.db.insertInto('userCategoryAssignment').values({ userId: adminId, categoryId: roads }).execute();
      const assigned = await list(ACCOUNTS.musterAdmin, url);
      expect(assigned.content.length).toBeGreaterThan(0);
      expect(assigned.content.every((c) => c.categoryId === roads)).toBe(true);
      expect(pagesCompiled()).toBe(2);

      await t.db.deleteFrom('userCategoryAssignment').where('userId', '=', adminId).execute();
      expect(await list(ACCOUNTS.musterAdmin, url)).toEqual(before);
      expect(pagesCompiled()).toBe(3);
    } finally {
      compile.mockRestore();
    }
  });

  it('answers 403 without VIEW_CASES and 401 without a session', async () => {
    expect((await t.request(NO_CASES, { url: '/api/case' })).statusCode).toBe(403);
    expect((await t.request(NO_CASES, { url: `/api/case/tenant/${muster}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/case/tenant/abc' })).statusCode).toBe(400);
    expect((await t.request(null, { url: '/api/case' })).statusCode).toBe(401);
  });
});

describe('GET /api/case/stats', () => {
  const stats = async (as: string, query = ''): Promise<CaseStats> => {
    const response = await t.request(as, { url: `/api/case/stats${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts the visible cases per state, in both spellings', async () => {
    const s = await stats(ACCOUNTS.musterAdmin);
    const count = (state: string) => countWhere((eb) => eb.and([...visibleIn(muster)(eb), eb('state', '=', state)]));
    expect(s).toEqual({
      ALL_COUNT: s.all,
      CREATED_COUNT: await count('CREATED'),
      FINISHED_COUNT: await count('FINISHED'),
      REJECTED_COUNT: await count('REJECTED'),
      all: await countWhere((eb) => eb.and(visibleIn(muster)(eb))),
      open: await countWhere((eb) => eb.and([...visibleIn(muster)(eb), eb('isOpen', '=', 1)])),
      created: await count('CREATED'),
      inProgress: await count('IN_PROGRESS'),
      finished: await count('FINISHED'),
      rejected: await count('REJECTED'),
      cancelled: await count('CANCELLED'),
    });
  });

  it('counts restricted users by their restriction and filters a tenant of the scope', async () => {
    expect((await stats(ACCOUNTS.musterClerk)).all).toBe(
      await countWhere((eb) => eb.and([...visibleIn(muster)(eb), eb('assigneeId', '=', clerkId)])),
    );
    expect((await stats(RESTRICTED)).all).toBe(await countWhere((eb) => eb.and([...visibleIn(muster)(eb), eb('categoryId', '=', roads)])));
    expect((await stats(ACCOUNTS.superAdmin, `?tenant=${dorf}`)).all).toBe(await countWhere((eb) => eb('tenantId', '=', dorf)));
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/case/stats?tenant=${muster}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: '/api/case/stats?tenant=x' })).statusCode).toBe(400);
    expect((await t.request(NO_CASES, { url: '/api/case/stats' })).statusCode).toBe(403);
  });
});

describe('GET /api/case/deadline-cases', () => {
  it('lists open cases due within 3 days or overdue, the most urgent first, 5 by default', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const soon = await addCase(t.db, { tenantId: muster, categoryId: roads, stateChangedDeadline: inDays(1), description: 'bald fällig' });
    const late = await addCase(t.db, { tenantId: muster, categoryId: roads, stateChangedDeadline: inDays(-20), description: 'überfällig' });
    const later = await addCase(t.db, { tenantId: muster, categoryId: roads, stateChangedDeadline: inDays(10), description: 'später' });
    const page = await list(ACCOUNTS.musterAdmin, '/api/case/deadline-cases?size=200');
    const ids = page.content.map((c) => c.id);
    expect(ids).toContain(soon);
    expect(ids).toContain(late);
    expect(ids).not.toContain(later);
    expect(ids.indexOf(late)).toBeLessThan(ids.indexOf(soon));
    const deadlines = page.content.map((c) => c.stateChangedDeadline!);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(page.content.every((c) => c.tenantId === muster && (c.state === 'CREATED' || c.state === 'IN_PROGRESS'))).toBe(true);
    expect((await list(ACCOUNTS.musterAdmin, '/api/case/deadline-cases')).size).toBe(5);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/case/deadline-cases?tenant=${muster}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/deadline-cases?size=0' })).statusCode).toBe(400);
    expect((await t.request(NO_CASES, { url: '/api/case/deadline-cases' })).statusCode).toBe(403);
  });
});

describe('counters', () => {
  const snapshot = async () =>
    (await t.db.selectFrom('caseCounter').selectAll().where('total', '!=', 0).orderBy('tenantId').orderBy('state').execute()).map(
      (r) => `${r.tenantId}:${r.state}:${r.total}`,
    );

  it('stay equal to a recount after creates, transitions, moves and deletes', async () => {
    const create = async (as: string, payload: Record<string, unknown>) => {
      const response = await t.request(as, { method: 'POST', url: '/api/case', payload: { latitude: 52.2, longitude: 13.4, ...payload } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const state = (id: number, to: string) => t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${id}/state/${to}` });
    const a = await create(ACCOUNTS.musterAdmin, { categoryId: roads });
    const b = await create(ACCOUNTS.musterAdmin, { categoryId: green });
    const c = await create(ACCOUNTS.musterAdmin, { categoryId: roads });
    await state(a, 'FINISHED');
    await state(a, 'IN_PROGRESS');
    await state(a, 'REJECTED');
    await state(b, 'IN_PROGRESS');
    await state(b, 'FINISHED');
    await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: `/api/case/${c}/note`, payload: { description: 'begonnen' } });
    const moved = await t.request(ACCOUNTS.support, {
      method: 'PUT',
      url: `/api/case/${c}`,
      payload: { tenantId: dorf, categoryId: dorfPaths },
    });
    expect(moved.json()).toMatchObject({ tenantId: dorf, state: 'IN_PROGRESS' });
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: `/api/case/${a}` })).statusCode).toBe(200);
    const before = await snapshot();
    await rebuildCaseStatistics(t.db);
    expect(before).toEqual(await snapshot());
    const superStats = (await t.request(ACCOUNTS.superAdmin, { url: '/api/case/stats' })).json();
    expect(superStats.all).toBe(await countWhere((eb) => eb('id', '>', 0)));
  });
});

describe('module', () => {
  it('answers 403 when the caller’s tenant lacks the Mängelmelder', async () => {
    await t.db.deleteFrom('tenantModule').where('tenantId', '=', dorf).where('module', '=', 'MAENGELMELDER').execute();
    const response = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/case' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('MODULE_MISSING');
  });
});
