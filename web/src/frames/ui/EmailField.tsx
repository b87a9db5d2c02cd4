import type { ReactNode, Ref } from 'react';
import '../../components/Field.css';

export interface EmailFieldProps {
  /** the input's id; its hint is `${id}-hint` */
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
  /** the text that says what is wrong, read after the hint while the value is invalid */
  errorId?: string | null;
  /** below the input: the field's own error line, where it has one */
  children?: ReactNode;
}

/** The reporter's optional e-mail address in a frame's form: one field, the same on the wizard and the feedback form. */
export function EmailField({ id, label, hint, value, onChange, onBlur, inputRef, invalid, errorId, children }: EmailFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        className="input"
        type="email"
        autoComplete="email"
        inputMode="email"
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, invalid && errorId].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {children}
    </div>
  );
}
