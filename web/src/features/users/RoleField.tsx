import type { Role } from '@contracts/role.js';
import { Field } from '../../components/Field.js';
import { useT } from '../../i18n/i18n.js';

export interface RoleFieldProps {
  /** the selected tenant's roles; null while they load */
  roles: Role[] | null;
  value: number | null;
  onChange: (roleId: number | null) => void;
}

/** One role per user, chosen from the roles of the selected tenant. */
export function RoleField({ roles, value, onChange }: RoleFieldProps) {
  const t = useT();
  return (
    <Field label={t('users.form.role')}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={roles === null ? '' : String(value ?? '')}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          aria-busy={roles === null || undefined}
        >
          <option value="">{roles === null ? t('users.form.rolesLoading') : t('users.form.noRole')}</option>
          {roles?.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
