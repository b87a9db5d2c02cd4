import { useState } from 'react';
import type { BroadcastSend } from '@contracts/broadcast.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Modal } from '../../components/Modal.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

/** A random key for one sending intent (getRandomValues also works where randomUUID needs a secure context). */
const intentKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export interface SendDialogProps {
  content: BroadcastSend;
  onSent: (recipients: number) => void;
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}

/**
 * 'Broadcast abschicken': asks whether to send to all tenants. While the call runs both buttons are disabled,
 * the dialog stays open and shows its progress; the key made when the dialog opened goes with the call, so a
 * repeat of this one intent is queued once by the server.
 */
export function SendDialog({ content, onSent, onFailed, onCancel }: SendDialogProps) {
  const t = useT();
  const [idempotencyKey] = useState(intentKey);
  const { pending: sending, run } = useSubmit();

  const send = () => run(async () => onSent((await api.broadcast.send(content, idempotencyKey)).recipients), onFailed);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !sending) onCancel();
      }}
      isDismissable={!sending}
      title={t('broadcast.dialogTitle')}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={sending} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={sending} isPending={sending}>
            {t('broadcast.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('broadcast.dialogQuestion')}</p>
      {sending && <Loading label={t('broadcast.sending')} />}
    </Modal>
  );
}
