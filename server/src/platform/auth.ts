import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RIGHTS } from '@contracts/catalog.js';
import type { Db } from '../db/kysely.js';
import { toBool, now } from '../db/values.js';
import { unauthorized } from './errors.js';
import { tenantScopeOf, type TenantScope } from './access.js';

export interface VariableRightGrant {
  id: number;
  basicRight: string;
  bisCategoryId: number | null;
}

/** Who is calling: loaded fresh on every request so a right change applies at once. */
export interface AuthUser {
  id: number;
  sessionId: string;
  tenantId: number;
  roleId: number | null;
  superAdmin: boolean;
  superUser: boolean;
  rights: ReadonlySet<string>;
  variableRights: readonly VariableRightGrant[];
  /** modules purchased by the user's own tenant */
  modules: ReadonlySet<string>;
  /** the tenants this user may see, computed once per request when first needed */
  scope(): Promise<TenantScope>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** the route needs no session (a session is still read when present) */
    public?: boolean;
    /** a request that must not count as user activity (the 60-second session poll) */
    passive?: boolean;
  }
}

/** Activity is written at most this often, so polling many pages does not write on every request. */
const ACTIVITY_WRITE_INTERVAL_MS = 30_000;

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export async function loadAuthUser(db: Db, sessionId: string, policy: SessionPolicy, touch: boolean): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('session')
    .innerJoin('appUser', 'appUser.id', 'session.userId')
    .select([
      'session.id as sessionId',
      'session.lastActivityAt',
      'session.expiresAt',
      'session.revokedAt',
      'appUser.id',
      'appUser.tenantId',
      'appUser.roleId',
      'appUser.superAdmin',
      'appUser.superUser',
      'appUser.status',
      'appUser.approved',
    ])
    .where('session.id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.revokedAt) return null;
  const current = Date.now();
  const idleLimit = Date.parse(row.lastActivityAt) + policy.idleMinutes * 60_000;
  if (Date.parse(row.expiresAt) <= current || idleLimit <= current) return null;
  if (!toBool(row.status) || !toBool(row.approved)) return null;

  if (touch && current - Date.parse(row.lastActivityAt) > ACTIVITY_WRITE_INTERVAL_MS) {
    await db.updateTable('session').set({ lastActivityAt: now() }).where('id', '=', sessionId).execute();
  }

  const superAdmin = toBool(row.superAdmin);
  const [rightRows, variableRows, moduleRows] = await Promise.all([
    superAdmin || row.roleId === null
      ? Promise.resolve([] as { right: string }[])
      : db.selectFrom('roleRight').select('right').where('roleId', '=', row.roleId).execute(),
    row.roleId === null
      ? Promise.resolve([] as VariableRightGrant[])
      : db
          .selectFrom('roleVariableRight')
          .innerJoin('variableRight', 'variableRight.id', 'roleVariableRight.variableRightId')
          .select(['variableRight.id', 'variableRight.basicRight', 'variableRight.bisCategoryId'])
          .where('roleVariableRight.roleId', '=', row.roleId)
          .execute(),
    db
      .selectFrom('tenantModule')
      .select('module')
      .where('tenantId', '=', row.tenantId)
      .where('purchased', '=', 1)
      .execute(),
  ]);

  let scope: Promise<TenantScope> | null = null;
  const user: AuthUser = {
    id: row.id,
    sessionId: row.sessionId,
    tenantId: row.tenantId,
    roleId: row.roleId,
    superAdmin,
    superUser: toBool(row.superUser),
    rights: new Set(superAdmin ? RIGHTS : rightRows.map((r) => r.right)),
    variableRights: variableRows,
    modules: new Set(moduleRows.map((m) => m.module)),
    scope: () => (scope ??= tenantScopeOf(db, user)),
  };
  return user;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** Reads the bearer token into request.auth; every route not marked public needs one. */
export function registerAuth(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    if (token) {
      try {
        const payload = app.jwt.verify<{ sid: string }>(token);
        request.auth = await loadAuthUser(db, payload.sid, policy, !config.passive);
      } catch {
        request.auth = null;
      }
    }
    if (!request.auth && !config.public && request.routeOptions.url !== undefined) {
      throw unauthorized();
    }
  });
}
