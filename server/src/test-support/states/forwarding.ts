import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';
import { caseFileStates } from './case-file.js';

/** The receiving body of the states' endpoints. */
const RECIPIENT = 'Pact: Bauhof Landkreis';

async function firstCategory(db: Db, tenant: number): Promise<number> {
  const category = await db.selectFrom('category').select('id').where('tenantId', '=', tenant).orderBy('id').executeTakeFirst();
  if (!category) throw new Error(`provider state needs a category of tenant ${tenant}, which the demo data no longer has`);
  return category.id;
}

/**
 * The tenant's first category forwarded to an Open311 endpoint (without a stored key), set up anew each time: a
 * previous run's endpoint of that scope goes first (its cases' forwardings keep their rows, without the endpoint).
 */
async function categoryEndpoint(db: Db, tenantName: string) {
  const tenant = await tenantId(db, tenantName);
  const categoryId = await firstCategory(db, tenant);
  await db
    .deleteFrom('forwardingEndpoint')
    .where('tenantId', '=', tenant)
    .where('categoryId', '=', categoryId)
    .where('categoryTagId', 'is', null)
    .execute();
  const createdAt = now();
  const endpoint = await db
    .insertInto('forwardingEndpoint')
    .values({
      tenantId: tenant,
      categoryId,
      categoryTagId: null,
      name: RECIPIENT,
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: null,
      serviceCode: 'pothole',
      apiKeyCipher: null,
      shareEmail: 0,
      answerReporter: 1,
      createdAt,
      createdBy: null,
      editedAt: null,
      editedBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { tenantId: tenant, categoryId, endpointId: endpoint.id };
}

/**
 * States of the forwarding over Open311: a tenant's endpoints (its card in the tenant form) and a case's
 * forwarding (its section in the case file). Each is idempotent over one database.
 */
export function forwardingStates(db: Db): StateHandlers {
  const caseExists = caseFileStates(db)['case file: a case exists'];
  return {
    /** no endpoint at all: one for the whole tenant can be added */
    'forwarding: the tenant forwards nothing': async (parameters) => {
      const tenant = await tenantId(db, paramsOf(parameters, ['tenant']).tenant);
      await db.deleteFrom('forwardingEndpoint').where('tenantId', '=', tenant).execute();
      return { tenantId: tenant };
    },

    /** the tenant's first category goes to an Open311 endpoint */
    'forwarding: the tenant forwards a category': async (parameters) => categoryEndpoint(db, paramsOf(parameters, ['tenant']).tenant),

    /**
     * A fresh case of the tenant's first category whose forwarding failed for good (five attempts, the receiving
     * body's refusal kept as the reason).
     */
    'forwarding: a case whose forwarding failed': async (parameters) => {
      const { tenant } = paramsOf(parameters, ['tenant']);
      if (!caseExists) throw new Error('provider state "case file: a case exists" is gone');
      const endpoint = await categoryEndpoint(db, tenant);
      const { caseId } = await caseExists({ tenant });
      if (caseId === undefined) throw new Error('provider state "case file: a case exists" answered no caseId');
      const createdAt = now();
      await db.transaction().execute(async (trx) => {
        // the new case may have been queued already (the endpoint covers its category): this state decides its row
        await trx.deleteFrom('caseForwarding').where('caseId', '=', Number(caseId)).execute();
        await trx
          .insertInto('caseForwarding')
          .values({
            caseId: Number(caseId),
            endpointId: endpoint.endpointId,
            recipient: RECIPIENT,
            state: 'FAILED',
            attempts: 5,
            nextAttemptAt: createdAt,
            claimedBy: null,
            claimedUntil: null,
            lastError: 'https://bauhof.example antwortet 401: API-Schlüssel ungültig.',
            serviceRequestId: null,
            sentAt: null,
            remoteStatus: null,
            remoteNotes: null,
            checkedAt: null,
            createdAt,
          })
          .execute();
      });
      return { caseId, tenantId: endpoint.tenantId };
    },
  };
}
