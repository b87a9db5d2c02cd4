import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@contracts/user.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

/**
 * Reset password and delete: only for a saved user; before the first save the card says why not
 * (docs/product/accounts-and-roles.md#deleting-a-user-and-the-main-account). Deleting a tenant's main account deletes
 * the tenant's users too, so it warns.
 */
export function UserActions({ user }: { user: User | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const hintId = useId();
  const reset = useSubmit();
  const deletion = useSubmit();
  const [confirming, setConfirming] = useState(false);

  if (!user) {
    return (
      <Card title={t('users.actions.title')}>
        <p>{t('users.actions.unsaved')}</p>
      </Card>
    );
  }

  const resetPassword = () => reset.run(async () => showSuccess((await api.users.sendPasswordReset(user.id)).message), showError);

  const remove = () =>
    deletion.run(
      async () => {
        await api.users.remove(user.id);
        showSuccess(t('users.toast.deleted', { name: user.fullname }));
        navigate('/users');
      },
      (error) => {
        showError(error);
        setConfirming(false);
      },
    );

  const mainAccount = user.tenant.mainAccount === user.id;
  return (
    <Card title={t('users.actions.title')}>
      <div className="user-actions">
        <div className="user-actions__item">
          <Button variant="secondary" onClick={() => void resetPassword()} isPending={reset.pending} aria-describedby={hintId}>
            {t('users.actions.resetPassword')}
          </Button>
          <p className="field__hint" id={hintId}>
            {t('users.actions.resetPasswordHint')}
          </p>
        </div>
        <div className="user-actions__item">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('users.actions.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('users.actions.delete')}
        confirmLabel={t('users.actions.deleteConfirm')}
        destructive
        isPending={deletion.pending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('users.actions.deleteQuestion', { name: user.fullname })}</p>
        {mainAccount && (
          <p className="user-actions__warning">
            <strong>{t('users.actions.mainAccountWarning', { name: user.fullname, tenant: user.tenantName })}</strong>
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
