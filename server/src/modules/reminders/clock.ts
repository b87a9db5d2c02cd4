import { berlinOffset } from '../../db/values.js';

/** An instant as a clock in Berlin reads it: the calendar day (yyyy-MM-dd), the weekday (0 Sunday) and HH:MM. */
export function berlinClock(ms: number): { day: string; weekday: number; time: string } {
  const local = new Date(ms + berlinOffset(ms));
  const iso = local.toISOString();
  return { day: iso.slice(0, 10), weekday: local.getUTCDay(), time: iso.slice(11, 16) };
}

/** A working day: Monday to Friday. */
export const isWorkingDay = (weekday: number): boolean => weekday >= 1 && weekday <= 5;
