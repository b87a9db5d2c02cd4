import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { idNamed, paramsOf, tenantId, type StateHandlers } from '../state-support.js';

/**
 * States of the answer template screens (/answer-templates, its form, the case file's picker). Demo templates
 * are only looked up; the one saves and deletes change is made here (again when an earlier interaction deleted
 * it), so no demo data is altered and every state answers the same in any order.
 */
export function answerTemplateStates(db: Db): StateHandlers {
  return {
    /** a template of the demo data */
    'an answer template exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const tenantKey = await tenantId(db, tenant);
      const templateId = await idNamed(db, 'answerTemplate', tenantKey, name);
      if (templateId === null)
        throw new Error(`provider state needs answer template ${name} of ${tenant}, which the demo data no longer has`);
      return { tenantId: tenantKey, templateId };
    },

    /** a template of the tenant that the contract may change or delete, made when missing */
    'an answer template to change exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const tenantKey = await tenantId(db, tenant);
      const templateId =
        (await idNamed(db, 'answerTemplate', tenantKey, name)) ??
        (
          await db
            .insertInto('answerTemplate')
            .values({
              tenantId: tenantKey,
              name,
              text: 'Vielen Dank für Ihre Meldung {fallnummer}.',
              createdAt: now(),
              createdBy: null,
              editedAt: null,
              editedBy: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      return { tenantId: tenantKey, templateId };
    },
  };
}
