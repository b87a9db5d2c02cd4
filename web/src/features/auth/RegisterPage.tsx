import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@contracts/auth.js';
import { PLATFORM_LEGAL_PAGES } from '@contracts/public.js';
import { api } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { FormAlert } from '../../components/FormAlert.js';
import { NewTabLink } from '../../components/NewTabLink.js';
import { TextField } from '../../components/forms/TextField.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TenantPicker, type TenantLoader, type TenantOption } from '../../components/TenantPicker.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks, FORGOT_PASSWORD, START_PAGE } from './AuthLinks.js';
import { validateRegistration, type RegistrationField } from './auth-rules.js';

const loadTenants: TenantLoader = async (search) => (await api.platform.registrationTenants(search)).content;

type TextFieldName = Exclude<RegistrationField, 'tenant' | 'terms'>;

export function RegisterPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const { form, alertId, problem, fail, pending, run, invalidBy } = useSubmit<RegistrationField>({ unexpected: t('errors.unexpected') });
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    passwordRepeat: '',
  });
  const [tenant, setTenant] = useState<TenantOption | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateRegistration({ ...values, tenantId: tenant?.id ?? null, termsAccepted });
    if (invalid) return fail({ message: t(invalid.messageKey), fields: invalid.fields });
    await run(async () => {
      await api.auth.register({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        password: values.password,
        tenantId: tenant?.id ?? null,
      });
      navigate('/pending');
    });
  };

  const textField = (field: TextFieldName, label: string, type: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      invalidBy={invalidBy(field)}
      hint={hint}
      required
      type={type}
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(text) => setValues((current) => ({ ...current, [field]: text }))}
    />
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
        {textField('password', t('common.password'), 'password', 'new-password', t('register.passwordHint', { min: PASSWORD_MIN_LENGTH }))}
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
          label={
            <>
              {t('register.termsBefore')}
              <NewTabLink href={PLATFORM_LEGAL_PAGES.termsUrl}>{t('register.termsLink')}</NewTabLink>
              {t('register.termsBetween')}
              <NewTabLink href={PLATFORM_LEGAL_PAGES.privacyUrl}>{t('register.privacyLink')}</NewTabLink>
              {t('register.termsAfter')}
            </>
          }
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
          invalidBy={invalidBy('terms')}
        />
        <Button type="submit" isPending={pending}>
          {t('register.submit')}
        </Button>
      </form>
      <AuthLinks links={[{ href: '/login', text: 'register.toLogin' }, FORGOT_PASSWORD, START_PAGE]} />
    </>
  );
}
