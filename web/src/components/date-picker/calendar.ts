import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  eachDayOfInterval,
  eachWeekOfInterval,
  endOfMonth,
  endOfWeek,
  isValid,
  lightFormat,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns';

/**
 * The calendar arithmetic of the date pickers, all of it by date-fns. A day is a local Date at midnight that
 * stands for a Berlin calendar day: only its year, month and day count, so the browser's own time zone never
 * shifts it (the time of day is kept apart as text).
 */

/** The screens' date format (docs/product/README.md#dates-and-times); the time follows it as HH:mm, 24 hours. */
export const DAY_FORMAT = 'yyyy.MM.dd';

/** Weeks start on Monday (German calendars, DIN 1355). */
const WEEK = { weekStartsOn: 1 } as const;

/**
 * The day of a value in the canonical spelling (yyyy.MM.dd, perhaps followed by the time); null otherwise.
 * Read as the ISO date it is with dots (date-fns' small ISO reader, not its general parser and its weight).
 */
export function dayOf(canonical: string): Date | null {
  const day = parseISO(canonical.slice(0, DAY_FORMAT.length).replaceAll('.', '-'));
  return isValid(day) ? day : null;
}

export const dayText = (day: Date): string => lightFormat(day, DAY_FORMAT);

/** The weeks of the month, Monday first, with the days of the neighbouring months that fill its first and last week. */
export function monthWeeks(month: Date): Date[][] {
  return eachWeekOfInterval({ start: startOfMonth(month), end: endOfMonth(month) }, WEEK).map((weekStart) =>
    eachDayOfInterval({ start: weekStart, end: endOfWeek(weekStart, WEEK) }),
  );
}

/** Monday to Sunday of some week, for the grid's column headers. */
export const weekDays = (): Date[] => {
  const monday = startOfWeek(new Date(0), WEEK);
  return eachDayOfInterval({ start: monday, end: endOfWeek(monday, WEEK) });
};

/**
 * Where a key moves the focused day, as in the WAI-ARIA date picker dialog: arrows by a day or a week, Page Up
 * and Page Down by a month (with Shift by a year), Home and End to the start and end of the week. Null for any
 * other key.
 */
export function movedDay(day: Date, key: string, shiftKey: boolean): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return subDays(day, 1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return subWeeks(day, 1);
    case 'ArrowDown':
      return addWeeks(day, 1);
    case 'PageUp':
      return shiftKey ? subYears(day, 1) : subMonths(day, 1);
    case 'PageDown':
      return shiftKey ? addYears(day, 1) : addMonths(day, 1);
    case 'Home':
      return startOfWeek(day, WEEK);
    case 'End':
      return startOfDay(endOfWeek(day, WEEK));
    default:
      return null;
  }
}
