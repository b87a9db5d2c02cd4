import type { ReactNode } from 'react';
import { Checkbox } from '../../components/Checkbox.js';
import { Field } from '../../components/Field.js';
import { TextField as InputField } from '../../components/forms/TextField.js';
import { ImageUpload } from '../../components/image-upload/ImageUpload.js';
import { api } from '../../session/session.js';

/** A label with the visible required marker (the control itself carries aria-required). */
export function RequiredLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="tenant-form__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalidBy?: string | null;
  type?: 'text' | 'email';
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  hint?: ReactNode;
  multiline?: boolean;
}

/** One labelled text input (or textarea) of the tenant form. */
export function TextField({
  label,
  value,
  onChange,
  required,
  invalidBy,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  hint,
  multiline,
}: TextFieldProps) {
  const labelled = <RequiredLabel label={label} required={required} />;
  if (!multiline) {
    return (
      <InputField
        label={labelled}
        invalidBy={invalidBy}
        hint={hint}
        required={required}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
      />
    );
  }
  return (
    <Field label={labelled} invalidBy={invalidBy} hint={hint} required={required}>
      {(control) => (
        <textarea
          {...control}
          className="input tenant-form__textarea"
          rows={4}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface CheckboxGroupOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  legend: string;
  options: CheckboxGroupOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  required?: boolean;
  invalidBy?: string | null;
  hint?: string;
}

/** A fieldset of checkboxes choosing several values (module lists). */
export function CheckboxGroup({ legend, options, selected, onChange, required, invalidBy, hint }: CheckboxGroupProps) {
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((other) => other !== value));
  return (
    <fieldset className="tenant-form__group">
      <legend className="field__label">
        <RequiredLabel label={legend} required={required} />
      </legend>
      {hint && <p className="field__hint">{hint}</p>}
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={selected.includes(option.value)}
          disabled={option.disabled}
          invalidBy={invalidBy}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}

/** One image of the tenant (crest, banner, background) as the shared upload widget with at most one image. */
export function SingleImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (name: string | null) => void;
}) {
  return (
    <ImageUpload label={label} max={1} api={api.files} value={value ? [value] : []} onChange={(names) => onChange(names[0] ?? null)} />
  );
}
