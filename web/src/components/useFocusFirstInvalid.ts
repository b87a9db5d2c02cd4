import { useEffect, type RefObject } from 'react';

/** After a failed submit, moves the focus to the first control marked invalid inside the form. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
