import { useState } from 'react';
import type { Correspondent } from '@contracts/correspondent.js';
import { Card } from '../../components/Card.js';
import { FormAlert } from '../../components/FormAlert.js';
import { SaveCancelButtons } from '../../components/forms/SaveCancelButtons.js';
import { TextField } from '../../components/forms/TextField.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  correspondentPayload,
  fieldOfCode,
  initialValues,
  validateCorrespondent,
  type CorrespondentFormValues,
} from './correspondent-rules.js';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

const LIST = '/correspondents';

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'title';

/**
 * The correspondent form (docs/product/super-admin.md#correspondents): Vorname, Nachname, Mandant, E-Mail, Titel. The
 * e-mail is checked first ('E-Mail ist erforderlich', 'E-Mail muss gültig sein'); a saved contact returns to
 * /correspondents.
 */
export function CorrespondentForm({ saved }: { saved: Correspondent | null }) {
  const t = useT();
  const [values, setValues] = useState<CorrespondentFormValues>(() => initialValues(saved));
  const { form, alertId, problem, pending, submit, invalidBy } = useRecordSave({
    listHref: LIST,
    validate: () => validateCorrespondent(values),
    save: () => {
      const payload = correspondentPayload(values);
      return saved ? api.correspondents.update(saved.id, payload) : api.correspondents.create(payload);
    },
    savedMessage: () => t(saved ? 'correspondents.toast.updated' : 'correspondents.toast.created'),
    fieldOfCode,
  });

  const textField = (
    field: TextFieldName,
    label: string,
    options: { type?: 'email'; autoComplete: string; hint?: string; required?: boolean },
  ) => (
    <TextField
      label={label}
      hint={options.hint}
      invalidBy={field === 'title' ? null : invalidBy(field)}
      required={options.required}
      type={options.type ?? 'text'}
      maxLength={field === 'email' ? 254 : 100}
      autoComplete={options.autoComplete}
      value={values[field]}
      onChange={(text) => setValues((current) => ({ ...current, [field]: text }))}
    />
  );

  return (
    <form ref={form} className="correspondent-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <Card title={t('correspondents.form.card')}>
        <div className="stack">
          {textField('firstName', t('correspondents.form.firstName'), { autoComplete: 'off', required: true })}
          {textField('lastName', t('correspondents.form.lastName'), { autoComplete: 'off', required: true })}
          <TenantPicker
            label={t('correspondents.form.tenant')}
            loader={loadTenants}
            value={values.tenant?.id ?? null}
            selectedName={values.tenant?.name}
            onChange={(tenant) => setValues((current) => ({ ...current, tenant }))}
            invalidBy={invalidBy('tenant')}
            isRequired
          />
          {textField('email', t('correspondents.form.email'), { type: 'email', autoComplete: 'off', required: true })}
          {textField('title', t('correspondents.form.title'), { autoComplete: 'off', hint: t('correspondents.form.titleHint') })}
        </div>
        <SaveCancelButtons pending={pending} cancelHref={LIST} />
      </Card>
    </form>
  );
}
