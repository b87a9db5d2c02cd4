import { useEffect, useState, type FormEvent } from 'react';
import type { User } from '@contracts/user.js';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../api/http.js';
import { landingRoute, safeRoutingTarget } from '../../session/landing.js';
import { api, logIn, resumeSession } from '../../session/session.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { EmailField } from '../../components/forms/EmailField.js';
import { PasswordField } from '../../components/forms/PasswordField.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { PENDING_APPROVAL } from './PendingPage.js';
import { AuthLinks, FORGOT_PASSWORD, REGISTER, START_PAGE } from './AuthLinks.js';
import { loginFailure } from './auth-rules.js';

export function LoginPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { form, alertId, problem, fail, pending, run } = useSubmit();
  const [mail, setMail] = useState('');
  const [password, setPassword] = useState('');

  const target = safeRoutingTarget(new URLSearchParams(search).get('routingTarget'));

  // After login: the requested page with a full reload (docs/product/accounts-and-roles.md#landing-page-after-login),
  // else the first landing page.
  const proceed = (user: User) => {
    if (target) window.location.assign(target);
    else navigate(landingRoute(user.allRights), { replace: true });
  };

  // On open: a session the server still knows logs in without the form (the router then moves on). Not
  // useLoaded: nothing shows what the check answers, the session signals follow from resuming.
  useEffect(() => {
    api.auth
      .state()
      .then(async (state) => {
        if (state.authenticated) await resumeSession();
      })
      .catch((failure: unknown) => console.error(failure));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!mail.trim() || !password) return fail({ message: t('errors.fillAllFields'), fields: [] });
    await run(
      async () => proceed(await logIn(mail.trim(), password)),
      (failure) => {
        if (failure instanceof ApiError && failure.status === 409) return navigate(PENDING_APPROVAL);
        const outcome = loginFailure(failure);
        fail({ message: outcome === 'invalidCredentials' ? t('login.invalidCredentials') : outcome.serverMessage, fields: [] });
      },
    );
  };

  const invalidBy = problem ? alertId : null;
  return (
    <>
      <PageHeader title={t('login.title')} />
      <p>{t('login.intro')}</p>
      <form ref={form} className="stack" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <EmailField
          label={t('common.email')}
          name="mail"
          autoComplete="username"
          invalidBy={invalidBy}
          required
          value={mail}
          onChange={setMail}
        />
        <PasswordField
          label={t('common.password')}
          name="password"
          autoComplete="current-password"
          invalidBy={invalidBy}
          required
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" isPending={pending}>
          {t('login.submit')}
        </Button>
      </form>
      <AuthLinks links={[FORGOT_PASSWORD, REGISTER, START_PAGE]} />
    </>
  );
}
