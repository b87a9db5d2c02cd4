import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { constant } from '../../db/values.js';
import { hasRight } from '../../platform/access.js';
import { scopeIncludes, whereInScope, type TenantScope } from '../../platform/tenant-scope.js';
import type { AuthUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { loadAssignments } from '../users/index.js';

/**
 * Which cases a user sees (docs/product/cases.md#which-cases-a-user-sees): the tenants of their scope; without
 * VIEW_OTHERS_CASES only cases assigned to them; with assigned categories or subcategories only cases of those;
 * unreachable cases only for super admins. Computed once per request, before any transaction (the scope query needs the
 * connection).
 */
export interface CaseVisibility {
  userId: number;
  scope: TenantScope;
  /** only cases assigned to this user (no VIEW_OTHERS_CASES) */
  assigneeId: number | null;
  categoryIds: readonly number[];
  tagIds: readonly number[];
  includeUnreachable: boolean;
  /** no per-case restriction: the user sees whole tenants, so the counters answer counts */
  wholeTenants: boolean;
}

export async function caseVisibility(db: Kysely<Database>, user: AuthUser): Promise<CaseVisibility> {
  const [scope, assignments] = await Promise.all([user.scope(), user.remember('case-assignments', () => loadAssignments(db, user.id))]);
  const assigneeId = hasRight(user, 'VIEW_OTHERS_CASES') ? null : user.id;
  return {
    userId: user.id,
    scope,
    assigneeId,
    categoryIds: assignments.categories,
    tagIds: assignments.tags,
    includeUnreachable: user.superAdmin,
    wholeTenants: assigneeId === null && assignments.categories.length === 0 && assignments.tags.length === 0,
  };
}

/**
 * Above this many tenants a scope's cases are read along the created_at-ordered indexes rather than per tenant:
 * sorting every case of a wide scope (an operator over hundreds of municipalities) for each page costs seconds,
 * while walking the date index and skipping other tenants' cases costs about (all cases / scope's cases) rows
 * per row shown, which stays small once a scope holds this many tenants (docs/product/cases.md#scale).
 */
const WIDE_SCOPE_TENANTS = 4;

/**
 * A query over the case table `defectCase`, alone or joined with others, selecting any columns: the case filters
 * serve all of them, so their column names cannot be checked against one list of tables.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely types a column name only against a query's known tables, and these vary
export type CaseQuery = SelectQueryBuilder<any, any, any>;

function whereTenantVisible<QB extends CaseQuery>(qb: QB, scope: TenantScope): QB {
  if (scope === 'all' || scope.length <= WIDE_SCOPE_TENANTS) return whereInScope(qb, 'defectCase.tenantId', scope) as QB;
  // The unary plus is the documented way to keep a term off the indexes (SQLite); PostgreSQL reads it as a no-op.
  return qb.where(sql`+${sql.ref('defectCase.tenantId')}`, 'in', scope) as QB;
}

/** The one filter every case query goes through; the query must name the case table `defectCase`. */
export function whereCaseVisible<QB extends CaseQuery>(qb: QB, v: CaseVisibility): QB {
  let q = whereTenantVisible(qb, v.scope);
  // `!= 0` rather than `= 1`: an equality would let the planner walk the (reachable, created_at) index over
  // every tenant's cases instead of the tenant's own index (EXPLAIN in plan.test.ts).
  if (!v.includeUnreachable) q = q.where('defectCase.reachable', '!=', constant(0)) as QB;
  if (v.assigneeId !== null) q = q.where('defectCase.assigneeId', '=', v.assigneeId) as QB;
  if (v.categoryIds.length > 0 || v.tagIds.length > 0) {
    q = q.where((eb) =>
      eb.or([
        ...(v.categoryIds.length > 0 ? [eb('defectCase.categoryId', 'in', v.categoryIds)] : []),
        ...(v.tagIds.length > 0 ? [eb('defectCase.categoryTagId', 'in', v.tagIds)] : []),
      ]),
    ) as QB;
  }
  return q;
}

/** A tenant filter the caller asked for: a tenant outside the scope answers 404. */
export function assertTenantVisible(v: CaseVisibility, tenantId: number | undefined): void {
  if (tenantId !== undefined && !scopeIncludes(v.scope, tenantId)) throw notFound();
}
