import { useSignals } from '@preact/signals-react/runtime';
import { useCallback } from 'react';
import { accountManagerOf, accountRefusal, managedAccountOf, mayGrant, rightsHolderOf, type Right } from '@contracts/catalog.js';
import type { Role } from '@contracts/role.js';
import type { User } from '@contracts/user.js';
import { currentUser } from '../../session/session.js';

/**
 * The logged-in user and the rights that shape the user screens
 * (docs/product/accounts-and-roles.md#rights-that-guard-this-area).
 */
export function useUserRights() {
  useSignals();
  const me = currentUser.value;
  const has = (right: Right) => me?.allRights.includes(right) ?? false;
  /** whether the server lets the caller give a user this role: only with rights the caller holds */
  const mayGive = useCallback((role: Pick<Role, 'rights' | 'variableRights'>) => me !== null && mayGrant(rightsHolderOf(me), role), [me]);
  /** why the account rule keeps the caller off this account (null: they may change it) */
  const refusalFor = useCallback(
    (user: User) => (me === null ? 'stronger' : accountRefusal(accountManagerOf(me), managedAccountOf(user))),
    [me],
  );
  return {
    me,
    /** create users, see the Not approved tab, approve, edit, reset passwords, delete */
    mayCreate: has('CREATE_USER'),
    /** tenant column and picker, release status */
    independent: has('TENANT_INDEPENDENCE'),
    mayGive,
    refusalFor,
  };
}
