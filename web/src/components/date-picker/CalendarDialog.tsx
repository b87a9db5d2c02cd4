import { addMonths, isBefore, isSameDay, isSameMonth, startOfMonth, subMonths } from 'date-fns';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from 'react-aria-components';
import { Button } from '../Button.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { dayText, monthWeeks, movedDay, weekDays } from './calendar.js';
import { DATE_PICKER_TEXTS } from './texts.js';
import { TimeFields } from './TimeFields.js';

export interface CalendarDialogProps {
  /** the dialog's accessible name, such as "Beginn: Datum und Uhrzeit wählen" */
  label: string;
  /** the day of the field's value; null when it holds none */
  selected: Date | null;
  /** the time of day (HH:mm) for a date-time picker; null for a date alone */
  time: string | null;
  /** no earlier day can be picked */
  min: Date | null;
  today: Date;
  /** the picked value in the canonical spelling (yyyy.MM.dd, or yyyy.MM.dd HH:mm with a time) */
  onPick: (text: string) => void;
  onClear: () => void;
}

/**
 * The month grid of a date picker (the WAI-ARIA date picker dialog): the focused day moves by keyboard, the
 * month heading announces a change of month, each day is read out as a full date. A date alone is picked by
 * Enter or a click; with a time, the day clicked or moved to by keyboard is marked and OK takes it with the time.
 */
export function CalendarDialog({ label, selected, time: initialTime, min, today, onPick, onClear }: CalendarDialogProps) {
  const texts = useWidgetTexts(DATE_PICKER_TEXTS);
  const headingId = useId();
  const keysId = useId();
  const [focused, setFocused] = useState(() => selected ?? (min && isBefore(today, min) ? min : today));
  const [marked, setMarked] = useState(selected);
  const [time, setTime] = useState(initialTime);
  // the grid takes the focus when the dialog opens and after each move by keyboard, not after the month buttons
  const focusGrid = useRef(true);
  const grid = useRef<HTMLTableElement>(null);
  const names = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(texts.locale, { month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(texts.locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(texts.locale, { weekday: 'long' }),
      day: new Intl.DateTimeFormat(texts.locale, { dateStyle: 'full' }),
    }),
    [texts.locale],
  );

  const month = startOfMonth(focused);
  const focusedText = dayText(focused);
  useEffect(() => {
    if (!focusGrid.current) return;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusedText}"]`)?.focus();
  }, [focusedText]);

  const pickable = (day: Date) => !(min && isBefore(day, min));
  const textOf = (day: Date) => (time === null ? dayText(day) : `${dayText(day)} ${time}`);
  // OK takes the marked day (clicked, or where the keyboard went), else the focused one
  const toOk = marked ?? focused;

  const choose = (day: Date) => {
    // a click focuses the day even where it cannot be picked: the roving focus follows it, into its month too
    focusGrid.current = true;
    setFocused(day);
    if (!pickable(day)) return;
    if (time === null) onPick(dayText(day));
    else setMarked(day);
  };

  const showMonth = (day: Date) => {
    focusGrid.current = false;
    setFocused(day);
  };

  const onDayKey = (event: KeyboardEvent, day: Date) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(day);
      return;
    }
    const next = movedDay(day, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusGrid.current = true;
    setFocused(next);
    // with a time, the mark follows the keyboard: OK takes the focused day, never one left behind
    if (time !== null) setMarked(pickable(next) ? next : null);
  };

  return (
    <Dialog aria-label={label} className="date-picker__dialog">
      <div className="date-picker__calendar">
        <div className="date-picker__header">
          <button
            type="button"
            className="date-picker__nav"
            aria-label={texts.previousMonth}
            onClick={() => showMonth(subMonths(focused, 1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h2 id={headingId} className="date-picker__month" aria-live="polite">
            {names.month.format(month)}
          </h2>
          <button type="button" className="date-picker__nav" aria-label={texts.nextMonth} onClick={() => showMonth(addMonths(focused, 1))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid is a table with role grid, its cells the days */}
        <table ref={grid} role="grid" className="date-picker__grid" aria-labelledby={headingId} aria-describedby={keysId}>
          <thead>
            <tr>
              {weekDays().map((day) => (
                <th key={day.getDay()} scope="col" abbr={names.weekdayLong.format(day)}>
                  {names.weekday.format(day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={dayText(week[0] ?? month)}>
                {week.map((day) => (
                  <td
                    key={dayText(day)}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above; named so, its aria-selected is valid everywhere
                    role="gridcell"
                    data-day={dayText(day)}
                    data-outside={isSameMonth(day, month) ? undefined : true}
                    className="date-picker__day"
                    tabIndex={isSameDay(day, focused) ? 0 : -1}
                    aria-label={names.day.format(day)}
                    aria-selected={marked !== null && isSameDay(day, marked)}
                    aria-current={isSameDay(day, today) ? 'date' : undefined}
                    aria-disabled={pickable(day) ? undefined : true}
                    onClick={() => choose(day)}
                    onKeyDown={(event) => onDayKey(event, day)}
                  >
                    {day.getDate()}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="date-picker__side">
        <p id={keysId} className="date-picker__keys">
          {texts.keys}
        </p>
        {time !== null && <TimeFields value={time} onChange={setTime} />}
        <div className="date-picker__buttons">
          <Button variant="secondary" onClick={onClear}>
            {texts.clear}
          </Button>
          <Button disabled={!pickable(toOk)} onClick={() => onPick(textOf(toOk))}>
            {texts.ok}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
