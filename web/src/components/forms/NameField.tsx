import { TextField } from './TextField.js';

export interface NameFieldProps {
  label: string;
  value: string;
  onChange: (name: string) => void;
  invalidBy: string | null;
}

/** The required name of a record (promotion, survey, category …); 200 characters are what the server accepts. */
export function NameField({ label, value, onChange, invalidBy }: NameFieldProps) {
  return (
    <TextField
      label={label}
      invalidBy={invalidBy}
      required
      type="text"
      name="name"
      maxLength={200}
      autoComplete="off"
      value={value}
      onChange={onChange}
    />
  );
}
