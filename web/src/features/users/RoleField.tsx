import type { Role } from '@contracts/role.js';
import { Field } from '../../components/Field.js';
import { useT } from '../../i18n/i18n.js';

export interface RoleFieldProps {
  /** the roles of the selected tenant the caller may give; null while they load */
  roles: Role[] | null;
  value: number | null;
  onChange: (roleId: number | null) => void;
  /** why the role cannot be changed here (the own account); null when it can */
  lockedHint?: string | null;
  /** id of the form's message that explains why the choice was refused */
  invalidBy?: string | null;
}

/** One role per user, chosen from the roles of the selected tenant. */
export function RoleField({ roles, value, onChange, lockedHint = null, invalidBy = null }: RoleFieldProps) {
  const t = useT();
  return (
    <Field label={t('users.form.role')} hint={lockedHint} invalidBy={invalidBy}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={roles === null ? '' : String(value ?? '')}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          disabled={lockedHint !== null}
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
