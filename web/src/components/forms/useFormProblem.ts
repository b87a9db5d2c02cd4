import { useEffect, useId, useRef, useState } from 'react';

/** Where the keyboard goes after a failure, by default the first control marked invalid. */
export type FocusTarget<Problem> = (form: HTMLFormElement, problem: Problem) => HTMLElement | null;

const firstInvalid = (form: HTMLFormElement) => form.querySelector<HTMLElement>('[aria-invalid="true"]');

/**
 * The one problem a form shows at a time in its FormAlert (`alertId`), with whatever else the form keeps to
 * mark the fields it concerns. Every failure, a repeated one too, moves the focus into `form` (to `focus`'s
 * choice, by default the first invalid control), so keyboard and screen reader users land where the fix is.
 */
export function useFormProblem<Problem = { message: string }>(focus: FocusTarget<Problem> = firstInvalid) {
  const form = useRef<HTMLFormElement>(null);
  const alertId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const focusRef = useRef(focus);
  focusRef.current = focus;

  useEffect(() => {
    if (attempt > 0 && form.current && problem !== null) focusRef.current(form.current, problem)?.focus();
    // only a new failure moves the focus
  }, [attempt]);

  const fail = (next: Problem) => {
    setProblem(next);
    setAttempt((count) => count + 1);
  };
  const clear = () => setProblem(null);
  return { form, alertId, problem, fail, clear };
}
