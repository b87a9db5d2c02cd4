import { sql, type Kysely, type QueryCreator } from 'kysely';
import { isPostgres } from '../../db/kysely.js';
import { CASE_STATE_VALUES, countsAsFinished, isCaseState, type CaseStateValue } from '@contracts/case.js';
import { perDatabase } from '../../db/per-database.js';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../platform/tenant-scope.js';

/**
 * Case counters and daily statistics, kept in the transaction of every case change so that counts and
 * dashboard figures never rescan the cases (docs/product/cases.md#stats-tiles-and-counters). Cases without a tenant
 * count under tenant 0.
 */

const NO_TENANT = 0;
const tenantKey = (tenantId: number | null) => tenantId ?? NO_TENANT;

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Europe/Berlin calendar day (yyyy-MM-dd) of an ISO timestamp. */
export const dayOf = (iso: string) => berlinDay.format(new Date(iso));

interface CounterChange {
  tenantId: number | null;
  state: string;
  delta: number;
}

interface DayChange {
  tenantId: number | null;
  at: string;
  created: number;
  finished: number;
}

/**
 * Each row once per statement (PostgreSQL refuses to update a row twice in one upsert), the deltas added up, in
 * the order of their keys: batches of new cases stored side by side lock the rows they share in the same order,
 * so they wait for each other instead of deadlocking.
 */
function summed<T>(changes: readonly T[], key: (change: T) => string, add: (sum: T, change: T) => T): T[] {
  const sums = new Map<string, T>();
  for (const change of changes) {
    const known = sums.get(key(change));
    sums.set(key(change), known === undefined ? change : add(known, change));
  }
  return [...sums.keys()].sort().map((k) => sums.get(k)!);
}

const counterUpsert = (db: QueryCreator<Database>, changes: readonly CounterChange[]) =>
  db
    .insertInto('caseCounter')
    .values(
      summed(
        changes,
        (c) => `${tenantKey(c.tenantId)} ${c.state}`,
        (sum, c) => ({ ...sum, delta: sum.delta + c.delta }),
      ).map((c) => ({ tenantId: tenantKey(c.tenantId), state: c.state, total: c.delta })),
    )
    .onConflict((oc) => oc.columns(['tenantId', 'state']).doUpdateSet({ total: sql`case_counter.total + excluded.total` }));

const dayUpsert = (db: QueryCreator<Database>, changes: readonly DayChange[]) =>
  db
    .insertInto('caseDailyStat')
    .values(
      summed(
        changes.map((c) => ({ ...c, at: dayOf(c.at) })),
        (c) => `${tenantKey(c.tenantId)} ${c.at}`,
        (sum, c) => ({ ...sum, created: sum.created + c.created, finished: sum.finished + c.finished }),
      ).map((c) => ({ tenantId: tenantKey(c.tenantId), day: c.at, createdCount: c.created, finishedCount: c.finished })),
    )
    .onConflict((oc) =>
      oc.columns(['tenantId', 'day']).doUpdateSet({
        createdCount: sql`case_daily_stat.created_count + excluded.created_count`,
        finishedCount: sql`case_daily_stat.finished_count + excluded.finished_count`,
      }),
    );

async function addToCounter(db: Kysely<Database>, tenantId: number | null, state: string, delta: number): Promise<void> {
  await counterUpsert(db, [{ tenantId, state, delta }]).execute();
}

async function addToDay(db: Kysely<Database>, tenantId: number | null, at: string, created: number, finished: number): Promise<void> {
  await dayUpsert(db, [{ tenantId, at, created, finished }]).execute();
}

/**
 * Counts new cases. Every report of a tenant writes the same two rows, and on PostgreSQL a writer holds them until
 * its commit, so the caller does this last and PostgreSQL gets both in one statement: the next report of the tenant
 * then waits for one round trip and the commit, not for two statements and the event loop between them.
 */
export async function recordCasesCreated(
  db: Kysely<Database>,
  cases: readonly { tenantId: number | null; state: string; createdAt: string }[],
): Promise<void> {
  if (cases.length === 0) return;
  const counters = cases.map((c) => ({ tenantId: c.tenantId, state: c.state, delta: 1 }));
  const days = cases.map((c) => ({ tenantId: c.tenantId, at: c.createdAt, created: 1, finished: countsAsFinished(c.state) ? 1 : 0 }));
  if (isPostgres(db)) {
    await dayUpsert(
      db.with('counter', (qc) => counterUpsert(qc, counters)),
      days,
    ).execute();
    return;
  }
  await counterUpsert(db, counters).execute();
  await dayUpsert(db, days).execute();
}

