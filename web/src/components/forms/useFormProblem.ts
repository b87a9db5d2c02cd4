import { useId, useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid.js';

/**
 * The one problem a form shows at a time in its FormAlert (`alertId`), with whatever else the form keeps to
 * mark the fields it concerns. Every failure, a repeated one too, moves the focus to the first invalid control
 * of `form`, so keyboard and screen reader users land where the fix is.
 */
export function useFormProblem<Problem extends { message: string } = { message: string }>() {
  const form = useRef<HTMLFormElement>(null);
  const alertId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);

  const fail = (next: Problem) => {
    setProblem(next);
    setAttempt((count) => count + 1);
  };
  const clear = () => setProblem(null);
  return { form, alertId, problem, fail, clear };
}
