import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/http.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { showSuccess } from '../toast.js';
import { useFormProblem } from './useFormProblem.js';

/** The message a form shows and the field it marks invalid (none for a problem no field can fix). */
export interface FieldProblem<Field> {
  message: string;
  field: Field | null;
}

export interface RecordSaveOptions<Field, Saved> {
  /** where a saved record returns to */
  listHref: string;
  /** the first rule the values break, checked before anything is sent */
  validate: () => { messageKey: MessageKey; field: Field } | null;
  save: () => Promise<Saved>;
  /** the success toast */
  savedMessage: (saved: Saved) => string;
  /** the field a refusal of the server concerns, by its error code; without it the refusal marks none */
  fieldOfCode?: (code: string | null) => Field | null;
}

/**
 * Speichern of a record form: the values are checked first, then sent; a refusal shows the server's message
 * (an unexpected failure a generic one) in the form's alert, a success its toast and returns to the list.
 */
export function useRecordSave<Field, Saved>({ listHref, validate, save, savedMessage, fieldOfCode }: RecordSaveOptions<Field, Saved>) {
  const t = useT();
  const [, navigate] = useLocation();
  const { form, alertId, problem, fail, clear } = useFormProblem<FieldProblem<Field>>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validate();
    if (invalid) return fail({ message: t(invalid.messageKey), field: invalid.field });
    clear();
    setPending(true);
    let saved: Saved;
    try {
      saved = await save();
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.message) return fail({ message: error.message, field: fieldOfCode?.(error.code) ?? null });
      console.error(error);
      return fail({ message: t('errors.unexpected'), field: null });
    }
    showSuccess(savedMessage(saved));
    navigate(listHref);
  };

  const invalidBy = (field: Field) => (problem?.field === field ? alertId : null);
  return { form, alertId, problem, clear, pending, submit, invalidBy };
}
