import { sql } from 'kysely';
import type { CaseStateValue } from '@contracts/case.js';
import { memoised } from './memoised.js';
/** The one place where booleans and timestamps cross between TypeScript and the database. */
export const toBool = (value: unknown): boolean => value === 1 || value === true || value === '1';
export const fromBool = (value: boolean | null | undefined): number => (value ? 1 : 0);
/**
 * A fixed value (a flag, a state of the catalogue, a page's size and offset) written into the statement's text instead
 * of sent as a parameter. PostgreSQL keeps one generic plan for a prepared statement only when it can see such
 * values; as parameters (a LIMIT above all), every execution was planned anew, which cost as much as running the
 * case list's page. Never text from a request: only integers and the states of the catalogue.
 */
export const constant = <T extends number | CaseStateValue>(value: T) => {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return sql.lit<T>(value);
};
export const now = (): string => new Date().toISOString();
export const isoPlus = (ms: number, from: Date = new Date()): string => new Date(from.getTime() + ms).toISOString();

const berlinClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();

/**
 * Europe/Berlin's offset from UTC in ms during one UTC hour. Daylight-saving switches happen on full
 * hours, so one Intl call per hour is exact; lists format thousands of dates and this keeps it cheap.
 */
export function berlinOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    // "HH:mm": two digits each, fixed by the format's options
    const clock = berlinClock.format(hour * HOUR_MS);
    const h = Number(clock.slice(0, 2));
    const m = Number(clock.slice(3, 5));
    const utc = new Date(hour * HOUR_MS);
    offset = ((((h - utc.getUTCHours()) * 60 + (m - utc.getUTCMinutes())) % 1440) + 1440) % 1440;
    if (offset > 720) offset -= 1440;
    offset *= 60_000;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');

// a list formats the same cases' times on every request: about a tenth of the case list's CPU time unmemoised
const berlinTimes = memoised((iso) => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + berlinOffset(ms));
  return `${local.getUTCFullYear()}.${pad(local.getUTCMonth() + 1)}.${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}, 50_000);

/** The `*Formatted` form (docs/product/README.md#dates-and-times): Europe/Berlin, yyyy.MM.dd HH:mm. */
export function formatBerlin(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return berlinTimes(iso) || null;
}

/**
 * The instant of a Berlin wall-clock time (month 1-12). In the autumn the hour that happens twice reads as its first,
 * summer-time pass; at the spring change the hour that does not exist reads as summer time (02:30 is 03:30).
 */
export function berlinInstant(year: number, month: number, day: number, hour: number, minute: number): string {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  for (const offset of [2 * HOUR_MS, HOUR_MS]) {
    if (berlinOffset(wall - offset) === offset) return new Date(wall - offset).toISOString();
  }
  return new Date(wall - HOUR_MS).toISOString();
}
