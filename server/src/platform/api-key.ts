import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { changesOf, type DatabaseChanges } from '../db/changes.js';
import type { Database, TenantRow } from '../db/schema.js';
import { AppError, forbidden, notFound, unauthorized } from './errors.js';

/** API keys are looked up by value; removed and replaced ones are remembered by hash only. */
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

export type ApiKeyLookup =
  | { status: 'valid'; tenant: TenantRow }
  /** the key was removed or replaced: it never works again (answer 410 or 401) */
  | { status: 'removed' }
  /** the tenant lacks a required module (APIZUGRIFF, or MAENGELMELDER for reports) */
  | { status: 'module-missing' }
  | { status: 'unknown' };

/** Lookups of known keys kept per database; more distinct keys than this in one rights version start afresh. */
const CACHED_KEYS = 1000;
const lookups = new WeakMap<DatabaseChanges, { version: string; byKey: Map<string, ApiKeyLookup> }>();

/**
 * The tenant a public request's API key belongs to, or why it does not count (for the public frames).
 * `modules` must all be purchased (default APIZUGRIFF); they are counted in the tenant's query.
 *
 * Every public request asks this, so the answer for a known key is kept until the rights version moves: the
 * tenant and its modules are rights tables, and a key is revoked only by saving its tenant. Unknown keys are not
 * kept (anyone can send any number of them), nor lookups inside a transaction (it may still roll back).
 */
export async function findTenantByApiKey(
  db: Kysely<Database>,
  key: string | null | undefined,
  modules: readonly string[] = ['APIZUGRIFF'],
): Promise<ApiKeyLookup> {
  if (!key) return { status: 'unknown' };
  if (db.isTransaction) return lookUpApiKey(db, key, modules);
  const changes = changesOf(db);
  const version = changes.rightsVersion();
  let cache = lookups.get(changes);
  if (cache?.version !== version || cache.byKey.size >= CACHED_KEYS) {
    cache = { version, byKey: new Map() };
    lookups.set(changes, cache);
  }
  const cacheKey = `${modules.join(',')} ${key}`;
  const cached = cache.byKey.get(cacheKey);
  if (cached) return cached;
  const lookup = await lookUpApiKey(db, key, modules);
  if (lookup.status !== 'unknown') cache.byKey.set(cacheKey, lookup);
  return lookup;
}

async function lookUpApiKey(db: Kysely<Database>, key: string, modules: readonly string[]): Promise<ApiKeyLookup> {
  const revoked = await db.selectFrom('revokedApiKey').select('keyHash').where('keyHash', '=', keyHash(key)).executeTakeFirst();
  if (revoked) return { status: 'removed' };
  const row = await db
    .selectFrom('tenant')
    .selectAll('tenant')
    .select((eb) =>
      eb
        .selectFrom('tenantModule')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('tenantModule.tenantId', '=', 'tenant.id')
        .where('tenantModule.purchased', '=', 1)
        .where('tenantModule.module', 'in', modules)
        .as('purchasedModules'),
    )
    .where('tenant.apiKey', '=', key)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  const { purchasedModules, ...tenant } = row;
  return Number(purchasedModules) === modules.length ? { status: 'valid', tenant } : { status: 'module-missing' };
}

/**
 * The module a public API key is checked for, besides the API access itself: the citizens' defect reports
 * (frames, Open311, uploads) are the defect reporter's, the citizen information (municipal app, web) the
 * BUERGERINFO module's.
 */
export type PublicModule = 'MAENGELMELDER' | 'BUERGERINFO';

export const API_KEY_MESSAGES = {
  missing: 'Es wurde kein API-Schlüssel übergeben.',
  unknown: 'Dieser API-Schlüssel ist unbekannt.',
  removed: 'Dieser API-Schlüssel wurde entfernt und ist nicht mehr gültig.',
  moduleMissing: {
    MAENGELMELDER: 'Für diesen Mandanten sind der Mängelmelder und der API-Zugriff nicht freigeschaltet.',
    BUERGERINFO: 'Für diesen Mandanten sind die Bürgerinformationen und der API-Zugriff nicht freigeschaltet.',
  } satisfies Record<PublicModule, string>,
};

/** The key of a public request: the `apiKey` query parameter or the X-Api-Key header. */
export function apiKeyOf(request: FastifyRequest): string | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.apiKey;
  const key = typeof fromQuery === 'string' && fromQuery.trim() ? fromQuery : request.headers['x-api-key'];
  return typeof key === 'string' && key.trim() ? key.trim() : null;
}

/** What a key needs to count for `module`: the API access itself, and the module. */
const keyModules = (module: PublicModule) => ['APIZUGRIFF', module];

/**
 * A tenant's own key where the frames take it (requireApiKey: APIZUGRIFF and MAENGELMELDER), else null: what a
 * page reached without a key (the reporter's status link) links the tenant's frames with, e.g. its
 * accessibility statement.
 */
export async function frameApiKey(db: Kysely<Database>, key: string | null): Promise<string | null> {
  return (await findTenantByApiKey(db, key, keyModules('MAENGELMELDER'))).status === 'valid' ? key : null;
}

/**
 * Checks a key itself (a path parameter or the request's) for APIZUGRIFF plus `module`: the tenant, or the
 * German reason it does not count.
 */
export async function requireKeyTenant(db: Kysely<Database>, key: string | null, module: PublicModule): Promise<TenantRow> {
  if (!key) throw unauthorized(API_KEY_MESSAGES.missing, 'API_KEY_MISSING');
  const lookup = await findTenantByApiKey(db, key, keyModules(module));
  if (lookup.status === 'removed') throw new AppError(401, 'API_KEY_REMOVED', API_KEY_MESSAGES.removed);
  if (lookup.status === 'unknown') throw notFound(API_KEY_MESSAGES.unknown, 'API_KEY_UNKNOWN');
  if (lookup.status === 'module-missing') throw forbidden(API_KEY_MESSAGES.moduleMissing[module], 'API_MODULE_MISSING');
  return lookup.tenant;
}

const keyTenants = new WeakMap<FastifyRequest, TenantRow>();

/**
 * Guard of a route the citizens' frames call with the tenant's API key
 * (docs/product/frames-and-open311.md#the-api-key): a preValidation hook, so a missing, unknown or removed key answers
 * before the input is checked or any work is done.
 */
export const requireApiKey =
  (db: Kysely<Database>) =>
  async (request: FastifyRequest): Promise<void> => {
    keyTenants.set(request, await requireKeyTenant(db, apiKeyOf(request), 'MAENGELMELDER'));
  };

/** The tenant of the API key that requireApiKey checked for this request. */
export function apiKeyTenant(request: FastifyRequest): TenantRow {
  const tenant = keyTenants.get(request);
  if (!tenant) throw new Error('the route has no requireApiKey guard');
  return tenant;
}
