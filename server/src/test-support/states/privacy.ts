import type { FastifyInstance } from 'fastify';
import { PRIVACY_ACTIONS } from '@contracts/privacy.js';
import type { Db } from '../../db/kysely.js';
import { emailHash, logPrivacyRequest } from '../../modules/privacy/index.js';
import { normaliseEmail } from '../../modules/users/index.js';
import { demoUser, paramsOf, tenantId, type StateHandlers } from '../state-support.js';
import { caseFileStates } from './case-file.js';
import { superAdminStates } from './super-admin.js';

/**
 * States of the screen "Datenschutzanfragen". Anonymising removes the address from the person's records, so the
 * state makes them again when they are gone: a reported case (through the case file's state) and a
 * correspondent entry (through the contact management's), each only when the tenant has none with the address.
 */
export function privacyStates(app: FastifyInstance, db: Db): StateHandlers {
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

    /** the request log holds a request of `action` (default SEARCH) made by the demo account `user` for the address */
    'a request of a data subject is logged': async (parameters) => {
      const { email, user, action = 'SEARCH' } = paramsOf(parameters, ['email', 'user'], ['action']);
      const known = PRIVACY_ACTIONS.find((value) => value === action);
      if (!known) throw new Error(`unknown privacy action ${action}`);
      const staff = await demoUser(db, user);
      await logPrivacyRequest(db, staff, {
        action: known,
        emailHash: emailHash(app.config.jwtSecret, normaliseEmail(email)),
        recordCount: 2,
      });
      return { userId: staff.id };
    },
  };
}
