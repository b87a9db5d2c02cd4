import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_FILTERS, CASE_STATE_VALUES } from '@contracts/case.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { testDatabaseUrl } from '../../../test/database.js';
import { up as analyseDescriptions } from '../../db/migrations/0035_case_description_statistics.js';
import { casePage, duePage } from './list.js';
import { markerRevisions, markerRows } from './markers.js';
import { unreachableCounts } from './stats.js';
import type { CaseVisibility } from './visibility.js';

/**
 * Every filter of the case list reads its first page in the default order (createdAt DESC) from an index, without
 * sorting the matching cases, for one tenant, across all tenants and for a wide scope (docs/product/cases.md#scale).
 * Most plans read are SQLite's; on PostgreSQL the default page, the map, the search and the prepared list are read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const tenantAdmin: CaseVisibility = {
  userId: 3,
  scope: [2],
  assigneeId: null,
  categoryIds: [],
  tagIds: [],
  includeUnreachable: false,
  wholeTenants: true,
};
const visibilities = {
  'tenant admin': tenantAdmin,
  'super admin': { ...tenantAdmin, scope: 'all', includeUnreachable: true },
  'operator over 20 tenants': { ...tenantAdmin, scope: Array.from({ length: 20 }, (_, i) => i + 1) },
  'clerk without VIEW_OTHERS_CASES': { ...tenantAdmin, assigneeId: 4, wholeTenants: false },
  'user with assigned categories': { ...tenantAdmin, categoryIds: [1, 2], tagIds: [3], wholeTenants: false },
} satisfies Record<string, CaseVisibility>;

async function plan(query: CompiledQuery): Promise<string> {
  const result = await t.db.getExecutor().executeQuery({ ...query, sql: `EXPLAIN QUERY PLAN ${query.sql}` });
  return (result.rows as { detail: string }[]).map((r) => r.detail).join(' ; ');
}

describe.skipIf(testDatabaseUrl)('case list query plans', () => {
  for (const [who, v] of Object.entries(visibilities)) {
    it(`reads every filter in date order from an index for the ${who}`, async () => {
      for (const filter of [...CASE_FILTERS, ...CASE_STATE_VALUES]) {
        const detail = await plan(casePage(t.db, v, { filter }, {}).compile());
        if (filter === 'my-due') {
          // the cases due within days are few: read along the deadline index, then put in date order
          expect(detail, `${filter}: ${detail}`).toMatch(/^SEARCH defect_case USING INDEX case_deadline_idx/);
          continue;
        }
        expect(detail, `${filter}: ${detail}`).toMatch(/^SEARCH defect_case USING INDEX|^SCAN defect_case USING INDEX/);
        expect(detail, `${filter}: ${detail}`).not.toContain('TEMP B-TREE');
      }
    });
  }

  it('reads a tenant filter of the super admin from that tenant’s index', async () => {
    const detail = await plan(casePage(t.db, visibilities['super admin'], { filter: 'open', tenantId: 2 }, {}).compile());
    expect(detail).toContain('case_tenant_open_created_idx');
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('reads each card’s first photo from its covering index, without sorting', async () => {
    const detail = await plan(casePage(t.db, tenantAdmin, { filter: 'open' }, {}).compile());
    expect(detail).toContain('CORRELATED SCALAR SUBQUERY');
    expect(detail).toContain('SEARCH photo USING COVERING INDEX case_photo_first_idx (case_id=?)');
  });

  it('reads the super admin’s map of all open cases, and its revisions, from one covering index in date order, without a table page', async () => {
    for (const rows of [markerRows, markerRevisions]) {
      const detail = await plan(rows(t.db, visibilities['super admin'], { filter: 'open' }, { state: 'open' }).compile());
      expect(detail).toBe('SEARCH defect_case USING COVERING INDEX case_open_created_idx (is_open=?)');
    }
  });

  it('reads a search of a tenant along the tenant’s date index, without sorting and without reading category names', async () => {
    const search = { term: 'ampel', categoryIds: [3, 4] };
    const detail = await plan(casePage(t.db, tenantAdmin, { filter: 'all', search }, {}).compile());
    expect(detail).toMatch(/^SEARCH defect_case USING INDEX case_tenant_created_idx \(tenant_id=\?\)/);
    expect(detail).not.toMatch(/TEMP B-TREE|SCAN category/);
  });

  it('reads deadline cases along the deadline index', async () => {
    const detail = await plan(duePage(t.db, tenantAdmin, undefined, 0, 5).compile());
    expect(detail).toContain('case_deadline_idx');
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('counts a scope’s unreachable cases from the index alone', async () => {
    for (const v of [tenantAdmin, visibilities['operator over 20 tenants']]) {
      const detail = await plan(unreachableCounts(t.db, v).compile());
      expect(detail).toContain('USING COVERING INDEX case_reachable_tenant_state_idx');
    }
  });
});

describe.runIf(testDatabaseUrl)('case list query plans on PostgreSQL', () => {
  it('reads the default page in date order from an index for the tenant admin and the super admin, without sorting', async () => {
    for (const who of ['tenant admin', 'super admin'] as const) {
      const query = casePage(t.db, visibilities[who], { filter: 'open' }, {}).compile();
      const lines = await t.db.transaction().execute(async (trx) => {
        // the demo data is small enough for a sequential scan and a sort; forbidding the scan shows what the indexes give
        await sql`set local enable_seqscan = off`.execute(trx);
        const result = await trx.getExecutor().executeQuery({ ...query, sql: `EXPLAIN ${query.sql}` });
        return result.rows.map((row) => String(Object.values(row as object)[0]));
      });
      expect(lines.join('\n'), who).toMatch(/Index Scan|Index Only Scan/);
      expect(lines.join('\n'), who).not.toMatch(/Sort/);
      expect(lines.join('\n'), who).toMatch(/Index Only Scan using case_photo_first_idx on case_photo photo/);
    }
  });
});

describe.runIf(testDatabaseUrl)('a case search on PostgreSQL', () => {
  it('finds the cases through the descriptions’ trigrams, the categories’ and the numbers’ indexes, not by reading every case', async () => {
    const search = { term: '1027', categoryIds: [3] };
    const query = casePage(t.db, visibilities['super admin'], { filter: 'all', search }, {}).compile();
    const text = await t.db.transaction().execute(async (trx) => {
      // the demo data is small enough for a scan along the date index; forbidding scans shows what the search's indexes give
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      const result = await trx.getExecutor().executeQuery({ ...query, sql: `EXPLAIN (COSTS OFF) ${query.sql}` });
      return result.rows.map((row) => String(Object.values(row as object)[0])).join('\n');
    });
    expect(text).toMatch(/BitmapOr/);
    expect(text).toMatch(/Bitmap Index Scan on case_description_trgm_idx\s+Index Cond: \(lower\(description\) ~~ '%1027%'::text\)/);
    expect(text).toMatch(/Bitmap Index Scan on case_category_created_idx\s+Index Cond: \(category_id = 3\)/);
    expect(text).toMatch(/Bitmap Index Scan on case_number_idx\s+Index Cond: \(case_number = 1027\)/);
  });

  it('gives the planner statistics of the trigram index’s expression, without which it read a tenant’s every case', async () => {
    // the statistics of the demo's few cases would change the other plans read here: they go with the rollback
    const trx = await t.db.startTransaction().execute();
    try {
      await analyseDescriptions(trx as unknown as Kysely<unknown>);
      const { rows } = await sql<{ columns: number }>`
        select count(*)::int as columns from pg_stats where tablename = 'case_description_trgm_idx'`.execute(trx);
      expect(rows[0]?.columns).toBe(1);
    } finally {
      await trx.rollback().execute();
    }
  });

  it('keeps the trigram index’s pending list short, so that no report waits long for its merge', async () => {
    const { rows } = await sql<{ options: string[] }>`
      select reloptions as options from pg_class where relname = 'case_description_trgm_idx'`.execute(t.db);
    expect(rows[0]?.options).toEqual(['gin_pending_list_limit=256']);
  });
});

describe.runIf(testDatabaseUrl)('the map of /cases on PostgreSQL', () => {
  it('reads the super admin’s map of all open cases, and its revisions, from one covering index in date order, joining and sorting nothing', async () => {
    for (const rows of [markerRows, markerRevisions]) {
      const query = rows(t.db, visibilities['super admin'], { filter: 'open' }, { state: 'open' }).compile();
      const text = await t.db.transaction().execute(async (trx) => {
        // the demo data is small enough for a scan and a sort; forbidding those shows what the index gives
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_sort = off`.execute(trx);
        const result = await trx.getExecutor().executeQuery({ ...query, sql: `EXPLAIN ${query.sql}` });
        return result.rows.map((row) => String(Object.values(row as object)[0])).join('\n');
      });
      expect(text).toMatch(/Index Only Scan Backward using case_open_created_idx on defect_case/);
      expect(text).not.toMatch(/Sort|Join|Nested Loop/);
    }
  });
});

describe.runIf(testDatabaseUrl)('the case list as a prepared statement on PostgreSQL', () => {
  it('gets one generic plan, reading the index in date order: its fixed values are in the text, not parameters', async () => {
    for (const who of ['tenant admin', 'super admin'] as const) {
      const query = casePage(t.db, visibilities[who], { filter: 'open' }, {}).compile();
      const { lines, plans } = await t.db.connection().execute(async (connection) => {
        const run = (text: string) => sql.raw(text).execute(connection);
        await sql`set enable_seqscan = off`.execute(connection);
        await sql.raw(`prepare case_page as ${query.sql}`).execute(connection);
        const values = query.parameters.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ');
        const execute = `execute case_page${values ? `(${values})` : ''}`;
        try {
          // PostgreSQL weighs a generic plan after five custom ones
          for (let i = 0; i < 7; i++) await run(execute);
          const explained = await run(`explain ${execute}`);
          const counted = await sql<{ genericPlans: number; customPlans: number }>`
            select generic_plans, custom_plans from pg_prepared_statements where name = 'case_page'`.execute(connection);
          return { lines: explained.rows.map((row) => String(Object.values(row as object)[0])), plans: counted.rows[0]! };
        } finally {
          await sql`deallocate case_page`.execute(connection);
          await sql`reset enable_seqscan`.execute(connection);
        }
      });
      const text = lines.join('\n');
      expect(text, who).toMatch(/Index Scan|Index Only Scan/);
      expect(text, who).not.toMatch(/Sort/);
      // planned once for all executions since the sixth (a statement without parameters always is)
      if (query.parameters.length > 0) expect(Number(plans.customPlans), who).toBeLessThanOrEqual(5);
      expect(Number(plans.genericPlans), who).toBeGreaterThan(0);
      expect(query.sql, who).not.toMatch(/"is_open" = \$\d|"reachable" != \$\d|"final" = \$\d|limit \$\d|offset \$\d/);
    }
  });
});