export async function recordStateChange(
  db: Kysely<Database>,
  c: { tenantId: number | null; from: string; to: string; at: string },
): Promise<void> {
  if (c.from === c.to) return;
  await addToCounter(db, c.tenantId, c.from, -1);
  await addToCounter(db, c.tenantId, c.to, 1);
  if (countsAsFinished(c.to)) await addToDay(db, c.tenantId, c.at, 0, 1);
}

/** A case moved to another tenant (forwarding, routing correction). */
export async function recordTenantChange(
  db: Kysely<Database>,
  c: { from: number | null; to: number | null; state: string },
): Promise<void> {
  if (tenantKey(c.from) === tenantKey(c.to)) return;
  await addToCounter(db, c.from, c.state, -1);
  await addToCounter(db, c.to, c.state, 1);
}

export async function recordCaseDeleted(db: Kysely<Database>, c: { tenantId: number | null; state: string }): Promise<void> {
  await addToCounter(db, c.tenantId, c.state, -1);
}

/** Recomputes counters and daily figures from the cases (fixtures, bulk imports, repair). */
export async function rebuildCaseStatistics(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('caseCounter').execute();
    await trx.deleteFrom('caseDailyStat').execute();
    await sql`
      INSERT INTO case_counter (tenant_id, state, total)
      SELECT COALESCE(tenant_id, 0), state, COUNT(*) FROM defect_case GROUP BY COALESCE(tenant_id, 0), state`.execute(trx);
    const created = await trx.selectFrom('defectCase').select(['tenantId', 'createdAt', 'state', 'stateChangedAt']).execute();
    const days = new Map<string, { tenantId: number; day: string; createdCount: number; finishedCount: number }>();
    const bump = (tenantId: number, day: string, field: 'createdCount' | 'finishedCount') => {
      const key = `${tenantId}|${day}`;
      const entry = days.get(key) ?? { tenantId, day, createdCount: 0, finishedCount: 0 };
      entry[field]++;
      days.set(key, entry);
    };
    for (const c of created) {
      bump(tenantKey(c.tenantId), dayOf(c.createdAt), 'createdCount');
      if (countsAsFinished(c.state)) bump(tenantKey(c.tenantId), dayOf(c.stateChangedAt), 'finishedCount');
    }
    const rows = [...days.values()];
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('caseDailyStat')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  });
}

export type StateCounts = Record<CaseStateValue, number>;

const countersByState = perDatabase((db) =>
  db
    .selectFrom('caseCounter')
    .select(['state', (eb) => eb.fn.sum<number>('total').as('total')])
    .groupBy('state'),
);

/** Cases per state over the tenants of a scope, from the counters. */
export async function stateCounts(db: Kysely<Database>, scope: TenantScope, tenantFilter?: number): Promise<StateCounts> {
  let query = countersByState(db);
  if (tenantFilter !== undefined) query = query.where('tenantId', '=', tenantFilter);
  if (scope !== 'all') query = query.where('tenantId', 'in', scope.length > 0 ? [...scope] : [-1]);
  const rows = await query.execute();
  const counts = Object.fromEntries(CASE_STATE_VALUES.map((s) => [s, 0])) as StateCounts;
  for (const row of rows) if (isCaseState(row.state)) counts[row.state] = Number(row.total);
  return counts;
}

/** Created and finished cases per day in [fromDay, toDay] (inclusive, yyyy-MM-dd) over a scope. */
export async function dailyFigures(
  db: Kysely<Database>,
  scope: TenantScope,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; created: number; finished: number }[]> {
  let query = db
    .selectFrom('caseDailyStat')
    .select(['day', (eb) => eb.fn.sum<number>('createdCount').as('created'), (eb) => eb.fn.sum<number>('finishedCount').as('finished')])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy('day')
    .orderBy('day');
  if (scope !== 'all') query = query.where('tenantId', 'in', scope.length > 0 ? [...scope] : [-1]);
  const rows = await query.execute();
  return rows.map((r) => ({ day: r.day, created: Number(r.created), finished: Number(r.finished) }));
}
