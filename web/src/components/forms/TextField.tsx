import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, type ControlProps } from '../Field.js';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps | 'value' | 'onChange' | 'required'>;

export interface TextFieldProps extends InputAttributes {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** this field's own error message, shown under the input */
  error?: string | null;
  /** id of the form's alert when it explains why this field is invalid */
  invalidBy?: string | null;
  /** announced as required; the form's own checks decide, not the browser's */
  required?: boolean;
}

/** One text input with its label, hint and error (a Field around an <input className="input">). */
export function TextField({ label, value, onChange, hint, error, invalidBy, required, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} invalidBy={invalidBy} required={required}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={className ? `input ${className}` : 'input'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
