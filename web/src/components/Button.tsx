import type { ButtonHTMLAttributes } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** a request started by this button is running: announced as busy, further clicks are ignored */
  isPending?: boolean;
}

/** A native button (so Enter in a form submits) in the theme's variants; type defaults to "button". */
export function Button({ variant = 'primary', isPending = false, type = 'button', className, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      aria-busy={isPending || undefined}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
