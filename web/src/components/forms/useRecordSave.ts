import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/http.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { showError, showSuccess } from '../toast.js';
import { useFormProblem, type FocusTarget } from './useFormProblem.js';

/** What a failed save shows: a text in the form's alert, and the fields it concerns, marked invalid. */
export interface FormProblem<Field> {
  /** the alert's text; null when the fields tell it themselves (`fieldTexts`) */
  message: string | null;
  fields: readonly Field[];
  /** the text each field shows itself, for a form that names every broken rule at its field */
  fieldTexts?: ReadonlyMap<Field, string>;
}

/** A rule the values break, as the rules of a form name it: its message and the field or fields it concerns. */
export interface BrokenRule<Field> {
  messageKey: MessageKey;
  /** the label filled into the message's {field} */
  labelKey?: MessageKey;
  field?: Field | null;
  fields?: readonly Field[];
}

export interface RecordSaveOptions<Field, Saved, Action> {
  /** where a saved record returns to */
  listHref: string;
  /** the first rule the values break (or, told at the fields, every one), checked before anything is sent */
  validate: (action: Action) => BrokenRule<Field> | FormProblem<Field> | null;
  save: (action: Action) => Promise<Saved>;
  /** the success toast */
  savedMessage: (saved: Saved, action: Action) => string;
  /** what follows the toast, instead of the return to the list (which it may still take) */
  afterSave?: (saved: Saved, action: Action, backToList: () => void) => void | Promise<void>;
  /** the field a refusal of the server concerns, by its error code; without it the refusal marks none */
  fieldOfCode?: (code: string | null, message: string) => Field | null;
  /** a failure shown otherwise than the server's message in the alert: as this problem, or as an error toast (null: as usual) */
  failure?: (error: unknown, action: Action) => FormProblem<Field> | 'toast' | null;
  /** where the keyboard goes after a failure, by default the first control marked invalid */
  focus?: FocusTarget<FormProblem<Field>>;
  /** the action of the form's submit (Speichern, or Enter in a field); forms with one save action need none */
  submitAction?: Action;
}

/**
 * The saves of a record form, one action or several (publish or keep as a draft, approve an account …): the
 * values are checked first, then sent, one save at a time; a refusal shows the server's message (an
 * unexpected failure a generic one) in the form's alert, a success its toast and returns to the list.
 */
export function useRecordSave<Field, Saved, Action = void>(options: RecordSaveOptions<Field, Saved, Action>) {
  const { listHref, validate, save, savedMessage, afterSave, fieldOfCode, failure, focus, submitAction } = options;
  const t = useT();
  const [, navigate] = useLocation();
  const { form, alertId, problem, fail, clear } = useFormProblem<FormProblem<Field>>(focus);
  const [running, setRunning] = useState<{ action: Action } | null>(null);

  const problemOf = (invalid: BrokenRule<Field> | FormProblem<Field>): FormProblem<Field> => {
    if (!('messageKey' in invalid)) return invalid;
    const message = t(invalid.messageKey, invalid.labelKey ? { field: t(invalid.labelKey) } : undefined);
    const field = invalid.field ?? null;
    return { message, fields: invalid.fields ?? (field === null ? [] : [field]) };
  };

  const failed = (error: unknown, action: Action) => {
    const shown = failure?.(error, action);
    if (shown === 'toast') return showError(error);
    if (shown) return fail(shown);
    if (error instanceof ApiError && error.message) {
      const field = fieldOfCode?.(error.code, error.message) ?? null;
      return fail({ message: error.message, fields: field === null ? [] : [field] });
    }
    console.error(error);
    fail({ message: t('errors.unexpected'), fields: [] });
  };

  const saveAs = async (action: Action) => {
    if (running) return;
    const invalid = validate(action);
    if (invalid) return fail(problemOf(invalid));
    clear();
    setRunning({ action });
    let saved: Saved;
    try {
      saved = await save(action);
    } catch (error) {
      setRunning(null);
      return failed(error, action);
    }
    showSuccess(savedMessage(saved, action));
    const backToList = () => navigate(listHref);
    try {
      await (afterSave ? afterSave(saved, action, backToList) : backToList());
    } finally {
      setRunning(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // a form with one save action has no action to name (Action is void)
    return saveAs(submitAction as Action);
  };

  const invalidBy = (field: Field) => (problem?.fields.includes(field) ? alertId : null);
  const errorOf = (field: Field) => problem?.fieldTexts?.get(field) ?? null;
  return {
    form,
    alertId,
    problem,
    clear,
    pending: running !== null,
    pendingAction: running?.action ?? null,
    submit,
    saveAs,
    invalidBy,
    errorOf,
  };
}
