import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseBulkResult, CaseStats } from '@contracts/case.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { addCase, addCategory } from './test-fixtures.js';

let t: TestApp;
let muster: number;
let dorf: number;
let roads: number;
let parks: number;
let clerkId: number;
const NO_CASES = 'ohne-faelle-bulk@musterstadt.example';
const ROADS_ONLY = 'strassen-bulk@musterstadt.example';

const bulk = (as: string, payload: object) => t.request(as, { method: 'POST', url: '/api/case/bulk', payload });
const results = async (as: string, payload: object) => {
  const response = await bulk(as, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CaseBulkResult;
};
const protocolOf = async (id: number) =>
  (await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', id).orderBy('id').execute()).map((r) => r.description);
const stats = async () => (await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/stats' })).json() as CaseStats;
const newCase = (description: string, extra: { email?: string; categoryId?: number } = {}) =>
  addCase(t.db, { tenantId: muster, categoryId: extra.categoryId ?? roads, description, email: extra.email ?? null });

beforeAll(async () => {
  t = await buildTestApp();
  muster = t.ids.tenants.musterstadt!;
  dorf = t.ids.tenants.beispieldorf!;
  clerkId = t.ids.users[ACCOUNTS.musterClerk]!;
  roads = await addCategory(t.db, muster, 'Straßen (Sammel)');
  parks = await addCategory(t.db, muster, 'Parks (Sammel)');
  await addAccount(t, NO_CASES, 'musterstadt', ['VIEW_DASHBOARD']);
  const restricted = await addAccount(t, ROADS_ONLY, 'musterstadt', ['VIEW_CASES', 'VIEW_OTHERS_CASES']);
  await t.db.insertInto('userCategoryAssignment').values({ userId: restricted.id, categoryId: roads }).execute();
});
afterAll(() => t.close());

describe('POST /api/case/bulk', () => {
  it('changes the state of each case as the single action does: protocol, mails and counters, and names the refusals', async () => {
    const a = await newCase('Sammel A', { email: 'melder-a@example.org' });
    const b = await newCase('Sammel B');
    const rejected = await newCase('Sammel abgelehnt');
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${rejected}/state/REJECTED` });
    await t.flushMails();
    t.mails.length = 0;
    const before = await stats();

    const answer = await results(ACCOUNTS.musterAdmin, { caseIds: [a, b, rejected], action: 'state', state: 'FINISHED' });
    expect(answer).toEqual({
      done: 2,
      results: [
        { id: a, outcome: 'DONE', message: 'Status geändert: Abgeschlossen.' },
        { id: b, outcome: 'DONE', message: 'Status geändert: Abgeschlossen.' },
        { id: rejected, outcome: 'REFUSED', message: 'Ein Fall im Status „Abgelehnt“ kann nicht in den Status „Abgeschlossen“ wechseln.' },
      ],
    });
    expect(await protocolOf(a)).toEqual(['Fall gemeldet', 'Status geändert: Erstellt → Abgeschlossen']);
    const after = await stats();
    expect(after.finished).toBe(before.finished + 2);
    expect(after.created).toBe(before.created - 2);
    const mails = await t.flushMails();
    expect(mails.filter((m) => m.to === 'melder-a@example.org').map((m) => m.subject)).toEqual([expect.stringMatching(/: Abgeschlossen$/)]);
    expect(mails.filter((m) => m.to === 'erledigt@musterstadt.example')).toHaveLength(2);

    const again = await results(ACCOUNTS.musterAdmin, { caseIds: [a], action: 'state', state: 'FINISHED' });
    expect(again.results[0]).toMatchObject({ outcome: 'UNCHANGED' });
  });

  it('assigns, and publishes to or removes from the map', async () => {
    const a = await newCase('Sammel Zuweisung A');
    const b = await newCase('Sammel Zuweisung B');
    const assigned = await results(ACCOUNTS.musterAdmin, { caseIds: [a, b], action: 'assign', assigneeId: clerkId });
    expect(assigned.done).toBe(2);
    expect(assigned.results[0]!.message).toMatch(/^Zugewiesen an .+\.$/);
    const row = await t.db.selectFrom('defectCase').select(['assigneeId', 'state']).where('id', '=', a).executeTakeFirstOrThrow();
    expect(row).toEqual({ assigneeId: clerkId, state: 'IN_PROGRESS' });

    const published = await results(ACCOUNTS.musterAdmin, { caseIds: [a, b], action: 'publish' });
    expect(published.results.map((r) => r.message)).toEqual([
      'Auf der Internetkarte veröffentlicht.',
      'Auf der Internetkarte veröffentlicht.',
    ]);
    const removed = await results(ACCOUNTS.musterAdmin, { caseIds: [a], action: 'unpublish' });
    expect(removed.results[0]).toEqual({ id: a, outcome: 'DONE', message: 'Von der Internetkarte entfernt.' });
    expect(await protocolOf(a)).toContain('Von der Internetkarte entfernt');
  });

  it('answers another tenant’s case, an unknown id and a case outside assigned categories alike: not found', async () => {
    const dorfCase = await addCase(t.db, { tenantId: dorf, categoryId: null, description: 'Dorf Sammel' });
    const park = await newCase('Sammel Park', { categoryId: parks });
    const road = await newCase('Sammel Straße');
    const answer = await results(ACCOUNTS.musterAdmin, { caseIds: [dorfCase, 999_999], action: 'state', state: 'IN_PROGRESS' });
    expect(answer.results.map(({ outcome, message }) => ({ outcome, message }))).toEqual([
      { outcome: 'NOT_FOUND', message: answer.results[1]!.message },
      { outcome: 'NOT_FOUND', message: answer.results[1]!.message },
    ]);
    const restricted = await results(ROADS_ONLY, { caseIds: [park, road], action: 'state', state: 'IN_PROGRESS' });
    expect(restricted.results.map((r) => r.outcome)).toEqual(['NOT_FOUND', 'DONE']);
    expect((await t.db.selectFrom('defectCase').select('state').where('id', '=', dorfCase).executeTakeFirstOrThrow()).state).toBe(
      'CREATED',
    );
  });

  it('refuses bad input in German: no ids, more than 500, twice the same, an action without its value', async () => {
    for (const payload of [
      { caseIds: [], action: 'publish' },
      { caseIds: Array.from({ length: 501 }, (_, i) => i + 1), action: 'publish' },
      { caseIds: [1, 1], action: 'publish' },
      { caseIds: [1], action: 'delete' },
    ]) {
      expect((await bulk(ACCOUNTS.musterAdmin, payload)).statusCode).toBe(400);
    }
    const noAssignee = await bulk(ACCOUNTS.musterAdmin, { caseIds: [1], action: 'assign' });
    expect(noAssignee.json()).toMatchObject({
      code: 'ASSIGNEE_REQUIRED',
      message: 'Bitte wählen Sie aus, wem die Fälle zugewiesen werden sollen.',
    });
    expect((await bulk(ACCOUNTS.musterAdmin, { caseIds: [1], action: 'state' })).json().code).toBe('STATE_REQUIRED');
  });

  it('needs VIEW_CASES, and PUBLISH_CASES_TO_MAP for the map', async () => {
    const a = await newCase('Sammel Rechte');
    expect((await bulk(NO_CASES, { caseIds: [a], action: 'state', state: 'IN_PROGRESS' })).statusCode).toBe(403);
    expect((await bulk(ROADS_ONLY, { caseIds: [a], action: 'publish' })).statusCode).toBe(403);
    expect(
      (await t.request(null, { method: 'POST', url: '/api/case/bulk', payload: { caseIds: [a], action: 'publish' } })).statusCode,
    ).toBe(401);
  });
});
