import { useId, useRef, useState, type FormEvent } from 'react';
import { isEmail } from '@contracts/common.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { Modal } from '../../components/Modal.js';
import { showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

/** "Zusammenfassung per E-Mail senden": recipient and an optional message; the server's answer is shown. */
export function SummaryMailDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const formId = useId();
  const alertId = useId();
  const recipientField = useRef<HTMLInputElement>(null);
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ text: string; recipient: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!isEmail(recipient)) {
      setProblem({ text: t('caseFile.summary.invalidEmail'), recipient: true });
      recipientField.current?.focus();
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const answer = await api.caseReports.sendSummary(caseFile.id, { recipient: recipient.trim(), message: message.trim() || null });
      showSuccess(answer.message);
      onClose();
    } catch (error) {
      console.error(error);
      setPending(false);
      const text = error instanceof ApiError && error.message ? error.message : t('errors.unexpected');
      setProblem({ text, recipient: error instanceof ApiError && error.code === 'EMAIL_INVALID' });
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('caseFile.summary.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {t('caseFile.summary.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <p className="case-file__dialog-text">{t('caseFile.summary.intro')}</p>
        <FormAlert id={alertId} message={problem?.text ?? null} />
        <Field label={t('caseFile.summary.recipient')} invalidBy={problem?.recipient ? alertId : null} required>
          {(control) => (
            <input
              {...control}
              ref={recipientField}
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
      </form>
    </Modal>
  );
}
