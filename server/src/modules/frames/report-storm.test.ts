import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { testDatabaseUrlOf } from '../../../test/database.js';
import { observeQueries } from '../../db/kysely.js';

/**
 * A storm of public reports to one tenant (a "Dreck-weg-Tag"): every report is stored with a number of its own, and
 * on PostgreSQL a report holds none of the tenant's shared rows while it does its other work
 * (docs/decisions/case-numbers-drawn-apart.md).
 */

const KEY = 'demo-musterstadt';
const IN_MUSTERSTADT = { latitude: 52.22, longitude: 13.44 };
const REPORTS = 200;

let t: TestApp;
let musterstadt: number;
let category: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { auth: 1000, publicReports: 10_000 } });
  musterstadt = t.ids.tenants.musterstadt!;
  category = (
    await t.db
      .selectFrom('category')
      .select('id')
      .where('tenantId', '=', musterstadt)
      .where('name', '=', 'Verkehrsflächen')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const report = (index: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/case?apiKey=${KEY}`,
    headers,
    payload: { description: `Sturmschaden ${index}`, category, ...IN_MUSTERSTADT },
  });

const createdCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('caseCounter')
        .select((eb) => eb.fn.sum<number>('total').as('total'))
        .where('tenantId', '=', musterstadt)
        .where('state', '=', 'CREATED')
        .executeTakeFirst()
    )?.total ?? 0,
  );

describe(`${REPORTS} reports at once to one tenant`, () => {
  it('stores every report acknowledged, each with a number of its own, and counts each once', async () => {
    const before = await createdCount();
    const answers = await Promise.all(Array.from({ length: REPORTS }, (_, index) => report(index)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(REPORTS).fill(201));
    const created = answers.map((answer) => answer.json() as { id: number; caseNumber: number });
    const stored = await t.db
      .selectFrom('defectCase')
      .select(['id', 'caseNumber', 'tenantId'])
      .where(
        'id',
        'in',
        created.map((c) => c.id),
      )
      .execute();
    expect(stored).toHaveLength(REPORTS);
    expect(stored.every((row) => row.tenantId === musterstadt)).toBe(true);
    const numbers = stored.map((row) => row.caseNumber);
    expect(new Set(numbers).size).toBe(REPORTS);
    expect(numbers.every((n) => typeof n === 'number' && n > 0)).toBe(true);
    expect(new Set(created.map((c) => c.caseNumber))).toEqual(new Set(numbers));
    expect(await createdCount()).toBe(before + REPORTS);
  });
});

describe('one report', () => {
  it('takes no more statements than it needs: each is a round trip, and on PostgreSQL a syscall each way', async () => {
    await report(0);
    let statements = 0;
    const stop = observeQueries(t.db, () => statements++);
    try {
      // the device's block is asked in the statement that checks the category
      expect((await report(1, { 'x-device-id': 'sturm-geraet' })).statusCode).toBe(201);
    } finally {
      stop();
    }
    // the same count on both: PostgreSQL adds the shared per-IP limit and writes both counters in one statement
    expect(statements).toBe(12);
  });
});

describe('the running numbers after a crash', () => {
  it('go on above the highest stored number when the table of numbers is empty, as PostgreSQL leaves it after a crash', async () => {
    const highest = async () =>
      (
        await t.db
          .selectFrom('defectCase')
          .select((eb) => eb.fn.max('caseNumber').as('highest'))
          .where('tenantId', '=', musterstadt)
          .executeTakeFirstOrThrow()
      ).highest!;
    const before = await highest();
    await t.db.deleteFrom('caseSequence').where('tenantId', '=', musterstadt).execute();
    const answer = await report(0);
    expect(answer.json().caseNumber).toBe(before + 1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'are drawn from an unlogged table on PostgreSQL, whose commit waits for no disk flush',
    async () => {
      const { rows } = await sql<{
        persistence: string;
      }>`select relpersistence as persistence from pg_class where relname = 'case_sequence'`.execute(t.db);
      expect(rows[0]!.persistence).toBe('u');
    },
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, a report waiting for the counters', () => {
  it('already has its number and holds the number row of nobody: the counters are its last statement', async () => {
    const pg = (await import('pg')).default;
    const url = testDatabaseUrlOf(t.db)!;
    const holder = new pg.Client({ connectionString: url });
    const probe = new pg.Client({ connectionString: url });
    await Promise.all([holder.connect(), probe.connect()]);
    try {
      await holder.query('BEGIN');
      // another report of the tenant at its end: it holds the counter row until its commit
      await holder.query(`SELECT total FROM case_counter WHERE tenant_id = $1 AND state = 'CREATED' FOR UPDATE`, [musterstadt]);
      const { rows: before } = await probe.query('SELECT last_number FROM case_sequence WHERE tenant_id = $1', [musterstadt]);
      const pending = report(0);
      await expect
        .poll(
          async () =>
            (
              await probe.query(
                `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%case_counter%'`,
              )
            ).rows[0].waiting,
          { timeout: 5000 },
        )
        .toBe(1);
      await probe.query('BEGIN');
      const { rows: locked } = await probe.query('SELECT last_number FROM case_sequence WHERE tenant_id = $1 FOR UPDATE NOWAIT', [
        musterstadt,
      ]);
      await probe.query('ROLLBACK');
      expect(locked[0].last_number).toBe(before[0].last_number + 1);
      await holder.query('ROLLBACK');
      const answer = await pending;
      expect(answer.statusCode).toBe(201);
      expect(answer.json().caseNumber).toBe(locked[0].last_number);
    } finally {
      await Promise.all([holder.end(), probe.end()]);
    }
  });
});
