import { useSignals } from '@preact/signals-react/runtime';
import type { User } from '@contracts/user.js';
import { currentUser } from '../../session/session.js';
import type { CaseViewer } from './case-rules.js';

const NOBODY: CaseViewer = { rights: [], superAdmin: false, superUser: false };

/** The logged-in user and what of the case file they may use (docs/product/cases.md#rights-that-guard-this-area). */
export function useCaseViewer(): { me: User | null; viewer: CaseViewer } {
  useSignals();
  const me = currentUser.value;
  return { me, viewer: me ? { rights: me.allRights, superAdmin: me.superAdmin, superUser: me.superUser } : NOBODY };
}
