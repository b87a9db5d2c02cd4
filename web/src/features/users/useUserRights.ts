import { useSignals } from '@preact/signals-react/runtime';
import type { Right } from '@contracts/catalog.js';
import { currentUser } from '../../session/session.js';

/** The logged-in user and the rights that shape the user screens (specification §6). */
export function useUserRights() {
  useSignals();
  const me = currentUser.value;
  const has = (right: Right) => me?.allRights.includes(right) ?? false;
  return {
    me,
    /** create users, see the Not approved tab, approve, edit, reset passwords, delete */
    mayCreate: has('CREATE_USER'),
    /** tenant column and picker, release status */
    independent: has('TENANT_INDEPENDENCE'),
  };
}
