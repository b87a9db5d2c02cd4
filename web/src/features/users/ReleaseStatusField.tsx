import { useId } from 'react';
import { useT } from '../../i18n/i18n.js';

export interface ReleaseStatusFieldProps {
  value: boolean;
  onChange: (released: boolean) => void;
  /** why the status cannot be changed here; null when it can (TENANT_INDEPENDENCE, not the own account) */
  lockedHint: string | null;
}

/** Freigegeben (true) or Gesperrt (false), as two radio buttons. */
export function ReleaseStatusField({ value, onChange, lockedHint }: ReleaseStatusFieldProps) {
  const t = useT();
  const id = useId();
  const changeable = lockedHint === null;
  const choices = [
    [true, t('users.form.released')],
    [false, t('users.form.blocked')],
  ] as const;
  return (
    <fieldset className="release-status" disabled={!changeable} aria-describedby={changeable ? undefined : `${id}-hint`}>
      <legend className="field__label">{t('users.form.status')}</legend>
      <div className="release-status__choices">
        {choices.map(([released, label]) => (
          <label key={label} className="release-status__choice">
            <input type="radio" name={`${id}-status`} checked={value === released} onChange={() => onChange(released)} />
            {label}
          </label>
        ))}
      </div>
      {!changeable && (
        <p className="field__hint" id={`${id}-hint`}>
          {lockedHint}
        </p>
      )}
    </fieldset>
  );
}
