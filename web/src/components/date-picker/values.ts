import { berlinDateTime, parseBerlinDateTime } from '../berlin-time.js';

/**
 * What a typed text means to a picker: the same value in its canonical spelling (yyyy.MM.dd for a date,
 * yyyy.MM.dd HH:mm for a date and time), or null when it is none. The forms' own parsers serve as this, so
 * typing and picking read dates in one place.
 */
export type CanonicalParser = (text: string) => string | null;

/** A typed date and time, read by the forms' parser (Europe/Berlin), spelled yyyy.MM.dd HH:mm. */
export const canonicalDateTime: CanonicalParser = (text) => {
  const instant = parseBerlinDateTime(text);
  return instant === null ? null : berlinDateTime(instant);
};

/** Now in Berlin, yyyy.MM.dd HH:mm: the calendar's today and the time a new date-time value starts with. */
export const berlinNow = (): string => berlinDateTime(Date.now());
