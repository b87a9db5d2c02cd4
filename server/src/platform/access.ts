import { sql, type SelectQueryBuilder } from 'kysely';
import type { preHandlerAsyncHookHandler, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth.js';
import { forbidden, notFound, unauthorized } from './errors.js';
import { scopeIncludes, whereInScope } from './tenant-scope.js';

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
export async function whereInScopeAndTenant<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  column: string,
  user: AuthUser,
  tenantId: number | undefined,
): Promise<SelectQueryBuilder<DB, TB, O>> {
  if (tenantId !== undefined) await assertReadable(user, tenantId);
  const scoped = whereInScope(qb, column, await user.scope());
  return tenantId === undefined ? scoped : scoped.where(sql.ref(column), '=', tenantId);
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
