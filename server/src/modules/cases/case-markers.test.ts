import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseListItem, CaseMarkers } from '@contracts/case.js';
import type { PageOf } from '@contracts/common.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { addCase, addCategory } from './test-fixtures.js';

let t: TestApp;
let dorf: number;
const NO_CASES = 'ohne-faelle-karte@musterstadt.example';
const ROADS_ONLY = 'strassen-karte@musterstadt.example';
let roadCase: number;
let parkCase: number;

const markersOf = async (as: string, query: string) => {
  const response = await t.request(as, { url: `/api/case/markers?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CaseMarkers;
};

beforeAll(async () => {
  t = await buildTestApp();
  const muster = t.ids.tenants.musterstadt!;
  dorf = t.ids.tenants.beispieldorf!;
  const roads = await addCategory(t.db, muster, 'Straßen (Karte)');
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
  it('answers the cases of the same list as markers, in its order', async () => {
    const query = 'state=open&sort=caseNumber&order=ASC';
    const { markers, truncated } = await markersOf(ACCOUNTS.musterAdmin, query);
    const list = (await t.request(ACCOUNTS.musterAdmin, { url: `/api/case?size=200&${query}` })).json() as PageOf<CaseListItem>;
    expect(truncated).toBe(false);
    expect(markers).toHaveLength(list.totalElements);
    expect(markers.slice(0, 200).map((m) => m.id)).toEqual(list.content.map((c) => c.id));
    expect(markers.find((m) => m.id === roadCase)).toEqual({
      id: roadCase,
      caseNumber: expect.any(Number),
      latitude: 52.2211,
      longitude: 13.4411,
      state: 'CREATED',
      category: 'Straßen (Karte)',
    });
    const searched = await markersOf(ACCOUNTS.musterAdmin, 'search=Kartenfall');
    expect(searched.markers.map((m) => m.id).sort()).toEqual([roadCase, parkCase].sort());
  });

  it('shows a clerk with assigned categories only their cases', async () => {
    const ids = (await markersOf(ROADS_ONLY, 'search=Kartenfall')).markers.map((m) => m.id);
    expect(ids).toEqual([roadCase]);
  });

  it('answers 400 for an unknown filter, 403 without VIEW_CASES and 404 for another tenant', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/markers?state=kaputt' })).statusCode).toBe(400);
    expect((await t.request(NO_CASES, { url: '/api/case/markers' })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/markers?tenant=${dorf}` })).statusCode).toBe(404);
  });
});
