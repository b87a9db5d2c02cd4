import type { Kysely } from 'kysely';
import { CASE_STATE_VALUES, isCaseState, OPEN_CASE_STATES, type CaseStateValue, type CaseStats } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import { perDatabase } from '../../db/per-database.js';
import type { Database } from '../../db/schema.js';
import { constant } from '../../db/values.js';
import { SharedAnswers } from '../../platform/shared-answers.js';
import { whereInScope } from '../../platform/tenant-scope.js';
import type { AuthUser } from '../../platform/auth.js';
import { stateCounts, type StateCounts } from '../case-stats/index.js';
import { assertTenantVisible, caseVisibility, whereCaseVisible, type CaseVisibility } from './visibility.js';

const emptyCounts = (): StateCounts => Object.fromEntries(CASE_STATE_VALUES.map((s) => [s, 0])) as StateCounts;

function addRows(counts: StateCounts, rows: { state: string; total: number | string | bigint }[], sign: 1 | -1): StateCounts {
  for (const row of rows) if (isCaseState(row.state)) counts[row.state] += sign * Number(row.total);
  return counts;
}

/**
 * Visible cases per state (docs/product/cases.md#stats-tiles-and-counters). Whoever sees whole tenants reads the
 * counters, less the tenants' unreachable cases unless they are a super admin (an index seek per tenant); anyone
 * restricted to some cases is counted by a query that their restriction's index bounds.
 */
export async function visibleStateCounts(db: Kysely<Database>, v: CaseVisibility, tenantId?: number): Promise<StateCounts> {
  if (v.wholeTenants) {
    const key = `${v.scope === 'all' ? 'all' : v.scope.join(',')}|${v.includeUnreachable}|${tenantId ?? ''}`;
    const kept = await scopeCounts(db).answer(key, changesOf(db).casesVersion(), async () => ({
      counts: await wholeTenantCounts(db, v, tenantId),
      bytes: key.length + 200,
    }));
    return { ...kept.counts };
  }
  let query = whereCaseVisible(
    db.selectFrom('defectCase').select(['defectCase.state', (eb) => eb.fn.countAll<number>().as('total')]),
    v,
  ).groupBy('defectCase.state');
  if (tenantId !== undefined) query = query.where('defectCase.tenantId', '=', tenantId);
  return addRows(emptyCounts(), await query.execute(), 1);
}

/**
 * The counts of whole tenants, kept per scope until a case or a counter changes: summing the counters of 500 tenants
 * cost the super admin's list more than its page, and on PostgreSQL each statement spared is a round trip.
 */
const scopeCounts = perDatabase(() => new SharedAnswers<{ counts: StateCounts; bytes: number }>({ entries: 2000, bytes: 4 * 2 ** 20 }));

async function wholeTenantCounts(db: Kysely<Database>, v: CaseVisibility, tenantId?: number): Promise<StateCounts> {
  const counts = await stateCounts(db, v.scope, tenantId);
  if (v.includeUnreachable) return counts;
  return addRows(counts, await unreachableCounts(db, v, tenantId).execute(), -1);
}

const unreachableByState = perDatabase((db) =>
  db
    .selectFrom('defectCase')
    .select(['defectCase.state', (eb) => eb.fn.countAll<number>().as('total')])
    .where('defectCase.reachable', '=', constant(0))
    .groupBy('defectCase.state'),
);

/** Unreachable cases per state in the scope: index seeks on (reachable, tenant_id, state), migration 0005. */
export function unreachableCounts(db: Kysely<Database>, v: CaseVisibility, tenantId?: number) {
  const query = whereInScope(unreachableByState(db), 'defectCase.tenantId', v.scope);
  return tenantId === undefined ? query : query.where('defectCase.tenantId', '=', tenantId);
}

/** GET /api/case/stats: the tiles and sidebar counters, in both spellings (docs/product/cases.md#stats-tiles-and-counters). */
export async function caseStats(db: Kysely<Database>, user: AuthUser, tenantId?: number): Promise<CaseStats> {
  const v = await caseVisibility(db, user);
  assertTenantVisible(v, tenantId);
  const c = await visibleStateCounts(db, v, tenantId);
  const total = (states: readonly CaseStateValue[]) => states.reduce((sum, s) => sum + c[s], 0);
  const all = total(CASE_STATE_VALUES);
  return {
    ALL_COUNT: all,
    CREATED_COUNT: c.CREATED,
    FINISHED_COUNT: c.FINISHED,
    REJECTED_COUNT: c.REJECTED,
    all,
    open: total(OPEN_CASE_STATES),
    created: c.CREATED,
    inProgress: c.IN_PROGRESS,
    finished: c.FINISHED,
    rejected: c.REJECTED,
    cancelled: c.CANCELLED,
  };
}
