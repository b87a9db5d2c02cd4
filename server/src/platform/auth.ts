import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RIGHTS } from '@contracts/catalog.js';
import type { Db, RowOf } from '../db/kysely.js';
import { changesOf } from '../db/changes.js';
import { perDatabase } from '../db/per-database.js';
import { toBool, now } from '../db/values.js';
import { unauthorized } from './errors.js';
import { SharedAnswers } from './shared-answers.js';
import { tenantScopeOf, type TenantScope } from './tenant-scope.js';

export interface VariableRightGrant {
  id: number;
  basicRight: string;
  bisCategoryId: number | null;
}

/**
 * Who is calling. The session and the account's status are read on every request; rights, modules, scope
 * and remembered values are kept per user until a write to the tables they come from moves the rights version
 * (db/changes.ts: this process's writes at once, other processes' on PostgreSQL by notification at their
 * commit), so a right change applies at the affected users' next request in every process.
 */
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
  /** the tenants this user may see */
  scope(): Promise<TenantScope>;
  /**
   * A value derived only from the rights tables (RIGHTS_TABLES in db/changes.ts), loaded once and kept with the
   * user's rights until those tables change; e.g. the user's category assignments.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The version of the rights tables the rights, scope and remembered values were read at: with the id it names
   * what a value derived from them holds (db/changes.ts rightsVersion).
   */
  rightsVersion: string;
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

const sessionsWithUser = perDatabase((db) =>
  db
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
    ]),
);

type SessionRow = RowOf<typeof sessionsWithUser> | undefined;

/**
 * Sessions with their account's status, kept between requests until any session or account is written by any process
 * (db/changes.ts: on PostgreSQL every process hears of it), so a logout, a revocation or a block takes effect on the
 * next request while the common request reads nothing: on PostgreSQL each statement spared is a round trip.
 */
const sessionRows = perDatabase(() => new SharedAnswers<{ row: SessionRow; bytes: number }>({ entries: 20_000, bytes: 16 * 2 ** 20 }));

async function sessionRow(db: Db, sessionId: string): Promise<SessionRow> {
  const changes = changesOf(db);
  // read before the row: a write committed while reading moves it again, so the entry is not kept past it
  const version = `${changes.sessionsVersion()}.${changes.rightsVersion()}`;
  const kept = await sessionRows(db).answer(sessionId, version, async () => ({
    row: await sessionsWithUser(db).where('session.id', '=', sessionId).executeTakeFirst(),
    bytes: 400,
  }));
  return kept.row;
}

export async function loadAuthUser(db: Db, sessionId: string, policy: SessionPolicy, touch: boolean): Promise<AuthUser | null> {
  const row = await sessionRow(db, sessionId);
  if (!row || row.revokedAt) return null;
  const current = Date.now();
  const idleLimit = Date.parse(row.lastActivityAt) + policy.idleMinutes * 60_000;
  if (Date.parse(row.expiresAt) <= current || idleLimit <= current) return null;
  if (!toBool(row.status) || !toBool(row.approved)) return null;

  if (touch && current - Date.parse(row.lastActivityAt) > ACTIVITY_WRITE_INTERVAL_MS) {
    await db.updateTable('session').set({ lastActivityAt: now() }).where('id', '=', sessionId).execute();
  }

  const principal = await principalOf(db, row);
  const user: AuthUser = {
    id: row.id,
    sessionId: row.sessionId,
    tenantId: row.tenantId,
    roleId: row.roleId,
    superAdmin: principal.superAdmin,
    superUser: toBool(row.superUser),
    rights: principal.rights,
    variableRights: principal.variableRights,
    modules: principal.modules,
    scope: () => principal.remember('scope', () => tenantScopeOf(db, user)),
    remember: (key, load) => principal.remember(key, load),
    rightsVersion: principal.version,
  };
  return user;
}

interface Principal {
  version: string;
  roleId: number | null;
  tenantId: number;
  superAdmin: boolean;
  rights: ReadonlySet<string>;
  variableRights: readonly VariableRightGrant[];
  modules: ReadonlySet<string>;
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
}

const principals = new WeakMap<Db, Map<number, Principal>>();

async function principalOf(db: Db, row: { id: number; tenantId: number; roleId: number | null; superAdmin: number }): Promise<Principal> {
  let byUser = principals.get(db);
  if (!byUser) {
    byUser = new Map();
    principals.set(db, byUser);
  }
  const superAdmin = toBool(row.superAdmin);
  const cached = byUser.get(row.id);
  // read before loading: a change committed while loading moves it again, so the entry is not kept past it
  const version = changesOf(db).rightsVersion();
  if (
    cached &&
    cached.version === version &&
    cached.roleId === row.roleId &&
    cached.tenantId === row.tenantId &&
    cached.superAdmin === superAdmin
  ) {
    return cached;
  }
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
    db.selectFrom('tenantModule').select('module').where('tenantId', '=', row.tenantId).where('purchased', '=', 1).execute(),
  ]);
  const remembered = new Map<string, Promise<unknown>>();
  const principal: Principal = {
    version,
    roleId: row.roleId,
    tenantId: row.tenantId,
    superAdmin,
    rights: new Set(superAdmin ? RIGHTS : rightRows.map((r) => r.right)),
    variableRights: variableRows,
    modules: new Set(moduleRows.map((m) => m.module)),
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = remembered.get(key) as Promise<T> | undefined;
      if (!value) {
        value = load();
        remembered.set(key, value);
        value.catch(() => remembered.delete(key));
      }
      return value;
    },
  };
  if (byUser.size > 10_000) byUser.clear();
  byUser.set(row.id, principal);
  return principal;
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
      let sessionId: string | null = null;
      try {
        const { sid } = app.jwt.verify<{ sid?: unknown }>(token);
        if (typeof sid === 'string') sessionId = sid;
      } catch {
        // a token that is not ours: no session
      }
      // a database error is the server's (5xx), not a reason to log the user out with a 401
      request.auth = sessionId === null ? null : await loadAuthUser(db, sessionId, policy, !config.passive);
    }
    if (!request.auth && !config.public && request.routeOptions.url !== undefined) {
      throw unauthorized();
    }
  });
}
