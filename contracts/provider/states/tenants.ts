import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TenantSave } from '@contracts/tenant.js';
import type { Db } from '../../../server/src/db/kysely.js';
import { createTenant, updateTenant } from '../../../server/src/modules/tenants/save.js';
import { paramsOf, type StateHandlers } from '../states.js';

/**
 * The tenant the tenant pacts change (saves, API keys), so the demo tenants the other pacts read stay as
 * they are. Reset to exactly this on every use: a commune with API access and a boundary.
 */
const contractTenant = (name: string): TenantSave => ({
  name,
  street: 'Am Vertrag',
  hnr: '1',
  zip: '10999',
  city: name,
  country: 'GERMANY',
  type: 'commune',
  population: 1200,
  area: 12.5,
  emailNotification: 'faelle@pactstadt.example',
  emailNotificationCompletedCase: null,
  emailNotificationBis: null,
  emailNotificationApproveBis: null,
  automaticReply: null,
  image: null,
  headerImage: null,
  useCustomImage: false,
  hideTenantNameInApp: false,
  townhallLatitude: 52.5,
  townhallLongitude: 13.4,
  mmStartPageDesignation: null,
  mmStartPageBackgroundImage: null,
  bisStartPageDesignation: null,
  bisStartPageBackgroundImage: null,
  showBisCalendar: true,
  mmPublishAllCasesOnMap: false,
  mmMapShowCreateCaseButton: false,
  description: null,
  childrenTenantIds: [],
  modules: ['APIZUGRIFF', 'MAENGELMELDER'],
  visibleModules: ['MAENGELMELDER'],
  mainAccount: null,
  boundaries: JSON.stringify([
    { latitude: 52.49, longitude: 13.39 },
    { latitude: 52.51, longitude: 13.39 },
    { latitude: 52.51, longitude: 13.41 },
  ]),
});

/** States of the tenant screens (/tenants, /create-tenant, /edit-tenant). */
export function tenantStates(app: FastifyInstance, db: Db): StateHandlers {
  return {
    /**
     * The contract tenant exists as `contractTenant` describes it (created when missing, reset otherwise);
     * `apiKey` "set" gives it a fresh key, "none" leaves it without one.
     */
    'a tenant with API access exists': async (parameters) => {
      const { name, apiKey } = paramsOf(parameters);
      const body = contractTenant(name);
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
