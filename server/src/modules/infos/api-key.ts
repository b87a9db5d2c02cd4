import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, TenantRow } from '../../db/schema.js';
import { AppError, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { API_KEY_MESSAGES, apiKeyOf } from '../tenants/public-key.js';
import { findTenantByApiKey, tenantHasModule } from '../tenants/service.js';

const MODULE_MISSING = 'Für diesen Mandanten sind die Bürgerinformationen und der API-Zugriff nicht freigeschaltet.';

/**
 * The tenant of a public citizen-information request (the municipal app, the web): the API key as for the
 * public frames (`apiKey` query parameter or X-Api-Key header, same answers), but the tenant needs the modules
 * BUERGERINFO and APIZUGRIFF.
 */
export async function requireInfoKeyTenant(db: Kysely<Database>, request: FastifyRequest): Promise<TenantRow> {
  const key = apiKeyOf(request);
  if (!key) throw unauthorized(API_KEY_MESSAGES.missing, 'API_KEY_MISSING');
  const lookup = await findTenantByApiKey(db, key);
  if (lookup.status === 'removed') throw new AppError(401, 'API_KEY_REMOVED', API_KEY_MESSAGES.removed);
  if (lookup.status === 'unknown') throw notFound(API_KEY_MESSAGES.unknown, 'API_KEY_UNKNOWN');
  if (lookup.status === 'module-missing' || !(await tenantHasModule(db, lookup.tenant.id, 'BUERGERINFO'))) {
    throw forbidden(MODULE_MISSING, 'API_MODULE_MISSING');
  }
  return lookup.tenant;
}
