import type { Kysely } from 'kysely';
import { ADMIN_ROLE_NAME, MODULES } from '../../contracts/schemas/catalog.js';
import { isEmail } from '../../contracts/schemas/common.js';
import type { Database } from '../../server/src/db/schema.js';
import { now } from '../../server/src/db/values.js';
import { assertPasswordStrength, hashPassword } from '../../server/src/platform/passwords.js';
import { createAdminRole } from '../../server/src/modules/roles/index.js';
import { emailTaken, insertUser } from '../../server/src/modules/users/index.js';

/** The operator's own tenant, where the first super admin lives. */
export const OPERATOR_TENANT = 'Bürgerportal Betrieb';

export interface AdminInput {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  tenant?: string;
}

export interface CreatedAdmin {
  userId: number;
  tenantId: number;
  tenantCreated: boolean;
}

/** Finds the tenant by name, or creates it as a company with all modules and its Admin role. */
async function operatorTenant(trx: Kysely<Database>, name: string): Promise<{ id: number; created: boolean }> {
  const existing = await trx.selectFrom('tenant').select('id').where('name', '=', name).orderBy('id').executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const tenant = await trx
    .insertInto('tenant')
    .values({
      name,
      country: 'GERMANY',
      type: 'company',
      useCustomImage: 0,
      hideTenantNameInApp: 0,
      showBisCalendar: 1,
      mmPublishAllCasesOnMap: 0,
      mmMapShowCreateCaseButton: 0,
      createdAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('tenantModule')
    .values(MODULES.map((module) => ({ tenantId: tenant.id, module, purchased: 1, visible: 0 })))
    .execute();
  await createAdminRole(trx, tenant.id);
  return { id: tenant.id, created: true };
}

/**
 * Creates a super admin and super user with the role Admin in the operator tenant (created when missing).
 * Refuses an invalid or existing address and a weak password with an Error whose message is for the operator.
 */
export async function createAdmin(db: Kysely<Database>, input: AdminInput): Promise<CreatedAdmin> {
  const email = input.email.trim();
  const firstname = input.firstname.trim();
  const lastname = input.lastname.trim();
  if (!email || !firstname || !lastname) throw new Error('--email, --firstname and --lastname are required.');
  if (!isEmail(email)) throw new Error(`"${email}" is not a valid e-mail address.`);
  assertPasswordStrength(input.password);
  if (await emailTaken(db, email)) throw new Error(`An account for ${email} exists already.`);
  const passwordHash = await hashPassword(input.password);

  return db.transaction().execute(async (trx) => {
    const tenant = await operatorTenant(trx, input.tenant?.trim() || OPERATOR_TENANT);
    const role = await trx
      .selectFrom('role')
      .select('id')
      .where('tenantId', '=', tenant.id)
      .where('name', '=', ADMIN_ROLE_NAME)
      .executeTakeFirst();
    const userId = await insertUser(trx, {
      tenantId: tenant.id,
      roleId: role?.id ?? (await createAdminRole(trx, tenant.id)),
      email,
      passwordHash,
      firstname,
      lastname,
      position: null,
      superAdmin: 1,
      superUser: 1,
      status: 1,
      approved: 1,
      active: 1,
      language: 'de',
      createdAt: now(),
      editedAt: null,
    });
    if (tenant.created) await trx.updateTable('tenant').set({ mainAccountId: userId }).where('id', '=', tenant.id).execute();
    return { userId, tenantId: tenant.id, tenantCreated: tenant.created };
  });
}
