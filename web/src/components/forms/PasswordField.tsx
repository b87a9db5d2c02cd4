import { TextField, type TextFieldProps } from './TextField.js';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** tells password managers whether to offer the saved password or to suggest a new one */
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" {...props} />;
}
