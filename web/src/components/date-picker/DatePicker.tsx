import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Popover } from 'react-aria-components';
import { Field, type ControlProps } from '../Field.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { dayOf } from './calendar.js';
import { CalendarDialog } from './CalendarDialog.js';
import { DATE_PICKER_TEXTS } from './texts.js';
import { berlinNow, canonicalDateTime, type CanonicalParser } from './values.js';
import './DatePicker.css';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof ControlProps | 'value' | 'onChange' | 'required' | 'min' | 'type' | 'inputMode'
>;

export interface DateFieldProps extends InputAttributes {
  label: string;
  /** the text of the field, typed or picked; the form checks it when it is saved */
  value: string;
  onChange: (text: string) => void;
  hint?: ReactNode;
  /** this field's own error message, shown under the field */
  error?: string | null;
  /** id of the form's alert when it explains why this field is invalid */
  invalidBy?: string | null;
  /** announced as required; the form's own checks decide, not the browser's */
  required?: boolean;
  /** the earliest day the calendar offers (yyyy.MM.dd) */
  min?: string;
}

export interface DatePickerProps extends DateFieldProps {
  /** the form's parser of a typed date, answering yyyy.MM.dd or null */
  parse: CanonicalParser;
}

/** A date (yyyy.MM.dd): typed, or picked in the calendar beside it. */
export function DatePicker({ parse, ...props }: DatePickerProps) {
  return <PickerField {...props} parse={parse} withTime={false} />;
}

export interface DateTimePickerProps extends DateFieldProps {
  /** the form's parser of a typed value, answering yyyy.MM.dd HH:mm or null; by default date and time as typed */
  parse?: CanonicalParser;
  /** the time (HH:mm) the calendar offers while the field is empty; by default the time it opens */
  emptyTime?: string;
}

/** A date and time (yyyy.MM.dd HH:mm, 24 hours, Europe/Berlin): typed, or picked in the calendar beside it. */
export function DateTimePicker({ parse = canonicalDateTime, ...props }: DateTimePickerProps) {
  return <PickerField {...props} parse={parse} withTime />;
}

interface PickerFieldProps extends DatePickerProps {
  withTime: boolean;
  emptyTime?: string;
}

function PickerField({
  label,
  value,
  onChange,
  hint,
  error,
  invalidBy,
  required,
  min,
  parse,
  withTime,
  emptyTime,
  className,
  disabled,
  ...input
}: PickerFieldProps) {
  const texts = useWidgetTexts(DATE_PICKER_TEXTS);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const chooseLabel = (withTime ? texts.chooseDateTime : texts.chooseDate)(label);

  const close = (text?: string) => {
    if (text !== undefined) onChange(text);
    setOpen(false);
  };

  // read when the calendar opens: what the field holds then, typed or picked
  const calendar = () => {
    const canonical = parse(value);
    const now = berlinNow();
    return (
      <CalendarDialog
        label={chooseLabel}
        selected={canonical === null ? null : dayOf(canonical)}
        time={withTime ? (canonical?.slice(-5) ?? emptyTime ?? now.slice(-5)) : null}
        min={min ? dayOf(min) : null}
        today={dayOf(now) ?? new Date()}
        onPick={close}
        onClear={() => close('')}
      />
    );
  };

  return (
    <Field label={label} hint={hint} error={error} invalidBy={invalidBy} required={required}>
      {(control) => (
        <div ref={anchor} className="date-picker">
          <input
            autoComplete="off"
            {...input}
            {...control}
            type="text"
            inputMode="numeric"
            className={className ? `input date-picker__input ${className}` : 'input date-picker__input'}
            disabled={disabled}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            ref={button}
            type="button"
            className="date-picker__open"
            aria-label={chooseLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onClick={() => {
              // the calendar gives the focus back to what had it when it opened, even where a click does not focus
              button.current?.focus();
              setOpen(true);
            }}
          >
            <CalendarIcon />
          </button>
          {open && (
            <Popover triggerRef={anchor} isOpen onOpenChange={setOpen} placement="bottom start" className="date-picker__popover">
              {calendar()}
            </Popover>
          )}
        </div>
      )}
    </Field>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Zm-8 4h2v2H7v-2Zm4 0h2v2h-2v-2Z"
      />
    </svg>
  );
}
