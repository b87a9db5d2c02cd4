import type { Db } from '../../../server/src/db/kysely.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';
import { caseFileStates } from './case-file.js';
import { superAdminStates } from './super-admin.js';

/**
 * States of the screen "Datenschutzanfragen". Anonymising removes the address from the person's records, so the
 * state makes them again when they are gone: a reported case (through the case file's state) and a
 * correspondent entry (through the contact management's), each only when the tenant has none with the address.
 */
export function privacyStates(db: Db): StateHandlers {
  const caseFile = caseFileStates(db);
  const contacts = superAdminStates(db);
  return {
    /** the tenant has a case reported with the address and a correspondent entry with it */
    'a person is known by e-mail': async (parameters) => {
      const { email, tenant } = paramsOf(parameters, ['email', 'tenant']);
      const id = await tenantId(db, tenant);
      const reported = await db
        .selectFrom('defectCase')
        .select('id')
        .where('email', '=', email)
        .where('tenantId', '=', id)
        .orderBy('id')
        .executeTakeFirst();
      const caseId = reported?.id ?? (await caseFile['case file: a case exists']!({ tenant, email })).caseId!;
      const { correspondentId } = await contacts['a correspondent exists']!({ email, tenant });
      return { caseId, correspondentId: correspondentId! };
    },
  };
}
