import { useState } from 'react';
import { Field } from '../../components/Field.js';
import { FormDialog } from '../../components/FormDialog.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';

export interface RoleNameDialogProps {
  title: string;
  initialName?: string;
  /** saves the trimmed name; a rejection (such as a name already taken) is shown at the field */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The create and rename modal: a name field; an empty name saves nothing
 * (docs/product/accounts-and-roles.md#role-validation-rules).
 */
export function RoleNameDialog({ title, initialName = '', onSave, onClose }: RoleNameDialogProps) {
  const t = useT();
  const submitting = useSubmit({ unexpected: t('errors.unexpected') });
  const [name, setName] = useState(initialName);

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return submitting.fail({ message: t('roles.nameEmpty'), fields: [] });
    void submitting.run(() => onSave(trimmed));
  };

  return (
    <FormDialog title={title} alert={false} submitting={submitting} onSubmit={save} onClose={onClose}>
      <Field label={t('roles.name')} error={submitting.problem?.message} required>
        {(control) => (
          <input
            {...control}
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
    </FormDialog>
  );
}
