import type { Db } from '../../db/kysely.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';

/**
 * States of the dashboard (/dashboard). They only check the demo data (fixtures/cases.ts), which is placed
 * relative to the moment of loading: changing cases here would put the kept counters and daily figures out
 * of step. A missing case means the fixtures changed, which the pact should say loudly.
 */
export function dashboardStates(db: Db): StateHandlers {
  const check = async (parameters: unknown, what: string, narrow: (id: number) => Promise<{ id: number } | undefined>) => {
    const { tenant } = paramsOf(parameters, ['tenant']);
    const id = await tenantId(db, tenant);
    if (!(await narrow(id))) throw new Error(`provider state needs ${what} of ${tenant}, which the demo data no longer has`);
    return { tenantId: id };
  };
  const cases = (id: number) => db.selectFrom('defectCase').select('id').where('tenantId', '=', id).where('reachable', '=', 1);

  return {
    'the tenant has cases': async (parameters) => check(parameters, 'a case', (id) => cases(id).executeTakeFirst()),

    /** a case rated 1 or 2 by its reporter (rating <= 2 is negative: docs/product/cases.md#ratings) */
    'the tenant has negatively rated cases': async (parameters) =>
      check(parameters, 'a negatively rated case', (id) => cases(id).where('rating', '<=', 2).executeTakeFirst()),

    /** an open case whose deadline is past or within 3 days (docs/product/cases.md#deadlines) */
    'the tenant has cases with deadlines': async (parameters) => {
      const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
      return check(parameters, 'an open case due within 3 days or overdue', (id) =>
        cases(id).where('isOpen', '=', 1).where('stateChangedDeadline', '<=', soon).executeTakeFirst(),
      );
    },
  };
}
