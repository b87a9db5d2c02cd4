import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@contracts/auth.js';
import { api } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TenantPicker, type TenantLoader, type TenantOption } from '../../components/TenantPicker.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks } from './AuthLinks.js';
import { failureMessage, validateRegistration, type RegistrationField } from './auth-rules.js';

const loadTenants: TenantLoader = async (search) => (await api.platform.registrationTenants(search)).content;

type TextField = Exclude<RegistrationField, 'tenant' | 'terms'>;

export function RegisterPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<TextField, string>>({
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    passwordRepeat: '',
  });
  const [tenant, setTenant] = useState<TenantOption | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: RegistrationField[] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const fail = (message: string, fields: RegistrationField[]) => {
    setProblem({ message, fields });
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateRegistration({ ...values, tenantId: tenant?.id ?? null, termsAccepted });
    if (invalid) return fail(t(invalid.messageKey), invalid.fields);
    setProblem(null);
    setPending(true);
    try {
      await api.auth.register({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        password: values.password,
        tenantId: tenant?.id ?? null,
      });
      navigate('/pending');
    } catch (error) {
      fail(failureMessage(error, t('errors.unexpected')), []);
    } finally {
      setPending(false);
    }
  };

  const invalidBy = (field: RegistrationField) => (problem?.fields.includes(field) ? alertId : null);

  const textField = (field: TextField, label: string, type: string, autoComplete: string, hint?: string) => (
    <Field label={label} invalidBy={invalidBy(field)} hint={hint} required>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          name={field}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <>
      <PageHeader title={t('register.title')} />
      <p>{t('register.intro')}</p>
      <form ref={form} className="stack" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        {textField('firstname', t('register.firstname'), 'text', 'given-name')}
        {textField('lastname', t('register.lastname'), 'text', 'family-name')}
        {textField('email', t('common.email'), 'email', 'email')}
        {textField(
          'password',
          t('common.password'),
          'password',
          'new-password',
          t('register.passwordHint', { min: PASSWORD_MIN_LENGTH }),
        )}
        {textField('passwordRepeat', t('common.passwordRepeat'), 'password', 'new-password')}
        <TenantPicker
          label={t('register.tenant')}
          loader={loadTenants}
          value={tenant?.id ?? null}
          onChange={setTenant}
          invalidBy={invalidBy('tenant')}
          isRequired
        />
        <Checkbox
          label={t('register.terms')}
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
          invalidBy={invalidBy('terms')}
        />
        <Button type="submit" isPending={pending}>
          {t('register.submit')}
        </Button>
      </form>
      <AuthLinks>
        <li>
          <Link href="/login">{t('register.toLogin')}</Link>
        </li>
        <li>
          <Link href="/forgot-password">{t('login.forgotPassword')}</Link>
        </li>
        <li>
          <Link href="/">{t('common.startPage')}</Link>
        </li>
      </AuthLinks>
    </>
  );
}
