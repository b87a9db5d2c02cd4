import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api, sessionStatus } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { PasswordField } from '../../components/forms/PasswordField.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT, type Translate } from '../../i18n/i18n.js';
import { resetProblemFields, validateReset, type ResetField, type ResetProblem } from './auth-rules.js';
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
  const { form, alertId, problem, fail, pending, run, invalidBy } = useSubmit<ResetField>({ unexpected: t('errors.unexpected') });
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const loggedIn = sessionStatus.value === 'authenticated';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateReset({ loggedIn, password, passwordRepeat, token });
    if (invalid) return fail({ message: problemText(t, invalid), fields: resetProblemFields(invalid) });
    await run(async () => {
      await api.auth.resetPassword({ password, passwordRepeat, token: token ?? '' });
      showSuccess(t('toast.password_resetted'));
      navigate('/login');
    });
  };

  return (
    <>
      <PageHeader title={t('reset.title')} />
      <p>{t('reset.intro')}</p>
      <form ref={form} className="stack" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <PasswordField
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          invalidBy={invalidBy('new_password')}
          required
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          name="passwordRepeat"
          autoComplete="new-password"
          invalidBy={invalidBy('confirm_password')}
          required
          value={passwordRepeat}
          onChange={setPasswordRepeat}
        />
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
