import { useId } from 'react';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { DATE_PICKER_TEXTS } from './texts.js';

export interface TimeFieldsProps {
  /** HH:mm, 24 hours */
  value: string;
  onChange: (time: string) => void;
}

const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, '0'));
const HOURS = twoDigits(24);
const MINUTES = twoDigits(60);

/** The time of a date-time picker: hour and minute as two lists, so only a real time of the 24-hour day can be chosen. */
export function TimeFields({ value, onChange }: TimeFieldsProps) {
  const texts = useWidgetTexts(DATE_PICKER_TEXTS);
  const id = useId();
  const [hour = '00', minute = '00'] = value.split(':');
  const list = (part: 'hour' | 'minute', options: string[], current: string, toTime: (choice: string) => string) => (
    <div className="date-picker__time-part">
      <label htmlFor={`${id}-${part}`}>{texts[part]}</label>
      <select id={`${id}-${part}`} className="input" value={current} onChange={(event) => onChange(toTime(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="date-picker__time">
      <legend>{texts.time}</legend>
      {list('hour', HOURS, hour, (choice) => `${choice}:${minute}`)}
      <span aria-hidden="true">:</span>
      {list('minute', MINUTES, minute, (choice) => `${hour}:${choice}`)}
    </fieldset>
  );
}
