import type { Db } from '../../db/kysely.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';

/**
 * States of the case list (/cases). They only check the demo data (fixtures/cases.ts): changing cases behind
 * the services' back would put the kept case counters out of step, and the demo data has what the list
 * interactions need. A missing case means the fixtures changed, which the pact should say loudly.
 */
export function caseListStates(db: Db): StateHandlers {
  const tenantCases = async (tenant: string) => db.selectFrom('defectCase').where('tenantId', '=', await tenantId(db, tenant));
  const ensure = async (found: { id: number } | undefined, what: string) => {
    if (!found) throw new Error(`provider state needs ${what}, which the demo data no longer has`);
  };

  return {
    /** at least one open case (CREATED or IN_PROGRESS) of the tenant */
    'the tenant has open cases': async (parameters) => {
      const { tenant } = paramsOf(parameters, ['tenant']);
      await ensure(await (await tenantCases(tenant)).select('id').where('isOpen', '=', 1).executeTakeFirst(), `an open case of ${tenant}`);
      return { tenantId: await tenantId(db, tenant) };
    },

    /** a case of the tenant whose description contains the text */
    'a case of the tenant mentions the text': async (parameters) => {
      const { tenant, text } = paramsOf(parameters, ['tenant', 'text']);
      const found = await (await tenantCases(tenant)).select('id').where('description', 'like', `%${text}%`).executeTakeFirst();
      await ensure(found, `a case of ${tenant} mentioning "${text}"`);
      return { tenantId: await tenantId(db, tenant) };
    },

    /** a case of the tenant that its municipality does not handle itself (reachable false) */
    'the tenant has unreachable cases': async (parameters) => {
      const { tenant } = paramsOf(parameters, ['tenant']);
      await ensure(
        await (await tenantCases(tenant)).select('id').where('reachable', '=', 0).executeTakeFirst(),
        `an unreachable case of ${tenant}`,
      );
      return { tenantId: await tenantId(db, tenant) };
    },
  };
}
