import { useSignals } from '@preact/signals-react/runtime';
import type { TenantOption } from '../../components/TenantPicker.js';
import { currentUser } from '../../session/session.js';

/**
 * The logged-in user as the survey screens need them (docs/product/citizen-information.md#rights-that-guard-this-area).
 */
export function useSurveyRights() {
  useSignals();
  const me = currentUser.value;
  const rights = me?.allRights ?? [];
  const ownTenant: TenantOption | null = me ? { id: me.tenantId, name: me.tenantName } : null;
  return {
    ownTenant,
    /** TENANT_INDEPENDENCE: the tenant column and the tenant picker */
    independent: rights.includes('TENANT_INDEPENDENCE'),
    /** BIS_EVALUATE_SURVEYS: the charts and the participants' notes */
    evaluate: rights.includes('BIS_EVALUATE_SURVEYS'),
  };
}
