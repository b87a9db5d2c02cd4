import { describe, expect, it } from 'vitest';
import { isPostgresUrl } from '../../server/src/db/kysely.js';
import { seedBenchDatabase } from './seed.js';
import { openBenchSql, type BenchSql } from './sql.js';
import { migratedBenchDatabase } from './test-database.js';

/**
 * The bench seed on the database the tests run on: the cases it promises, counters and daily figures that agree
 * with them, a photo on every other case, and the case table as the migrations made it (the seed sets its indexes, and on PostgreSQL its
 * foreign keys and triggers, aside while it loads), so that the bench measures the schema the product runs on.
 */
/** the case table's indexes, constraints and triggers, with whether each is in force (SQLite has them in its table's text) */
const shapeOfCases = (sql: BenchSql, postgres: boolean) =>
  postgres
    ? sql.all(
        `SELECT 'index' AS kind, pg_get_indexdef(indexrelid) AS definition, indisvalid AS active FROM pg_index WHERE indrelid = 'defect_case'::regclass
         UNION ALL SELECT 'constraint', conname || ' ' || pg_get_constraintdef(oid), convalidated FROM pg_constraint WHERE conrelid = 'defect_case'::regclass
         UNION ALL SELECT 'trigger', pg_get_triggerdef(oid), tgenabled <> 'D' FROM pg_trigger WHERE tgrelid = 'defect_case'::regclass AND NOT tgisinternal
         ORDER BY 1, 2`,
      )
    : sql.all(`SELECT type AS kind, sql AS definition FROM sqlite_master WHERE tbl_name = 'defect_case' ORDER BY 1, 2`);

describe('seedBenchDatabase', () => {
  it('writes the cases over the tenants, figures that agree with them, and leaves the case table as migrated', async () => {
    const url = await migratedBenchDatabase();
    let sql = await openBenchSql(url);
    const migrated = await shapeOfCases(sql, isPostgresUrl(url));
    await sql.close();

    await seedBenchDatabase(url, { cases: 3000, tenants: 12 });

    sql = await openBenchSql(url);
    try {
      expect(await shapeOfCases(sql, isPostgresUrl(url))).toEqual(migrated);
      const [figures] = await sql.all<Record<string, number | string>>(
        `SELECT (SELECT COUNT(*) FROM tenant WHERE type = 'commune') AS communes,
                (SELECT COUNT(*) FROM defect_case WHERE tenant_id IN (SELECT id FROM tenant WHERE name LIKE 'Gemeinde %')) AS generated,
                (SELECT COUNT(*) FROM defect_case) AS cases,
                (SELECT SUM(total) FROM case_counter) AS counted,
                (SELECT SUM(created_count) FROM case_daily_stat) AS daily,
                (SELECT COUNT(*) FROM case_photo WHERE file_name LIKE 'bench-%') AS photos`,
      );
      const { communes, generated, cases, counted, daily, photos } = Object.fromEntries(
        Object.entries(figures!).map(([k, v]) => [k, Number(v)]),
      );
      expect(communes).toBe(12);
      expect(generated).toBeGreaterThan(0);
      expect(cases).toBeGreaterThanOrEqual(3000);
      expect(counted).toBe(cases);
      expect(daily).toBe(cases);
      // every other generated case has a photo, as citizens' reports do
      expect(photos).toBeGreaterThan(1400);
      expect(photos).toBeLessThanOrEqual(1500);
    } finally {
      await sql.close();
    }
  });
});
