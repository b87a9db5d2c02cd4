import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  /** what ticking the box means, under its label (read after the label by screen readers) */
  hint?: ReactNode;
  /** id of the message that explains why this box must be ticked */
  invalidBy?: string | null;
}

/** A native checkbox with its label to the right. */
export function Checkbox({ label, hint, invalidBy, ...rest }: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, invalidBy].filter(Boolean).join(' ');
  const labelElement = (
    <label className="checkbox__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className="checkbox">
      <input
        {...rest}
        type="checkbox"
        id={id}
        className="checkbox__input"
        aria-invalid={invalidBy ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <div className="checkbox__text">
          {labelElement}
          <p className="field__hint checkbox__hint" id={hintId}>
            {hint}
          </p>
        </div>
      ) : (
        labelElement
      )}
    </div>
  );
}
