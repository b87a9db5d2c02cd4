import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely.js';
import { createTenant, updateTenant } from '../../modules/tenants/index.js';
import { pactTenant } from '../../../../contracts/examples/tenant.js';
import { paramsOf, type StateHandlers } from '../state-support.js';

/** States of the tenant screens (/tenants, /create-tenant, /edit-tenant). */
export function tenantStates(app: FastifyInstance, db: Db): StateHandlers {
  return {
    /**
     * The tenant exists as `pactTenant` describes it (created when missing, reset otherwise);
     * `apiKey` "set" gives it a fresh key, "none" leaves it without one.
     */
    'a tenant with API access exists': async (parameters) => {
      const { name, apiKey } = paramsOf(parameters, ['name'], ['apiKey']);
      const body = pactTenant(name);
      const existing = await db.selectFrom('tenant').select('id').where('name', '=', name).executeTakeFirst();
      const tenantId = existing?.id ?? (await createTenant(db, body));
      // an update also on a new tenant, so that editedAt is always set
      await updateTenant(db, { storage: app.files, log: app.log }, tenantId, body, true);
      const key = apiKey === 'set' ? randomBytes(32).toString('base64url') : null;
      await db.updateTable('tenant').set({ apiKey: key }).where('id', '=', tenantId).execute();
      return { tenantId };
    },
  };
}
