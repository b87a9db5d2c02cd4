import { useState } from 'react';
import { Field } from '../../components/Field.js';
import { FormDialog } from '../../components/FormDialog.js';
import { showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

/** "An zuständige Gemeinde übermitteln" (super admin): the case by mail, with an accompanying text. */
export function ForwardDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const submitting = useSubmit({ unexpected: t('errors.unexpected') });
  const [description, setDescription] = useState('');

  const forward = () =>
    void submitting.run(async () => {
      await api.caseReports.forwardToMunicipality(caseFile.id, { description: description.trim() || null });
      showSuccess(t('caseFile.toast.forwarded'));
      onClose();
    });

  return (
    <FormDialog
      title={t('caseFile.forward.title')}
      submitLabel={t('caseFile.forward.submit')}
      intro={t('caseFile.forward.intro')}
      submitting={submitting}
      onSubmit={forward}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
