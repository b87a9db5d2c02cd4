import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showSuccess } from '../../components/toast.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks } from './AuthLinks.js';
import { failureMessage } from './auth-rules.js';

export function ForgotPasswordPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const fail = (message: string) => {
    setError(message);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return fail(t('forgot.emailMissing'));
    setError(null);
    setPending(true);
    try {
      const answer = await api.auth.forgotPassword(email.trim());
      showSuccess(answer.message);
      navigate('/login');
    } catch (failure) {
      fail(failureMessage(failure, t('errors.unexpected')));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHeader title={t('forgot.title')} />
      <p>{t('forgot.intro')}</p>
      <form ref={form} className="stack" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={error} />
        <Field label={t('common.email')} invalidBy={error ? alertId : null} required>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" isPending={pending}>
          {t('forgot.submit')}
        </Button>
      </form>
      <AuthLinks>
        <li>
          <Link href="/login">{t('forgot.toLogin')}</Link>
        </li>
        <li>
          <Link href="/">{t('common.startPage')}</Link>
        </li>
      </AuthLinks>
    </>
  );
}
