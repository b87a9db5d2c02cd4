import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../i18n/i18n.js';
import { Button } from './Button.js';
import { FormAlert } from './FormAlert.js';
import { Modal } from './Modal.js';
import type { SubmitState } from './useSubmit.js';
import './FormDialog.css';

export interface FormDialogProps {
  title: string;
  /** the submit button's text, "Speichern" unless given */
  submitLabel?: string;
  /** the other button's text, "Abbrechen" unless given; it closes the dialog */
  cancelLabel?: string;
  /** open unless told otherwise (for a dialog that stays mounted) */
  isOpen?: boolean;
  onClose: () => void;
  /** the form's useSubmit (or useRecordSave): the running call and the problem its alert shows */
  submitting: SubmitState;
  /** the submit (its button, Enter in a field); not called again while a call runs */
  onSubmit: () => void;
  /** the text above the form's alert */
  intro?: string;
  /** false when the fields show the problem themselves: the form then has no alert */
  alert?: boolean;
  /** under the form (a status line with the server's answer) */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A modal with one form: the submit button in the footer submits it (as does Enter in a field), busy while its call
 * runs; the alert at the top shows what failed, and the fields point at it. "Abbrechen", Escape and a click outside
 * close it.
 */
export function FormDialog({
  title,
  submitLabel,
  cancelLabel,
  isOpen = true,
  onClose,
  submitting,
  onSubmit,
  intro,
  alert = true,
  after,
  children,
}: FormDialogProps) {
  const t = useT();
  const formId = useId();
  const { form, alertId, problem, pending } = submitting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // rendered through a portal, the dialog is still inside the page's form in React's tree (the tenant form's
    // forwarding dialog): its submit must not bubble up and submit that form too
    event.stopPropagation();
    if (!pending) onSubmit();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className="stack" onSubmit={submit} noValidate>
        {intro && <p className="form-dialog__intro">{intro}</p>}
        {alert && <FormAlert id={alertId} message={problem?.message ?? null} />}
        {children}
      </form>
      {after}
    </Modal>
  );
}
