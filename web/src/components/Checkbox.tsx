import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  /** id of the message that explains why this box must be ticked */
  invalidBy?: string | null;
}

/** A native checkbox with its label to the right. */
export function Checkbox({ label, invalidBy, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        {...rest}
        type="checkbox"
        id={id}
        className="checkbox__input"
        aria-invalid={invalidBy ? true : undefined}
        aria-describedby={invalidBy ?? undefined}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
