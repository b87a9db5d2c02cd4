import { useState } from 'react';
import { isEmail } from '@contracts/email.js';
import { Field } from '../../components/Field.js';
import { FormDialog } from '../../components/FormDialog.js';
import { showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

/** "Zusammenfassung per E-Mail senden": recipient and an optional message; the server's answer is shown. */
export function SummaryMailDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const submitting = useSubmit<'recipient'>({
    unexpected: t('errors.unexpected'),
    fieldOfCode: (code) => (code === 'EMAIL_INVALID' ? 'recipient' : null),
  });
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');

  const send = () => {
    if (!isEmail(recipient)) return submitting.fail({ message: t('caseFile.summary.invalidEmail'), fields: ['recipient'] });
    void submitting.run(async () => {
      const answer = await api.caseReports.sendSummary(caseFile.id, { recipient: recipient.trim(), message: message.trim() || null });
      showSuccess(answer.message);
      onClose();
    });
  };

  return (
    <FormDialog
      title={t('caseFile.summary.title')}
      submitLabel={t('caseFile.summary.send')}
      intro={t('caseFile.summary.intro')}
      submitting={submitting}
      onSubmit={send}
      onClose={onClose}
    >
      <Field label={t('caseFile.summary.recipient')} invalidBy={submitting.invalidBy('recipient')} required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="email"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <Field label={t('caseFile.summary.message')}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={4}
            maxLength={5000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
