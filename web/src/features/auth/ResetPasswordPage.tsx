import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api, sessionStatus } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showSuccess } from '../../components/toast.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
import { useT, type Translate } from '../../i18n/i18n.js';
import { failureMessage, resetProblemFields, validateReset, type ResetField, type ResetProblem } from './auth-rules.js';
import './ResetPasswordPage.css';

const FIELD_LABELS = { new_password: 'reset.newPassword', confirm_password: 'reset.confirmPassword' } as const;

function problemText(t: Translate, problem: ResetProblem): string {
  if (problem.key === 'empty_value') return t('validation.empty_value', { field: t(FIELD_LABELS[problem.field]) });
  return t(`validation.${problem.key}`);
}

export function ResetPasswordPage() {
  useSignals();
  const t = useT();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token');
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [problem, setProblem] = useState<{ message: string; fields: ResetField[] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  useFocusFirstInvalid(form, attempt);
  const loggedIn = sessionStatus.value === 'authenticated';

  const fail = (message: string, fields: ResetField[]) => {
    setProblem({ message, fields });
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateReset({ loggedIn, password, passwordRepeat, token });
    if (invalid) return fail(problemText(t, invalid), resetProblemFields(invalid));
    setProblem(null);
    setPending(true);
    try {
      await api.auth.resetPassword({ password, passwordRepeat, token: token ?? '' });
      showSuccess(t('toast.password_resetted'));
      navigate('/login');
    } catch (failure) {
      fail(failureMessage(failure, t('errors.unexpected')), []);
    } finally {
      setPending(false);
    }
  };

  const invalidBy = (field: ResetField) => (problem?.fields.includes(field) ? alertId : null);
  return (
    <>
      <PageHeader title={t('reset.title')} />
      <p>{t('reset.intro')}</p>
      <form ref={form} className="stack" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <Field label={t('reset.newPassword')} invalidBy={invalidBy('new_password')} required>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('reset.confirmPassword')} invalidBy={invalidBy('confirm_password')} required>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              name="passwordRepeat"
              autoComplete="new-password"
              value={passwordRepeat}
              onChange={(event) => setPasswordRepeat(event.target.value)}
            />
          )}
        </Field>
        <div className="reset-password__actions">
          <Button variant="secondary" onClick={() => navigate('/login')}>
            {t('reset.cancel')}
          </Button>
          <Button type="submit" isPending={pending}>
            {t('reset.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
