import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely.js';
import { hashPassword } from '../platform/passwords.js';
import { DEMO_PASSWORD } from '../../../fixtures/load.js';
import { normaliseEmail } from '../modules/users/index.js';
import { demoUser, paramsOf, sessionOf, tenantId, type StateHandlers } from './state-support.js';
import { answerTemplateStates } from './states/answer-templates.js';
import { caseFileStates } from './states/case-file.js';
import { caseListStates } from './states/cases.js';
import { categoryStates } from './states/categories.js';
import { citizenInfoStates } from './states/citizen-info.js';
import { dashboardStates } from './states/dashboard.js';
import { forwardingStates } from './states/forwarding.js';
import { frameStates } from './states/frames.js';
import { privacyStates } from './states/privacy.js';
import { roleStates } from './states/roles.js';
import { superAdminStates } from './states/super-admin.js';
import { surveyStates } from './states/surveys.js';
import { tenantStates } from './states/tenants.js';
import { userStates } from './states/users.js';

/** Approves (or un-approves) a demo account and releases it; `password` replaces its password when given. */
async function setAccount(db: Db, account: { email: string; password?: string }, approved: boolean) {
  const user = await demoUser(db, account.email);
  const flag = approved ? 1 : 0;
  const passwordHash = account.password ? await hashPassword(account.password) : user.passwordHash;
  await db.updateTable('appUser').set({ approved: flag, status: flag, active: 1, passwordHash }).where('id', '=', user.id).execute();
  return user;
}

/**
 * The provider states of the pacts, over the demo fixtures. Each state is idempotent, so interactions can
 * run in any order against one database; values the consumer cannot know (ids, tokens) are returned and
 * injected into the request through `fromProviderState`.
 */
export function stateHandlers(app: FastifyInstance, db: Db): StateHandlers {
  // Each screen area adds its states in states/<area>.ts and one spread here.
  return {
    ...platformStates(app, db),
    ...answerTemplateStates(db),
    ...caseFileStates(db),
    ...caseListStates(db),
    ...categoryStates(db),
    ...citizenInfoStates(db),
    ...dashboardStates(db),
    ...forwardingStates(db),
    ...frameStates(app, db),
    ...privacyStates(app, db),
    ...roleStates(db),
    ...superAdminStates(db),
    ...surveyStates(db),
    ...tenantStates(app, db),
    ...userStates(db),
  };
}

function platformStates(app: FastifyInstance, db: Db): StateHandlers {
  return {
    'a user exists': async (parameters) => {
      const user = await setAccount(db, paramsOf(parameters, ['email'], ['password']), true);
      return { userId: user.id };
    },

    'a user waits for approval': async (parameters) => {
      const user = await setAccount(db, paramsOf(parameters, ['email'], ['password']), false);
      return { userId: user.id };
    },

    /** approves the account with the demo password and hands the bearer header of a fresh session to the request */
    'a user is logged in': async (parameters) => {
      const { email } = paramsOf(parameters, ['email']);
      await setAccount(db, { email, password: DEMO_PASSWORD }, true);
      return { authorization: await sessionOf(app, db, email) };
    },

    'a tenant exists': async (parameters) => {
      return { tenantId: await tenantId(db, paramsOf(parameters, ['name']).name) };
    },

    'no account exists': async (parameters) => {
      await db
        .deleteFrom('appUser')
        .where('email', '=', normaliseEmail(paramsOf(parameters, ['email']).email))
        .execute();
      return {};
    },

    /** requests a reset the way a user does and reads the token from the link in the queued mail */
    'a password reset was requested': async (parameters) => {
      const { email } = paramsOf(parameters, ['email']);
      await setAccount(db, { email }, true);
      await app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
      const mail = await db
        .selectFrom('mailOutbox')
        .select('text')
        .where('recipient', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const token = mail.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
      if (!token) throw new Error(`no reset link mailed to ${email}`);
      return { token };
    },
  };
}
