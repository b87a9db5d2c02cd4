import { sql, type SelectQueryBuilder } from 'kysely';
import type { preHandlerAsyncHookHandler, FastifyRequest } from 'fastify';
import type { Db } from '../db/kysely.js';
import type { AuthUser } from './auth.js';
import { forbidden, notFound, unauthorized } from './errors.js';

/** All tenants, or the ids of the tenants a user may see (DESIGN §3). */
export type TenantScope = 'all' | readonly number[];

export async function tenantScopeOf(db: Db, user: Pick<AuthUser, 'superAdmin' | 'rights' | 'tenantId'>): Promise<TenantScope> {
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
export function whereInScope<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, column: string, scope: TenantScope): QB {
  if (scope === 'all') return qb;
  if (scope.length === 0) return qb.where(sql.lit(1), '=', 0) as QB;
  return qb.where(sql.ref(column), 'in', scope) as QB;
}

export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A read of an id outside scope answers 404, so nobody learns that it exists. */
export async function assertReadable(user: AuthUser, tenantId: number): Promise<void> {
  if (!scopeIncludes(await user.scope(), tenantId)) throw notFound();
}

/** A tenant-owned record the caller may read; a missing one and one outside scope both answer 404. */
export async function readableOrNotFound<T extends { tenantId: number }>(user: AuthUser, record: T | undefined): Promise<T> {
  if (!record) throw notFound();
  await assertReadable(user, record.tenantId);
  return record;
}

/**
 * Restricts a list to the caller's tenants and, when the list asks for one tenant, to that one; asking for a
 * tenant outside scope answers 404 rather than an empty page, so nobody learns that it exists.
 */
export async function whereInScopeAndTenant<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  column: string,
  user: AuthUser,
  tenantId: number | undefined,
): Promise<QB> {
  if (tenantId !== undefined) await assertReadable(user, tenantId);
  const scoped = whereInScope(qb, column, await user.scope());
  return tenantId === undefined ? scoped : (scoped.where(sql.ref(column), '=', tenantId) as QB);
}

/** A write naming a tenant outside scope answers 403. */
export async function assertWritable(user: AuthUser, tenantId: number): Promise<void> {
  if (!scopeIncludes(await user.scope(), tenantId)) throw forbidden('Sie dürfen für diesen Mandanten nichts anlegen oder ändern.');
}

export function hasRight(user: AuthUser, right: string): boolean {
  return user.superAdmin || user.rights.has(right);
}

/** Guard: the caller holds at least one of the rights. */
export function requireRight(...rights: string[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = requireAuth(request);
    if (!rights.some((right) => hasRight(user, right))) throw forbidden();
  };
}

export function requireSuperAdmin(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!requireAuth(request).superAdmin) throw forbidden();
  };
}

export function requireSuperUser(): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = requireAuth(request);
    if (!user.superUser && !user.superAdmin) throw forbidden();
  };
}

/** Guard: the caller's tenant has purchased the module (a super admin works across all). */
export function requireModule(module: string): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = requireAuth(request);
    if (!user.superAdmin && !user.modules.has(module)) {
      throw forbidden('Dieses Modul ist für Ihren Mandanten nicht freigeschaltet.', 'MODULE_MISSING');
    }
  };
}
