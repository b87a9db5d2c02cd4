import type { Kysely } from 'kysely';
import { ADMIN_ROLE_NAME, accountRefusal, type AccountManager, type AccountRefusal, type ManagedAccount } from '@contracts/catalog.js';
import type { Database } from '../../db/schema.js';
import { toBool } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';
import { holderOf, roleGrant } from '../roles/index.js';

const REFUSALS: Record<AccountRefusal, { message: string; code: string }> = {
  superAdmin: { message: 'Dieses Konto kann nur ein Super-Admin ändern.', code: 'SUPER_ADMIN_ONLY' },
  mainAccount: {
    message: 'Das Hauptkonto eines Mandanten können nur das Konto selbst, ein Admin des Mandanten oder ein Super-Admin ändern.',
    code: 'MAIN_ACCOUNT_PROTECTED',
  },
  stronger: { message: 'Dieses Konto hat Rechte, die Sie selbst nicht haben. Sie können es daher nicht ändern.', code: 'STRONGER_ACCOUNT' },
};

/** A change that would leave the account with rights the caller lacks is a grant the caller may not make. */
const ROLE_NOT_GRANTABLE = {
  message: 'Sie können keine Rolle vergeben, die Rechte enthält, die Sie selbst nicht haben.',
  code: 'ROLE_NOT_GRANTABLE',
} as const;

/** The tenant whose main account this user is, if any. */
export async function tenantOwnedBy(db: Kysely<Database>, userId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('tenant').select('id').where('mainAccountId', '=', userId).executeTakeFirst();
}

async function managerOf(db: Kysely<Database>, actor: AuthUser): Promise<AccountManager> {
  const { roleId } = actor;
  const tenantAdmin =
    roleId !== null &&
    (await actor.remember('tenant-admin', async () => {
      const role = await db
        .selectFrom('role')
        .select('name')
        .where('id', '=', roleId)
        .where('tenantId', '=', actor.tenantId)
        .executeTakeFirst();
      return role?.name === ADMIN_ROLE_NAME;
    }));
  return { ...holderOf(actor), id: actor.id, tenantId: actor.tenantId, tenantAdmin };
}

/** An account in one state: its role's rights count, whether or not it is released yet. */
async function accountState(
  db: Kysely<Database>,
  user: { id: number; tenantId: number; roleId: number | null; superAdmin: number; mainAccount: boolean },
): Promise<ManagedAccount> {
  const grant = await roleGrant(db, user.roleId);
  return {
    id: user.id,
    tenantId: user.tenantId,
    superAdmin: toBool(user.superAdmin),
    mainAccount: user.mainAccount,
    rights: grant.rights,
    variableRightIds: grant.variableRights,
  };
}

interface AccountRow {
  id: number;
  tenantId: number;
  roleId: number | null;
  superAdmin: number;
}

/**
 * The account rule (accountRefusal) for an operation on an existing account: weighed on the account as it is and,
 * when the operation gives it another role or tenant, as it would be. 403 with the reason otherwise.
 */
export async function assertAccountManageable(
  db: Kysely<Database>,
  actor: AuthUser,
  target: AccountRow,
  change: { roleId: number | null; tenantId: number } = target,
): Promise<void> {
  const manager = await managerOf(db, actor);
  const mainAccount = (await tenantOwnedBy(db, target.id)) !== undefined;
  const refusal = accountRefusal(manager, await accountState(db, { ...target, mainAccount }));
  if (refusal === 'superAdmin' || refusal === 'mainAccount') throw forbidden(REFUSALS[refusal].message, REFUSALS[refusal].code);
  // a role with rights the caller lacks, which the caller asked for, is named before the account's own rights
  const changed = change.roleId !== target.roleId || change.tenantId !== target.tenantId;
  if (changed && accountRefusal(manager, await accountState(db, { ...target, ...change, mainAccount }))) {
    throw forbidden(ROLE_NOT_GRANTABLE.message, ROLE_NOT_GRANTABLE.code);
  }
  if (refusal) throw forbidden(REFUSALS[refusal].message, REFUSALS[refusal].code);
}

/** The account rule for a new account of this tenant and role. */
export async function assertAccountCreatable(
  db: Kysely<Database>,
  actor: AuthUser,
  tenantId: number,
  roleId: number | null,
): Promise<void> {
  const account = await accountState(db, { id: 0, tenantId, roleId, superAdmin: 0, mainAccount: false });
  if (accountRefusal(await managerOf(db, actor), account)) throw forbidden(ROLE_NOT_GRANTABLE.message, ROLE_NOT_GRANTABLE.code);
}
