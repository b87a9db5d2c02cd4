import { useSignals } from '@preact/signals-react/runtime';
import { currentUser } from '../../../session/session.js';
import type { Choice } from './choice.js';

/**
 * The logged-in user as these screens need them (TENANT_INDEPENDENCE:
 * docs/product/citizen-information.md#module-and-rights).
 */
export function useCitizenInfoRights() {
  useSignals();
  const me = currentUser.value;
  const ownTenant: Choice | null = me ? { id: me.tenantId, name: me.tenantName } : null;
  return {
    ownTenant,
    /** the tenant column, the tenant picker and the tenant check of the forms */
    independent: me?.allRights.includes('TENANT_INDEPENDENCE') ?? false,
  };
}
