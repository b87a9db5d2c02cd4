import { useId, type ReactNode } from 'react';
import './Field.css';

/** What a Field hands its control so label, hint and error are wired up. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** this field's own error message, shown under the control */
  error?: string | null;
  /** id of a message shown elsewhere (such as the form's alert) that explains why this field is invalid */
  invalidBy?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A label, optional hint and error around one control (the render prop receives the ARIA wiring). */
export function Field({ label, error, invalidBy, hint, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId, invalidBy].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId ?? undefined}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error || invalidBy ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <p className="field__error" id={errorId ?? undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
