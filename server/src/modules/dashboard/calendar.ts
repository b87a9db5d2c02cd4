import { berlinOffset } from '../../db/values.js';

/**
 * Calendar arithmetic on Europe/Berlin days written as yyyy-MM-dd (the keys of case_daily_stat). A day string
 * is a calendar date, so adding days and finding weekdays is integer arithmetic on its day number (days since
 * 1970-01-01); no Date parsing per day, since a chart walks some 1,500 of them per request.
 */
const DAY_MS = 86_400_000;

export const dayNumber = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));
export function dayString(n: number): string {
  const date = new Date(n * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export const addDays = (day: string, days: number): string => dayString(dayNumber(day) + days);

/** The Monday of a day number's week (weeks start on Monday in Germany; 1970-01-01 was a Thursday). */
export const mondayNumber = (n: number): number => n - ((n + 3) % 7);
export const mondayOf = (day: string): string => dayString(mondayNumber(dayNumber(day)));

/** A day's midnight never changes, so each is computed once per process. */
const midnights = new Map<number, number>();

/** The instant (ms since the epoch) at which a day (by number) begins in Europe/Berlin. */
export function berlinMidnightOf(n: number): number {
  let ms = midnights.get(n);
  if (ms === undefined) {
    const utc = n * DAY_MS;
    ms = utc - berlinOffset(utc - berlinOffset(utc));
    midnights.set(n, ms);
  }
  return ms;
}

export const berlinMidnight = (day: string): number => berlinMidnightOf(dayNumber(day));
