import { useSignals } from '@preact/signals-react/runtime';
import { currentUser } from '../../session/session.js';
import type { TenantOption } from '../TenantPicker.js';

/**
 * The logged-in user as a form of tenant-owned records needs them (TENANT_INDEPENDENCE:
 * docs/product/tenants.md#tenant-scope): their own tenant, where a new record goes by default, and whether they choose
 * the tenant (and see it listed).
 */
export function useTenantIndependence() {
  useSignals();
  const me = currentUser.value;
  const ownTenant: TenantOption | null = me ? { id: me.tenantId, name: me.tenantName } : null;
  return {
    ownTenant,
    /** tenant column, tenant picker, and people of the chosen tenant in the pickers */
    independent: me?.allRights.includes('TENANT_INDEPENDENCE') ?? false,
  };
}
