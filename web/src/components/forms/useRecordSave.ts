import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { showError, showSuccess } from '../toast.js';
import { type FormProblem, type SubmitOptions, useSubmit } from '../useSubmit.js';

/** A rule the values break, as the rules of a form name it: its message and the field or fields it concerns. */
export interface BrokenRule<Field> {
  messageKey: MessageKey;
  /** the label filled into the message's {field} */
  labelKey?: MessageKey;
  field?: Field | null;
  fields?: readonly Field[];
}

export interface RecordSaveOptions<Field, Saved, Action> extends Omit<SubmitOptions<Field>, 'unexpected'> {
  /** where a saved record returns to */
  listHref: string;
  /** the first rule the values break (or, told at the fields, every one), checked before anything is sent */
  validate: (action: Action) => BrokenRule<Field> | FormProblem<Field> | null;
  save: (action: Action) => Promise<Saved>;
  /** the success toast */
  savedMessage: (saved: Saved, action: Action) => string;
  /** what follows the toast, instead of the return to the list (which it may still take) */
  afterSave?: (saved: Saved, action: Action, backToList: () => void) => void | Promise<void>;
  /** a failure shown otherwise than the server's message in the alert: as this problem, or as an error toast (null: as usual) */
  failure?: (error: unknown, action: Action) => FormProblem<Field> | 'toast' | null;
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
  const submitting = useSubmit<Field, Action>({ unexpected: t('errors.unexpected'), fieldOfCode, focus });
  const { pending, run, fail, failed } = submitting;

  const problemOf = (invalid: BrokenRule<Field> | FormProblem<Field>): FormProblem<Field> => {
    if (!('messageKey' in invalid)) return invalid;
    const message = t(invalid.messageKey, invalid.labelKey ? { field: t(invalid.labelKey) } : undefined);
    const field = invalid.field ?? null;
    return { message, fields: invalid.fields ?? (field === null ? [] : [field]) };
  };

  const saveAs = async (action: Action) => {
    if (pending) return;
    const invalid = validate(action);
    if (invalid) return fail(problemOf(invalid));
    await run(
      async () => {
        const saved = await save(action);
        showSuccess(savedMessage(saved, action));
        const backToList = () => navigate(listHref);
        await (afterSave ? afterSave(saved, action, backToList) : backToList());
      },
      (error) => {
        const shown = failure?.(error, action);
        if (shown === 'toast') showError(error);
        else if (shown) fail(shown);
        else failed(error);
      },
      action,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // a form with one save action has no action to name (Action is void)
    return saveAs(submitAction as Action);
  };

  return { ...submitting, pendingAction: submitting.running, submit, saveAs };
}
