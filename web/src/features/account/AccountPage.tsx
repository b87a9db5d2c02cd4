import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';

/**
 * "Mein Konto": what every logged-in user decides for themselves. The reminder choice is saved as it is ticked (one
 * box, no form to submit); a failure keeps the box as it was and says why.
 */
export function AccountPage() {
  const t = useT();
  const reminders = useLoaded(() => api.reminders.own(), currentUser.value?.id ?? null);
  const { pending: saving, run } = useSubmit();

  const choose = (enabled: boolean) =>
    run(async () => {
      const saved = await api.reminders.setOwn({ enabled });
      reminders.update(() => saved);
      showSuccess(t(saved.enabled ? 'users.account.remindersOn' : 'users.account.remindersOff'));
    }, showError);

  return (
    <>
      <PageHeader title={t('users.account.title')} />
      <Card title={t('users.account.remindersCard')}>
        {reminders.state === 'ready' ? (
          <Checkbox
            label={t('users.account.reminders')}
            hint={t('users.account.remindersHint')}
            checked={reminders.value.enabled}
            aria-busy={saving || undefined}
            disabled={saving}
            onChange={(event) => void choose(event.target.checked)}
          />
        ) : reminders.state === 'failed' ? (
          <p role="alert">{reminders.message ?? t('errors.unexpected')}</p>
        ) : (
          <Loading />
        )}
      </Card>
    </>
  );
}
