import { DateTimePicker } from '../date-picker/DatePicker.js';

export interface DateRange {
  start: string;
  end: string;
}

type Edge = keyof DateRange;

export interface DateRangeFieldsProps {
  startLabel: string;
  endLabel: string;
  /** how to write a date, shown with both fields */
  hint: string;
  value: DateRange;
  onChange: (change: Partial<DateRange>) => void;
  invalidBy: (edge: Edge) => string | null;
}

/** Start and end of a period, typed (JJJJ.MM.TT HH:mm) or picked in the calendar; the form checks them when it is saved. */
export function DateRangeFields({ startLabel, endLabel, hint, value, onChange, invalidBy }: DateRangeFieldsProps) {
  const dateField = (edge: Edge, label: string) => (
    <DateTimePicker
      label={label}
      hint={hint}
      invalidBy={invalidBy(edge)}
      required
      placeholder="2026.07.01 08:00"
      value={value[edge]}
      onChange={(text) => onChange({ [edge]: text })}
    />
  );
  return (
    <>
      {dateField('start', startLabel)}
      {dateField('end', endLabel)}
    </>
  );
}
