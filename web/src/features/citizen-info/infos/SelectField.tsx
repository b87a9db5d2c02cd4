import { Field } from '../../../components/Field.js';
import type { Loaded } from '../../../components/useLoaded.js';
import { useT } from '../../../i18n/i18n.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  /** the first option, standing for "nothing chosen" */
  placeholder: string;
  /** the options once loaded; idle while a tenant must be chosen first */
  options: Loaded<SelectOption[]>;
  /** shown when the loaded list is empty */
  emptyHint?: string;
  value: string;
  /** the name of the saved choice, shown until the list has arrived */
  selectedLabel?: string;
  onChange: (value: string) => void;
  invalidBy: string | null;
  required?: boolean;
}

/** A native select over options loaded from the server, saying why it is empty or disabled. */
export function SelectField({
  label,
  placeholder,
  options,
  emptyHint,
  value,
  selectedLabel,
  onChange,
  invalidBy,
  required,
}: SelectFieldProps) {
  const t = useT();
  const list = options.state === 'ready' ? options.value : [];
  const hint =
    options.state === 'idle'
      ? t('citizenInfo.chooseTenantFirst')
      : options.state === 'failed'
        ? `${t('citizenInfo.loadFailed')} ${options.message ?? ''}`.trim()
        : options.state === 'ready' && list.length === 0
          ? emptyHint
          : undefined;
  return (
    <Field label={label} hint={hint} invalidBy={invalidBy} required={required}>
      {(control) => (
        <select
          {...control}
          className="input"
          disabled={options.state === 'idle'}
          aria-busy={options.state === 'loading' ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {value && selectedLabel && !list.some((option) => option.value === value) && <option value={value}>{selectedLabel}</option>}
        </select>
      )}
    </Field>
  );
}
