import { api } from '../../session/session.js';
import { TenantPicker, type TenantLoader, type TenantOption } from '../TenantPicker.js';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

export interface TenantFieldProps {
  label: string;
  value: TenantOption | null;
  onChange: (tenant: TenantOption | null) => void;
  invalidBy: string | null;
}

/** Mandant of a record form: a required, searchable picker over the tenants in scope (shown only with TENANT_INDEPENDENCE). */
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
