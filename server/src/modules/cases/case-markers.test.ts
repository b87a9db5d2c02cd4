import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseListItem, CaseMarkers } from '@contracts/case.js';
import type { PageOf } from '@contracts/common.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
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
