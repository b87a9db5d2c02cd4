import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { EmailField } from '../../components/forms/EmailField.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks, START_PAGE } from './AuthLinks.js';

export function ForgotPasswordPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const { form, alertId, problem, fail, pending, run } = useSubmit({ unexpected: t('errors.unexpected') });
  const [email, setEmail] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return fail({ message: t('forgot.emailMissing'), fields: [] });
    await run(async () => {
      const answer = await api.auth.forgotPassword(email.trim());
      showSuccess(answer.message);
      navigate('/login');
    });
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
