import { useState } from 'react';
import type { BroadcastSend } from '@contracts/broadcast.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { TextField } from '../../components/forms/TextField.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { SendDialog } from './SendDialog.js';
import '../../components/forms/form-layout.css';
import './broadcast.css';

/**
 * /create-broadcast (super admin, docs/product/super-admin.md#broadcast): 'Betreff und Titel' and the text. 'Test
 * senden' mails the sender and shows the server's answer; 'Speichern' asks in 'Broadcast abschicken' before the mail
 * goes to every correspondent whose address is not blocked. Both need a text.
 */
export function BroadcastPage() {
  const t = useT();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const { pending: testing, run } = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const content: BroadcastSend = { subject: subject.trim(), message: message.trim() };
  const empty = content.message === '';

  const sendTest = () => run(async () => showSuccess((await api.broadcast.test(content)).message), showError);

  const sent = (recipients: number) => {
    setConfirming(false);
    setSubject('');
    setMessage('');
    showSuccess(t('broadcast.sent', { count: recipients }));
  };

  return (
    <>
      <PageHeader title={t('page.createBroadcast')} />
      <Card title={t('broadcast.card')}>
        <div className="stack">
          <p className="broadcast__intro">{t('broadcast.intro')}</p>
          <TextField
            label={t('broadcast.subject')}
            hint={t('broadcast.subjectHint')}
            type="text"
            maxLength={300}
            autoComplete="off"
            value={subject}
            onChange={setSubject}
          />
          <Field label={t('broadcast.message')} hint={t('broadcast.messageHint')} required>
            {(control) => (
              <textarea
                {...control}
                className="input broadcast__message"
                rows={10}
                maxLength={50_000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="form-buttons">
          <Button variant="secondary" disabled={empty || testing} isPending={testing} onClick={() => void sendTest()}>
            {t('broadcast.test')}
          </Button>
          <Button disabled={empty} onClick={() => setConfirming(true)}>
            {t('broadcast.save')}
          </Button>
        </div>
        {testing && <Loading label={t('broadcast.testing')} />}
      </Card>
      {confirming && (
        <SendDialog
          content={content}
          onSent={sent}
          onFailed={(error) => {
            setConfirming(false);
            showError(error);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
