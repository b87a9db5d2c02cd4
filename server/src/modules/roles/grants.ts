import type { Kysely } from 'kysely';
import { mayChangeRole, mayGrant, type RightsHolder } from '@contracts/catalog.js';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';

const GRANT_MESSAGES = {
  rightNotHeld: 'Sie können nur Rechte vergeben, die Sie selbst haben.',
  roleNotChangeable: 'Diese Rolle enthält Rechte, die Sie selbst nicht haben. Sie können sie daher nicht ändern oder löschen.',
} as const;

/** A role's rights and variable-right ids: what the grant rules weigh. */
export type Grant = Parameters<typeof mayGrant>[1];

export const holderOf = (actor: AuthUser): RightsHolder => ({
  superAdmin: actor.superAdmin,
  rights: actor.rights,
  variableRightIds: actor.variableRights.map((grant) => grant.id),
});

/** Switching rights or variable rights on for a new role: only those the caller holds (403 otherwise). */
export function assertMayGrant(actor: AuthUser, grant: Grant): void {
  if (!mayGrant(holderOf(actor), grant)) throw forbidden(GRANT_MESSAGES.rightNotHeld, 'RIGHT_NOT_HELD');
}

/** Changing a role (a right on or off, rename, delete): the caller holds every right of it before and after (403 otherwise). */
export function assertMayChangeRole(actor: AuthUser, before: Grant, after: Grant = before): void {
  const holder = holderOf(actor);
  if (mayChangeRole(holder, before, after)) return;
  const added = {
    rights: after.rights.filter((right) => !before.rights.includes(right)),
    variableRights: after.variableRights.filter((id) => !before.variableRights.includes(id)),
  };
  if (!mayGrant(holder, added)) throw forbidden(GRANT_MESSAGES.rightNotHeld, 'RIGHT_NOT_HELD');
  throw forbidden(GRANT_MESSAGES.roleNotChangeable, 'ROLE_NOT_CHANGEABLE');
}

/** The rights and variable rights of a role (no role: none). */
export async function roleGrant(db: Kysely<Database>, roleId: number | null): Promise<Grant> {
  if (roleId === null) return { rights: [], variableRights: [] };
  const [rights, variableRights] = await Promise.all([
    db.selectFrom('roleRight').select('right').where('roleId', '=', roleId).execute(),
    db.selectFrom('roleVariableRight').select('variableRightId').where('roleId', '=', roleId).execute(),
  ]);
  return { rights: rights.map((r) => r.right), variableRights: variableRights.map((v) => v.variableRightId) };
}
