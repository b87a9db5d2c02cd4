import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { Choice } from './catalog-form.js';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

export interface TenantFieldProps {
  value: Choice | null;
  onChange: (tenant: Choice | null) => void;
  invalidBy: string | null;
}

/** Mandant: a searchable picker over the tenants in scope (shown only with TENANT_INDEPENDENCE). */
export function TenantField({ value, onChange, invalidBy }: TenantFieldProps) {
  const t = useT();
  return (
    <TenantPicker
      label={t('categories.form.tenant')}
      loader={loadTenants}
      value={value?.id ?? null}
      selectedName={value?.name}
      onChange={onChange}
      invalidBy={invalidBy}
      isRequired
    />
  );
}
