import { Field } from '../../components/Field.js';
import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { matchesAllWords, searchWords, type Choice } from './catalog-form.js';

/**
 * The released people of a tenant matching the typed words. The server matches one word against first or
 * last name, so it gets the first word and the full name is checked against all of them here
 * ("Anna Albrecht" finds Anna Albrecht).
 */
const peopleOf =
  (tenantId: number): TenantLoader =>
  async (search) => {
    const page = await api.users.ofTenant(tenantId, searchWords(search)[0] ?? '', 50);
    return page.content.filter((person) => matchesAllWords(person.fullname, search)).map(({ id, fullname }) => ({ id, name: fullname }));
  };

export interface AssigneeFieldProps {
  /** whose people are offered; null until a tenant is chosen */
  tenantId: number | null;
  value: Choice | null;
  onChange: (person: Choice | null) => void;
  invalidBy: string | null;
}

/** Verantwortlicher: a searchable picker over GET /api/user/tenant/{tenantId}; emptying the field removes the person. */
export function AssigneeField({ tenantId, value, onChange, invalidBy }: AssigneeFieldProps) {
  const t = useT();
  if (tenantId === null) {
    return (
      <Field label={t('categories.form.assignee')} hint={t('categories.form.chooseTenantFirst')}>
        {(control) => <input {...control} className="input" type="text" disabled value="" />}
      </Field>
    );
  }
  return (
    <TenantPicker
      key={tenantId}
      label={t('categories.form.assignee')}
      loader={peopleOf(tenantId)}
      value={value?.id ?? null}
      selectedName={value?.name}
      onChange={onChange}
      emptyText={t('categories.form.noAssignee')}
      invalidBy={invalidBy}
    />
  );
}
