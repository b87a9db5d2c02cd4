import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseListItem, CaseMarkers } from '@contracts/case.js';
import type { PageOf } from '@contracts/common.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { caseStatements, statementsOf } from '../../../test/statements.js';
import { markerAnswers } from './marker-answers.js';
import { addCase, addCategory } from './test-fixtures.js';

let t: TestApp;
let muster: number;
let dorf: number;
let roads: number;
const NO_CASES = 'ohne-faelle-karte@musterstadt.example';
const ROADS_ONLY = 'strassen-karte@musterstadt.example';
let roadCase: number;
let parkCase: number;

/** The markers as the web map reads them: each tuple with its state and category looked up. */
const readable = ({ markers, states, categories }: CaseMarkers) =>
  markers.map(([id, caseNumber, latitude, longitude, state, category]) => ({
    id,
    caseNumber,
    latitude,
    longitude,
    state: states[state],
    category: category === null ? null : categories[category],
  }));

const markersOf = async (as: string, query: string) => {
  const response = await t.request(as, { url: `/api/case/markers?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as CaseMarkers;
  return { ...answer, readable: readable(answer), etag: String(response.headers.etag) };
};
const idsOf = async (as: string, query: string) => (await markersOf(as, query)).readable.map((m) => m.id);

beforeAll(async () => {
  t = await buildTestApp();
  muster = t.ids.tenants.musterstadt!;
  dorf = t.ids.tenants.beispieldorf!;
  roads = await addCategory(t.db, muster, 'Straßen (Karte)');
  const parks = await addCategory(t.db, muster, 'Parks (Karte)');
  roadCase = await addCase(t.db, {
    tenantId: muster,
    categoryId: roads,
    description: 'Kartenfall Straße',
    latitude: 52.2211,
    longitude: 13.4411,
  });
  parkCase = await addCase(t.db, { tenantId: muster, categoryId: parks, description: 'Kartenfall Park' });
  await addAccount(t, NO_CASES, 'musterstadt', ['VIEW_DASHBOARD']);
  const restricted = await addAccount(t, ROADS_ONLY, 'musterstadt', ['VIEW_CASES', 'VIEW_OTHERS_CASES']);
  await t.db.insertInto('userCategoryAssignment').values({ userId: restricted.id, categoryId: roads }).execute();
});
afterAll(() => t.close());

describe('GET /api/case/markers', () => {
  it('answers the cases of the same list as markers, in its order, with states and categories named once', async () => {
    const query = 'state=open&sort=caseNumber&order=ASC';
    const answer = await markersOf(ACCOUNTS.musterAdmin, query);
    const list = (await t.request(ACCOUNTS.musterAdmin, { url: `/api/case?size=200&${query}` })).json() as PageOf<CaseListItem>;
    expect(answer.truncated).toBe(false);
    expect(answer.markers).toHaveLength(list.totalElements);
    expect(answer.readable.slice(0, 200).map((m) => m.id)).toEqual(list.content.map((c) => c.id));
    expect(answer.readable.find((m) => m.id === roadCase)).toEqual({
      id: roadCase,
      caseNumber: expect.any(Number),
      latitude: 52.2211,
      longitude: 13.4411,
      state: 'CREATED',
      category: 'Straßen (Karte)',
    });
    expect(new Set(answer.states).size).toBe(answer.states.length);
    expect(new Set(answer.categories).size).toBe(answer.categories.length);
    expect(await idsOf(ACCOUNTS.musterAdmin, 'search=Kartenfall')).toEqual(expect.arrayContaining([roadCase, parkCase]));
  });

  it('reads the joined tables where the list needs them: a search of category names, a sort by a name', async () => {
    expect(await idsOf(ACCOUNTS.musterAdmin, `search=${encodeURIComponent('Straßen (Karte)')}`)).toContain(roadCase);
    const byCategory = await idsOf(ACCOUNTS.musterAdmin, 'state=open&sort=category.name&order=ASC');
    const list = (
      await t.request(ACCOUNTS.musterAdmin, { url: '/api/case?size=200&state=open&sort=category.name&order=ASC' })
    ).json() as PageOf<CaseListItem>;
    expect(byCategory.slice(0, 200)).toEqual(list.content.map((c) => c.id));
  });

  it('shows a clerk with assigned categories only their cases', async () => {
    expect(await idsOf(ROADS_ONLY, 'search=Kartenfall')).toEqual([roadCase]);
  });

  it('answers 400 for an unknown filter, 403 without VIEW_CASES and 404 for another tenant', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/markers?state=kaputt' })).statusCode).toBe(400);
    expect((await t.request(NO_CASES, { url: '/api/case/markers' })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/markers?tenant=${dorf}` })).statusCode).toBe(404);
  });

  it('answers 304 to a matching If-None-Match, and gzip or brotli to a client that takes them', async () => {
    const url = '/api/case/markers?state=open';
    const plain = await t.request(ACCOUNTS.superAdmin, { url });
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await t.request(ACCOUNTS.superAdmin, { url, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const zipped = await t.request(ACCOUNTS.superAdmin, { url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await t.request(ACCOUNTS.superAdmin, { url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('the shared marker answer', () => {
  const openCases = 'state=open';

  it('serves the same list again from memory: no statement reads the cases', async () => {
    const query = 'state=open&sort=editedAt&order=DESC';
    expect(caseStatements(await statementsOf(t.db, () => markersOf(ACCOUNTS.superAdmin, query)))).toHaveLength(1);
    expect(caseStatements(await statementsOf(t.db, () => markersOf(ACCOUNTS.superAdmin, query)))).toEqual([]);
  });

  it('builds once for requests that arrive while it is being built', async () => {
    const REQUESTS = 8;
    const query = 'state=open&sort=caseNumber&order=DESC';
    const asked = vi.spyOn(markerAnswers(t.db), 'answer');
    // the marker query waits until every request has asked for the answer
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const executor = t.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    const spy = vi.spyOn(executor, 'executeQuery').mockImplementation(async (query, ...rest) => {
      if (/\bdefect_case\b/.test(query.sql)) await held;
      return execute(query, ...rest);
    });
    try {
      const answers = Promise.all(Array.from({ length: REQUESTS }, () => markersOf(ACCOUNTS.superAdmin, query)));
      await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(REQUESTS));
      release();
      const etags = (await answers).map((answer) => answer.etag);
      expect(new Set(etags).size).toBe(1);
      expect(caseStatements(spy.mock.calls.map(([statement]) => statement.sql))).toHaveLength(1);
    } finally {
      spy.mockRestore();
      asked.mockRestore();
    }
  });

  it('shows a state change, a new case, a move to another tenant, a deletion and a renamed category at the next request', async () => {
    const superAdmin = () => markersOf(ACCOUNTS.superAdmin, 'state=all');
    const musterAdmin = () => idsOf(ACCOUNTS.musterAdmin, 'state=all');
    await superAdmin();
    await musterAdmin();

    const progress = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${roadCase}/state/IN_PROGRESS` });
    expect(progress.statusCode, progress.body).toBe(200);
    expect((await superAdmin()).readable.find((m) => m.id === roadCase)?.state).toBe('IN_PROGRESS');

    const created = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/case',
      payload: { description: 'Neu auf der Karte', categoryId: roads, latitude: 52.23, longitude: 13.45 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const newCase = (created.json() as { id: number }).id;
    expect((await superAdmin()).readable.map((m) => m.id)).toContain(newCase);
    expect(await musterAdmin()).toContain(newCase);

    // any code path that writes the case counts, not only the case module's
    await t.db.updateTable('defectCase').set({ tenantId: dorf }).where('id', '=', newCase).execute();
    expect(await musterAdmin()).not.toContain(newCase);

    // only a closed case can be deleted
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: `/api/case/${newCase}/state/REJECTED` })).statusCode).toBe(200);
    const deleted = await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url: `/api/case/${newCase}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await superAdmin()).readable.map((m) => m.id)).not.toContain(newCase);

    const renamed = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/category/${roads}`,
      payload: { name: 'Straßen (umbenannt)' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await superAdmin()).readable.find((m) => m.id === roadCase)?.category).toBe('Straßen (umbenannt)');
  });

  it('is rebuilt after a change from the list’s ids and revisions, reading whole only the cases whose marker changed', async () => {
    const query = 'state=open';
    const before = await markersOf(ACCOUNTS.superAdmin, query);
    const { latitude } = before.readable.find((m) => m.id === parkCase)!;
    await t.db
      .updateTable('defectCase')
      .set({ latitude: latitude + 0.001 })
      .where('id', '=', parkCase)
      .execute();
    let after!: Awaited<ReturnType<typeof markersOf>>;
    const [revisions, ...read] = caseStatements(
      await statementsOf(t.db, async () => {
        after = await markersOf(ACCOUNTS.superAdmin, query);
      }),
    );
    expect(revisions).toMatch(/^select "defect_case"\."id", "defect_case"\."map_revision" from/);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(/"defect_case"\."id" in \([$?]1?\)$/);
    expect(after.readable.find((m) => m.id === parkCase)?.latitude).toBe(latitude + 0.001);
    expect(after.readable.filter((m) => m.id !== parkCase)).toEqual(before.readable.filter((m) => m.id !== parkCase));

    // a change no marker shows reads no row whole and keeps the answer as it was serialised and compressed
    const asked = vi.spyOn(markerAnswers(t.db), 'answer');
    try {
      await markersOf(ACCOUNTS.superAdmin, query);
      await t.db.updateTable('defectCase').set({ handoverNote: 'Übergabe' }).where('id', '=', parkCase).execute();
      expect(caseStatements(await statementsOf(t.db, () => markersOf(ACCOUNTS.superAdmin, query)))).toHaveLength(1);
      const [kept, rebuilt] = await Promise.all(asked.mock.results.map((result) => result.value));
      expect(rebuilt).toBe(kept);
    } finally {
      asked.mockRestore();
    }
  });

  it("never gives a clerk with assigned categories the answer shared by admins, nor its ETag's 304", async () => {
    const admin = await markersOf(ACCOUNTS.musterAdmin, openCases);
    expect(admin.readable.map((m) => m.id)).toEqual(expect.arrayContaining([roadCase, parkCase]));
    const clerk = await statementsOf(t.db, async () => {
      const own = await t.request(ROADS_ONLY, { url: `/api/case/markers?${openCases}`, headers: { 'if-none-match': admin.etag } });
      expect(own.statusCode).toBe(200);
      const ids = readable(own.json() as CaseMarkers).map((m) => m.id);
      expect(ids).toContain(roadCase);
      expect(ids).not.toContain(parkCase);
    });
    // built for the clerk alone, and the clerk's answer is no shared one either: the admin's stays as it was
    expect(caseStatements(clerk)).toHaveLength(1);
    expect((await markersOf(ACCOUNTS.musterAdmin, openCases)).etag).toBe(admin.etag);
  });

  it("keeps a tenant admin's answer apart from the super admin's", async () => {
    const tenantAdmin = await markersOf(ACCOUNTS.musterAdmin, openCases);
    const superAdmin = await markersOf(ACCOUNTS.superAdmin, openCases);
    expect(superAdmin.markers.length).toBeGreaterThan(tenantAdmin.markers.length);
    expect((await markersOf(ACCOUNTS.musterAdmin, openCases)).etag).toBe(tenantAdmin.etag);
  });
});
