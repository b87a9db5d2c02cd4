import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../components/Button.js';
import { Modal } from '../components/Modal.js';
import { useT } from '../i18n/i18n.js';
import { sessionExpired } from '../session/session.js';

/**
 * The inactivity message (docs/product/accounts-and-roles.md#session-check-and-inactivity); it stays until the
 * page is reloaded.
 */
export function InactivityDialog() {
  useSignals();
  const t = useT();
  return (
    <Modal
      isOpen={sessionExpired.value}
      isDismissable={false}
      role="alertdialog"
      title={t('session.expiredTitle')}
      footer={
        <Button onClick={() => window.location.reload()} autoFocus>
          {t('session.reload')}
        </Button>
      }
    >
      <p>{t('session.inactivity')}</p>
    </Modal>
  );
}
