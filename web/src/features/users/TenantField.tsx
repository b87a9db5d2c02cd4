import { Field } from '../../components/Field.js';
import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { TenantChoice } from './user-rules.js';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

export interface TenantFieldProps {
  /** TENANT_INDEPENDENCE: choose among the tenants in scope; otherwise the tenant is shown, not changed */
  pickable: boolean;
  value: TenantChoice | null;
  onChange: (tenant: TenantChoice | null) => void;
  invalidBy: string | null;
}

export function TenantField({ pickable, value, onChange, invalidBy }: TenantFieldProps) {
  const t = useT();
  if (pickable) {
    return (
      <TenantPicker
        label={t('users.form.tenant')}
        loader={loadTenants}
        value={value?.id ?? null}
        selectedName={value?.name}
        onChange={onChange}
        emptyText={t('users.form.noTenant')}
        invalidBy={invalidBy}
        isRequired
      />
    );
  }
  return (
    <Field label={t('users.form.tenant')}>
      {(control) => <input {...control} className="input" type="text" readOnly value={value?.name ?? ''} />}
    </Field>
  );
}
