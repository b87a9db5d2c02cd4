import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { EmailField } from '../../components/forms/EmailField.js';
import { useFormProblem } from '../../components/forms/useFormProblem.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks, START_PAGE } from './AuthLinks.js';
import { failureMessage } from './auth-rules.js';

export function ForgotPasswordPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const { form, alertId, problem, fail, clear } = useFormProblem();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return fail({ message: t('forgot.emailMissing') });
    clear();
    setPending(true);
    try {
      const answer = await api.auth.forgotPassword(email.trim());
      showSuccess(answer.message);
      navigate('/login');
    } catch (failure) {
      fail({ message: failureMessage(failure, t('errors.unexpected')) });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHeader title={t('forgot.title')} />
      <p>{t('forgot.intro')}</p>
      <form ref={form} className="stack" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <EmailField label={t('common.email')} invalidBy={problem ? alertId : null} required value={email} onChange={setEmail} />
        <Button type="submit" isPending={pending}>
          {t('forgot.submit')}
        </Button>
      </form>
      <AuthLinks links={[{ href: '/login', text: 'forgot.toLogin' }, START_PAGE]} />
    </>
  );
}
