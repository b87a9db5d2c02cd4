import { capturedNumbers } from './captured-numbers.js';

/**
 * Date and time as the back office's forms show and read them: yyyy.MM.dd HH:mm, 24 hours, Europe/Berlin
 * (the server's *Formatted fields use the same form).
 */

const BERLIN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DAY_MS = 86_400_000;

/** The Berlin wall-clock time of an instant (to the minute), written as if it were UTC. */
function berlinWallClock(ms: number): number {
  const parts = BERLIN.formatToParts(new Date(ms - (ms % 60_000)));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant (ISO text or epoch ms) as the form shows it: yyyy.MM.dd HH:mm in Europe/Berlin, seconds dropped;
 * `plusDays` moves it by calendar days at the same wall-clock time (across a change of summer time too).
 */
export function berlinDateTime(instant: string | number, plusDays = 0): string {
  const wall = new Date(berlinWallClock(typeof instant === 'number' ? instant : Date.parse(instant)) + plusDays * DAY_MS);
  return `${wall.getUTCFullYear()}.${pad(wall.getUTCMonth() + 1)}.${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * A typed date and time (yyyy.MM.dd HH:mm; also with - or / and a T) in Europe/Berlin as an ISO instant;
 * null when it is no real date or time of day.
 */
export function parseBerlinDateTime(text: string): string | null {
  const numbers = capturedNumbers(/^(\d{4})[./-](\d{1,2})[./-](\d{1,2})(?:\s+|T)(\d{1,2}):(\d{2})$/, text.trim(), 5);
  if (!numbers) return null;
  const [year, month, day, hour, minute] = numbers;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const asDate = new Date(wall);
  if (asDate.getUTCMonth() !== month - 1 || asDate.getUTCDate() !== day || hour > 23) return null;
  // Berlin is UTC+1 or +2: take the offset at the first guess, then once more at the corrected instant (DST edges).
  const guess = wall - (berlinWallClock(wall) - wall);
  return new Date(wall - (berlinWallClock(guess) - guess)).toISOString();
}
