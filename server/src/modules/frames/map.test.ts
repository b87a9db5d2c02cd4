import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CaseMap } from '@contracts/public.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { caseStatements, statementsOf } from '../../../test/statements.js';
import { buildMap } from './map.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const KEY = 'demo-musterstadt';
const musterstadt = () => t.db.selectFrom('tenant').selectAll().where('apiKey', '=', KEY).executeTakeFirstOrThrow();
const parsed = (json: Buffer) => JSON.parse(json.toString('utf8')) as CaseMap;

describe('the public map answer', () => {
  it('is served from memory until the map changes: no statement reads the cases', async () => {
    const map = () => t.request(null, { url: `/api/case/map?apiKey=${KEY}` });
    await map();
    expect(caseStatements(await statementsOf(t.db, map))).toEqual([]);
  });

  it('is rebuilt encoding only the markers that changed, and equals an answer built afresh', async () => {
    const tenant = await musterstadt();
    const first = await buildMap(t.db, tenant, undefined);
    const [changed, kept] = [...first.markers.keys()];
    expect(kept).toBeDefined();
    const { latitude } = first.markers.get(changed!)!.row;
    await t.db
      .updateTable('defectCase')
      .set({ latitude: latitude + 0.001 })
      .where('id', '=', changed!)
      .execute();
    try {
      const second = await buildMap(t.db, tenant, first);
      expect(second.markers.get(kept!)!.json).toBe(first.markers.get(kept!)!.json);
      expect(second.markers.get(changed!)!.json).not.toBe(first.markers.get(changed!)!.json);
      expect(parsed(second.answer.json).cases.find((c) => c.id === changed)!.latitude).toBe(latitude + 0.001);
      expect(second.answer.json.equals((await buildMap(t.db, tenant, undefined)).answer.json)).toBe(true);
    } finally {
      await t.db.updateTable('defectCase').set({ latitude }).where('id', '=', changed!).execute();
    }
  });

  it('holds every published case, in the form of the contract (the JSON is put together from its parts)', async () => {
    const tenant = await musterstadt();
    const answer = parsed((await buildMap(t.db, tenant, undefined)).answer.json);
    expect(Value.Check(CaseMap, answer)).toBe(true);
    const published = await t.db
      .selectFrom('defectCase')
      .select('id')
      .where('tenantId', '=', tenant.id)
      .where('publishedOnMap', '=', 1)
      .orderBy('id')
      .execute();
    expect(answer.cases.map((c) => c.id)).toEqual(published.map((p) => p.id));
  });
});
