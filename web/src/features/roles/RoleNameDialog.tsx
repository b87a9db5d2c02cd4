import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n/i18n.js';

export interface RoleNameDialogProps {
  title: string;
  initialName?: string;
  /** saves the trimmed name; a rejection (such as a name already taken) is shown at the field */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** The create and rename modal: a name field; an empty name saves nothing (specification §5). */
export function RoleNameDialog({ title, initialName = '', onSave, onClose }: RoleNameDialogProps) {
  const t = useT();
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    if (!trimmed) return fail(t('roles.nameEmpty'));
    setError(null);
    setPending(true);
    try {
      await onSave(trimmed);
    } catch (failure) {
      console.error(failure);
      setPending(false);
      fail(failure instanceof ApiError && failure.message ? failure.message : t('errors.unexpected'));
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label={t('roles.name')} error={error} required>
          {(control) => (
            <input
              {...control}
              ref={input}
              className="input"
              name="name"
              autoComplete="off"
              maxLength={100}
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
