import type { ReactNode } from 'react';
import type { Role } from '@contracts/role.js';
import { Card } from '../../components/Card.js';
import { TextField } from '../../components/forms/TextField.js';
import { useT } from '../../i18n/i18n.js';
import { RoleField } from './RoleField.js';
import { TenantField } from './TenantField.js';
import type { UserFormField, UserFormValues } from './user-rules.js';

type TextName = 'email' | 'firstname' | 'lastname' | 'position';

export interface UserBasicsCardProps {
  values: UserFormValues;
  set: <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => void;
  invalidBy: (field: UserFormField) => string | null;
  /** the tenant picker (TENANT_INDEPENDENCE); otherwise the tenant is shown */
  tenantPickable: boolean;
  /** the roles offered; null while they load */
  roles: Role[] | null;
  /** why the role cannot be changed here; null when it can */
  roleLockedHint: string | null;
  /** the release status and, for a waiting account, its approval */
  status: ReactNode;
}

/** "Stammdaten": e-mail, names, position, tenant, role and release status of an account. */
export function UserBasicsCard({ values, set, invalidBy, tenantPickable, roles, roleLockedHint, status }: UserBasicsCardProps) {
  const t = useT();
  const textField = (name: TextName, type: 'email' | 'text', required: boolean) => (
    <TextField
      label={t(`users.form.${name}`)}
      invalidBy={name === 'position' ? null : invalidBy(name)}
      required={required}
      type={type}
      name={name}
      autoComplete="off"
      value={values[name]}
      onChange={(text) => set(name, text)}
    />
  );
  return (
    <Card title={t('users.form.basics')}>
      <div className="stack">
        {textField('email', 'email', true)}
        {textField('firstname', 'text', true)}
        {textField('lastname', 'text', true)}
        {textField('position', 'text', false)}
        <TenantField
          pickable={tenantPickable}
          value={values.tenant}
          onChange={(tenant) => set('tenant', tenant)}
          invalidBy={invalidBy('tenant')}
        />
        <RoleField
          roles={roles}
          value={values.roleId}
          onChange={(roleId) => set('roleId', roleId)}
          lockedHint={roleLockedHint}
          invalidBy={invalidBy('role')}
        />
        {status}
      </div>
    </Card>
  );
}
