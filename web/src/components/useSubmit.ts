import { useRef, useState } from 'react';
import { ApiError } from '../api/http.js';
import { type FocusTarget, useFormProblem } from './forms/useFormProblem.js';

// The one submit flow of both bundles: the frames bundle imports it too, so this file imports nothing of the back
// office (no toasts, no texts, no session), like useLoaded.

/** What a failed submit shows: a text in the form's alert, and the fields it concerns, marked invalid. */
export interface FormProblem<Field> {
  /** the alert's text; null when the fields tell it themselves (`fieldTexts`) */
  message: string | null;
  fields: readonly Field[];
  /** the text each field shows itself, for a form that names every broken rule at its field */
  fieldTexts?: ReadonlyMap<Field, string>;
}

/**
 * The text of a failed call: the server's German message; without one (no answer, a bug, an answer without a
 * message: docs/product/README.md#errors) the failure is logged for diagnosis and `fallback` is shown.
 */
export function failureMessage<Fallback extends string | null>(error: unknown, fallback: Fallback): string | Fallback {
  if (error instanceof ApiError && error.message) return error.message;
  console.error(error);
  return fallback;
}

export interface SubmitOptions<Field> {
  /** the alert's text for a failure without the server's message (no answer, a bug) */
  unexpected?: string;
  /** the field a refusal of the server concerns, by its error code; without it the refusal marks none */
  fieldOfCode?: (code: string | null, message: string) => Field | null;
  /** where the keyboard goes after a failure, by default the first control marked invalid */
  focus?: FocusTarget<FormProblem<Field>>;
}

/**
 * A form's submit (or any call a button starts): one call at a time, a repeat while one runs (a double click,
 * Enter twice) is ignored; `pending` while it runs, and `running` says which of several it is (`run`'s `tag`).
 * The form's problem (useFormProblem) is cleared when a call starts. A failure shows in the form's alert as the
 * server's German message (else `unexpected`), at the field `fieldOfCode` names, unless `run` is given its own
 * `onFailure` (an error toast, a text of its own).
 */
export function useSubmit<Field = never, Tag = never>(options: SubmitOptions<Field> = {}) {
  const { unexpected, fieldOfCode, focus } = options;
  const { form, alertId, problem, fail, clear } = useFormProblem<FormProblem<Field>>(focus);
  const [running, setRunning] = useState<{ tag?: Tag } | null>(null);
  // set at once, not at the next render: a second submit in the same moment is ignored too
  const busy = useRef(false);

  /** Shows a failed call in the form's alert, as the server said it. */
  const failed = (error: unknown) => {
    const message = failureMessage(error, unexpected ?? null);
    const field = error instanceof ApiError && error.message ? (fieldOfCode?.(error.code, error.message) ?? null) : null;
    fail({ message, fields: field === null ? [] : [field] });
  };

  /** Runs `work` unless a call is running; true when it went through, false when it failed or was ignored. */
  const run = async (work: () => Promise<unknown>, onFailure: (error: unknown) => void = failed, tag?: Tag): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    clear();
    setRunning({ tag });
    try {
      await work();
      return true;
    } catch (error) {
      onFailure(error);
      return false;
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  const invalidBy = (field: Field) => (problem?.fields.includes(field) ? alertId : null);
  const errorOf = (field: Field) => problem?.fieldTexts?.get(field) ?? null;
  return {
    form,
    alertId,
    problem,
    fail,
    clear,
    failed,
    pending: running !== null,
    running: running?.tag ?? null,
    run,
    invalidBy,
    errorOf,
  };
}

/** What a form component needs of its useSubmit to show it: the form, its alert and problem, the pending call. */
export type SubmitState = Pick<ReturnType<typeof useSubmit>, 'form' | 'alertId' | 'pending'> & {
  problem: { message: string | null } | null;
};
