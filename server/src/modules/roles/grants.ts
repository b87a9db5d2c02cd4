import type { Kysely } from 'kysely';
import { mayGrant } from '@contracts/catalog.js';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';

const GRANT_MESSAGES = {
  rightNotHeld: 'Sie können nur Rechte vergeben, die Sie selbst haben.',
  roleNotGrantable: 'Sie können keine Rolle vergeben, die Rechte enthält, die Sie selbst nicht haben.',
} as const;

type Grant = Parameters<typeof mayGrant>[1];

const holderOf = (actor: AuthUser) => ({
  superAdmin: actor.superAdmin,
  rights: actor.rights,
  variableRightIds: actor.variableRights.map((grant) => grant.id),
});

/** Switching rights or variable rights on for a role: only those the caller holds (403 otherwise). */
export function assertMayGrant(actor: AuthUser, grant: Grant): void {
  if (!mayGrant(holderOf(actor), grant)) throw forbidden(GRANT_MESSAGES.rightNotHeld, 'RIGHT_NOT_HELD');
}

/** Whether the caller holds every right and variable right of the role (no role: nothing to hold). */
export async function mayGrantRole(db: Kysely<Database>, actor: AuthUser, roleId: number | null): Promise<boolean> {
  if (roleId === null || actor.superAdmin) return true;
  const [rights, variableRights] = await Promise.all([
    db.selectFrom('roleRight').select('right').where('roleId', '=', roleId).execute(),
    db.selectFrom('roleVariableRight').select('variableRightId').where('roleId', '=', roleId).execute(),
  ]);
  return mayGrant(holderOf(actor), { rights: rights.map((r) => r.right), variableRights: variableRights.map((v) => v.variableRightId) });
}

/**
 * Giving a user a role (create, role change, approval): the role's rights and variable rights must all be the
 * caller's own, or the caller could lend anyone, themselves included, rights they lack (403 otherwise).
 */
export async function assertMayGrantRole(db: Kysely<Database>, actor: AuthUser, roleId: number | null): Promise<void> {
  if (!(await mayGrantRole(db, actor, roleId))) throw forbidden(GRANT_MESSAGES.roleNotGrantable, 'ROLE_NOT_GRANTABLE');
}
