import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CaseMap } from '@contracts/public.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { caseStatements, statementsOf } from '../../../test/statements.js';
import { testDatabaseUrl } from '../../../test/database.js';
import { buildMap, publishedRevisions } from './map.js';

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

  it('reads after a change the whole row of the changed case only, and of every case after a category is renamed', async () => {
    const tenant = await musterstadt();
    const first = await buildMap(t.db, tenant, undefined);
    const [changed] = first.markers.keys();
    const { description, handoverNote } = await t.db
      .selectFrom('defectCase')
      .select(['description', 'handoverNote'])
      .where('id', '=', changed!)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('defectCase').set({ description: 'Umgestürzter Baum' }).where('id', '=', changed!).execute();
    try {
      let second: Awaited<ReturnType<typeof buildMap>> | undefined;
      const statements = await statementsOf(t.db, async () => {
        second = await buildMap(t.db, tenant, first);
      });
      const wholeRows = statements.filter((statement) => /substr/.test(statement));
      expect(wholeRows).toHaveLength(1);
      expect(parsed(second!.answer.json).cases.find((c) => c.id === changed)!.description).toBe('Umgestürzter Baum');
      // a change that shows nowhere on the marker leaves its revision alone
      const revision = async () =>
        (await t.db.selectFrom('defectCase').select('mapRevision').where('id', '=', changed!).executeTakeFirstOrThrow()).mapRevision;
      const before = await revision();
      await t.db.updateTable('defectCase').set({ handoverNote: 'intern' }).where('id', '=', changed!).execute();
      expect(await revision()).toBe(before);
      const category = first.markers.get(changed!)!.row.category;
      const renamed = await t.db
        .updateTable('category')
        .set({ name: 'Umbenannt' })
        .where('name', '=', category!)
        .where('tenantId', '=', tenant.id)
        .execute();
      expect(Number(renamed[0]!.numUpdatedRows)).toBe(1);
      try {
        const third = await buildMap(t.db, tenant, second);
        expect(parsed(third.answer.json).cases.find((c) => c.id === changed)!.category).toBe('Umbenannt');
      } finally {
        await t.db.updateTable('category').set({ name: category! }).where('name', '=', 'Umbenannt').execute();
      }
    } finally {
      await t.db.updateTable('defectCase').set({ description, handoverNote }).where('id', '=', changed!).execute();
    }
  });

  it('reads each published case’s revision from the index alone', async () => {
    const query = publishedRevisions(t.db, (await musterstadt()).id).compile();
    const detail = await t.db.transaction().execute(async (trx) => {
      if (testDatabaseUrl) {
        // the demo data is small enough for a scan; forbidding it shows what the index gives
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
      }
      const result = await trx
        .getExecutor()
        .executeQuery({ ...query, sql: `${testDatabaseUrl ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${query.sql}` });
      return result.rows.map((row) => String((row as { detail?: string }).detail ?? Object.values(row as object)[0])).join('\n');
    });
    expect(detail).toMatch(
      testDatabaseUrl
        ? /Index Only Scan using case_tenant_published_idx on defect_case/
        : /^SEARCH defect_case USING COVERING INDEX case_tenant_published_idx \(tenant_id=\? AND published_on_map=\?\)$/,
    );
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
