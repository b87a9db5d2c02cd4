import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { Modal } from '../../components/Modal.js';
import { showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

/** "An zuständige Gemeinde übermitteln" (super admin): the case by mail, with an accompanying text. */
export function ForwardDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const formId = useId();
  const alertId = useId();
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setProblem(null);
    setPending(true);
    try {
      await api.caseReports.forwardToMunicipality(caseFile.id, { description: description.trim() || null });
      showSuccess(t('caseFile.toast.forwarded'));
      onClose();
    } catch (error) {
      console.error(error);
      setPending(false);
      setProblem(error instanceof ApiError && error.message ? error.message : t('errors.unexpected'));
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('caseFile.forward.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {t('caseFile.forward.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit}>
        <p className="case-file__dialog-text">{t('caseFile.forward.intro')}</p>
        <FormAlert id={alertId} message={problem} />
        <Field label={t('caseFile.forward.description')}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={4}
              maxLength={5000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              autoFocus
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
