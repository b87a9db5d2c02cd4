import { useSignals } from '@preact/signals-react/runtime';
import { currentUser } from '../../session/session.js';
import type { Choice } from './catalog-form.js';

/** The logged-in user as the category screens need them (specification §6: TENANT_INDEPENDENCE). */
export function useCatalogRights() {
  useSignals();
  const me = currentUser.value;
  const ownTenant: Choice | null = me ? { id: me.tenantId, name: me.tenantName } : null;
  return {
    ownTenant,
    /** tenant column, tenant picker, and people of the chosen tenant in the pickers */
    independent: me?.allRights.includes('TENANT_INDEPENDENCE') ?? false,
  };
}
