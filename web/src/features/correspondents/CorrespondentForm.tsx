import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Correspondent } from '@contracts/correspondent.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { showSuccess } from '../../components/toast.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  correspondentPayload,
  fieldOfCode,
  initialValues,
  validateCorrespondent,
  type CorrespondentField,
  type CorrespondentFormValues,
} from './correspondent-rules.js';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

interface Problem {
  message: string;
  field: CorrespondentField | null;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'title';

/**
 * The correspondent form (specification §2): Vorname, Nachname, Mandant, E-Mail, Titel. The e-mail is
 * checked first ('E-mail is required', 'E-mail must be valid'); a saved contact returns to /correspondents.
 */
export function CorrespondentForm({ saved }: { saved: Correspondent | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CorrespondentFormValues>(() => initialValues(saved));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const fail = (message: string, field: CorrespondentField | null) => {
    setProblem({ message, field });
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateCorrespondent(values);
    if (invalid) return fail(t(invalid.messageKey), invalid.field);
    setProblem(null);
    setPending(true);
    try {
      const payload = correspondentPayload(values);
      await (saved ? api.correspondents.update(saved.id, payload) : api.correspondents.create(payload));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.message) return fail(error.message, fieldOfCode(error.code));
      console.error(error);
      return fail(t('errors.unexpected'), null);
    }
    showSuccess(t(saved ? 'correspondents.toast.updated' : 'correspondents.toast.created'));
    navigate('/correspondents');
  };

  const invalidBy = (field: CorrespondentField) => (problem?.field === field ? alertId : null);

  const textField = (field: TextField, label: string, options: { type?: 'email'; autoComplete: string; hint?: string; required?: boolean }) => (
    <Field label={label} hint={options.hint} invalidBy={field === 'title' ? null : invalidBy(field)} required={options.required}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={options.type ?? 'text'}
          maxLength={field === 'email' ? 254 : 100}
          autoComplete={options.autoComplete}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      )}
    </Field>
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
        <div className="correspondent-form__buttons">
          <Button type="submit" isPending={pending}>
            {t('common.save')}
          </Button>
          <Link href="/correspondents" className="button button--secondary">
            {t('common.cancel')}
          </Link>
        </div>
      </Card>
    </form>
  );
}
