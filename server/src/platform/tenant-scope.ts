import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/kysely.js';

/** All tenants, or the ids of the tenants a user may see (docs/product/tenants.md#tenant-scope). */
export type TenantScope = 'all' | readonly number[];

export async function tenantScopeOf(
  db: Db,
  user: { superAdmin: boolean; rights: ReadonlySet<string>; tenantId: number },
): Promise<TenantScope> {
  if (user.superAdmin) return 'all';
  if (!user.rights.has('TENANT_INDEPENDENCE')) return [user.tenantId];
  const result = await sql<{ id: number }>`
    WITH RECURSIVE scoped(id) AS (
      SELECT id FROM tenant WHERE id = ${user.tenantId}
      UNION
      SELECT t.id FROM tenant t JOIN scoped s ON t.parent_id = s.id
    )
    SELECT id FROM scoped`.execute(db);
  return result.rows.map((r) => Number(r.id));
}

export function scopeIncludes(scope: TenantScope, tenantId: number): boolean {
  return scope === 'all' || scope.includes(tenantId);
}

/** Restricts a query to the caller's tenants: the one scoping helper for tenant-owned data. */
export function whereInScope<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  column: string,
  scope: TenantScope,
): SelectQueryBuilder<DB, TB, O> {
  if (scope === 'all') return qb;
  if (scope.length === 0) return qb.where(sql.lit(1), '=', 0);
  return qb.where(sql.ref(column), 'in', scope);
}
