import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@contracts/user.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

/**
 * Reset password and delete: only for a saved user; before the first save the card says why not
 * (specification §2). Deleting a tenant's main account deletes the tenant's users too, so it warns.
 */
export function UserActions({ user }: { user: User | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const hintId = useId();
  const [resetting, setResetting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (!user) {
    return (
      <Card title={t('users.actions.title')}>
        <p>{t('users.actions.unsaved')}</p>
      </Card>
    );
  }

  const resetPassword = async () => {
    setResetting(true);
    try {
      showSuccess((await api.users.sendPasswordReset(user.id)).message);
    } catch (error) {
      showError(error);
    } finally {
      setResetting(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await api.users.remove(user.id);
      showSuccess(t('users.toast.deleted', { name: user.fullname }));
      navigate('/users');
    } catch (error) {
      showError(error);
      setDeleting(false);
      setConfirming(false);
    }
  };

  const mainAccount = user.tenant.mainAccount === user.id;
  return (
    <Card title={t('users.actions.title')}>
      <div className="user-actions">
        <div className="user-actions__item">
          <Button variant="secondary" onClick={() => void resetPassword()} isPending={resetting} aria-describedby={hintId}>
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
        isPending={deleting}
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
