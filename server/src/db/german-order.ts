import type SQLite from 'better-sqlite3';
import { sql, type Expression } from 'kysely';

/**
 * The one alphabetical order of names, titles and other texts, identical on SQLite and PostgreSQL whatever
 * their collation (DIN 5007-1: "Äpfel" sorts with "Apfel", "Straße" with "Strasse", case and accents do not
 * count; spaces and punctuation come before digits and digits before letters; equal keys fall back to the id).
 *
 * Neither database can share a collation with the other (better-sqlite3 registers no collations, and a
 * PostgreSQL database's own collation is whatever it was created with), so both sort by the bytes of a key:
 * SQLite by this module's function, registered on every connection, PostgreSQL by the SQL function of migration
 * 0014, which returns the key's UTF-8 bytes as bytea (compared bytewise under every collation). The two are
 * the same rule in two languages; german-order.test.ts checks them against each other on PostgreSQL.
 */
export const GERMAN_SORT_KEY = 'german_sort_key';

/** Combining marks left by the decomposition: accents, umlaut dots, rings, cedillas. */
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/**
 * Letters that no Unicode decomposition takes to a Latin base letter. A change here (or to the steps below) needs a
 * migration that runs postgresGermanSortKey() again, or databases migrated before keep the old PostgreSQL rule.
 */
export const SPELLED_OUT_LETTERS: ReadonlyMap<string, string> = new Map([
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Ø', 'o'],
  ['ø', 'o'],
  ['Ł', 'l'],
  ['ł', 'l'],
  ['Đ', 'd'],
  ['đ', 'd'],
  ['Ð', 'd'],
  ['ð', 'd'],
  ['Þ', 'th'],
  ['þ', 'th'],
  ['ı', 'i'],
]);
const SPELLED_OUT = new RegExp(`[${[...SPELLED_OUT_LETTERS.keys()].join('')}]`, 'g');
// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included, needs no folding
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * The sort key of a text: compatibility decomposition (NFKD), combining marks removed, the letters above spelled
 * out, then ASCII upper case lowered. Only ASCII is lowered because PostgreSQL's lower() follows the database's
 * locale for other letters; after the steps before, every Latin letter is ASCII.
 */
export function germanSortKey(text: string): string {
  // the steps before lowering change no ASCII character, and most names are plain ASCII
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPELLED_OUT, (letter) => SPELLED_OUT_LETTERS.get(letter)!)
    .replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
}

/**
 * The same key in SQL, as PostgreSQL's german_sort_key(text): lower() on the "C" collation lowers ASCII only, as
 * above, and decode(…, 'escape') turns the key's text into its UTF-8 bytes (backslashes doubled, the only
 * character that format reads specially). Every function in it is immutable, so PostgreSQL inlines it into the
 * query. Needs a UTF8 database, as normalize() does.
 */
export function postgresGermanSortKey(): string {
  const decomposed = `regexp_replace(normalize(value, NFKD), '${COMBINING_MARKS.source}', '', 'g')`;
  const spelledOut = [...SPELLED_OUT_LETTERS].reduce(
    (text, [letter, spelled]) => `replace(${text}, '${letter}', '${spelled}')`,
    decomposed,
  );
  return `create or replace function ${GERMAN_SORT_KEY}(value text) returns bytea
    language sql immutable strict parallel safe
    as $$ select decode(replace(lower(${spelledOut} collate "C"), '\\', '\\\\'), 'escape') $$`;
}

/**
 * The last texts keyed on SQLite and their keys: a big list sorted by a joined name (the cases by category or
 * tenant) keys the same few names row after row. A handful of slots compared by equality costs next to nothing
 * when every name differs, where a map's hashing and growth cost about as much as the key itself.
 */
const RECENT_SLOTS = 16;
const recentTexts: string[] = new Array<string>(RECENT_SLOTS).fill('');
const recentKeys: string[] = new Array<string>(RECENT_SLOTS).fill('');
let nextSlot = 0;

function recentSortKey(text: string): string {
  for (let slot = 0; slot < RECENT_SLOTS; slot++) if (recentTexts[slot] === text) return recentKeys[slot]!;
  const key = germanSortKey(text);
  recentTexts[nextSlot] = text;
  recentKeys[nextSlot] = key;
  nextSlot = (nextSlot + 1) % RECENT_SLOTS;
  return key;
}

/** Makes german_sort_key() callable on a SQLite connection; its keys are TEXT, which SQLite compares bytewise. */
export function registerGermanSortKey(database: SQLite.Database): void {
  database.function(GERMAN_SORT_KEY, { deterministic: true }, (text: unknown) => (typeof text === 'string' ? recentSortKey(text) : text));
}

/** A text column in the German order: use it in a SortSpec or an orderBy of a list or picker. */
export function germanOrder(column: string): Expression<unknown> {
  return sql`${sql.raw(GERMAN_SORT_KEY)}(${sql.ref(column)})`;
}
