import { TenantPicker, type TenantLoader } from '../../../components/TenantPicker.js';
import { api } from '../../../session/session.js';
import type { Choice } from './choice.js';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

export interface TenantFieldProps {
  label: string;
  value: Choice | null;
  onChange: (tenant: Choice | null) => void;
  invalidBy: string | null;
}

/** Mandant: a searchable picker over the tenants in scope (only with TENANT_INDEPENDENCE). */
export function TenantField({ label, value, onChange, invalidBy }: TenantFieldProps) {
  return (
    <TenantPicker
      label={label}
      loader={loadTenants}
      value={value?.id ?? null}
      selectedName={value?.name}
      onChange={onChange}
      invalidBy={invalidBy}
      isRequired
    />
  );
}
