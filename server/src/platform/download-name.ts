import { now } from '../db/values.js';

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The one style of a download's file name (the cases export, the data disclosure): lower-case words joined by
 * hyphens, then the Berlin day in ISO form (yyyy-MM-dd, which sorts by date and which file systems and spreadsheets
 * read as a date, unlike the screens' yyyy.MM.dd), no accents or umlauts (some mail and file systems mangle them).
 */
export function downloadFileName(words: readonly string[], extension: string, at: string = now()): string {
  const name = [...words, berlinDay.format(new Date(at))]
    .join('-')
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9-]+/g, '-');
  return `${name}.${extension}`;
}
