import { TextField, type TextFieldProps } from './TextField.js';

/** An e-mail input; its type and autocomplete let browsers and assistive technology fill it in (WCAG 1.3.5). */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" name="email" autoComplete="email" {...props} />;
}
