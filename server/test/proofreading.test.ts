import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { de as frameTexts } from '../../web/src/frames/i18n/de.js';
import { de as uiTexts } from '../../web/src/i18n/de.js';

const root = join(import.meta.dirname, '../..');
/** The project's own words (names, technical terms) that the German dictionary does not know: one per line. */
const WORD_LIST = join(root, 'docs/proofreading-words.txt');
/** The sources whose string literals are mails and PDFs people read. */
const MAIL_AND_PDF_SOURCES = [
  'server/src/modules/cases/mails.ts',
  'server/src/modules/users/manage.ts',
  'server/src/modules/auth/registration-notices.ts',
  'server/src/modules/case-reports/pdf.ts',
  'server/src/modules/case-forwarding/service.ts',
  'server/src/modules/broadcast/mail.ts',
  'server/src/modules/citizen-info/items/mails.ts',
  'server/src/platform/mail-layout.ts',
  'server/src/platform/password-mail.ts',
];

// hunspell with the German dictionary knows "Haus": it answers nothing and exits 0
const probe = spawnSync('hunspell', ['-d', 'de_DE', '-l'], { input: 'Haus', encoding: 'utf8' });
const available = probe.status === 0 && probe.stdout.trim() === '';
if (!available && process.env.CI) throw new Error('hunspell with hunspell-de-de is required under CI=true (.ci/run installs it)');
if (!available)
  console.warn('Rechtschreibprüfung übersprungen: hunspell oder hunspell-de-de fehlt (apt-get install -y hunspell hunspell-de-de).');

/** Every string value of a dictionary, functions called with sample values (their text around the values counts). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String(value(2, 3, 4))];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The sentences among a source's string literals: those with a space and a letter (not identifiers or paths). */
function literalsOf(file: string): string[] {
  // comments first: an apostrophe in one ("the tenant's") would pair with a quote of the code
  const source = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|\s)\/\/.*$/gm, ' ');
  const literals = [...source.matchAll(/(\w*(?:<[\w<>, ]*>)?)('(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g)]
    // sql`…` (also sql<T>`…`) is a query, not a text
    .filter(([, tag = '']) => !tag.startsWith('sql'))
    .map(([, , literal = '']) => literal.slice(1, -1));
  return literals.filter((text) => / /.test(text) && /\p{L}{2}/u.test(text));
}

/** The words of a text: placeholders, markup, addresses and code removed. */
function wordsOf(text: string): string[] {
  const plain = text
    .replace(/\$\{[^}]*\}/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+|\/[\w/.-]+|[\w.-]+\.(?:de|org|com|example)\b/g, ' ')
    // identifiers the texts name (jurisdiction_id, apiKey)
    .replace(/\S*_\S*|\b\p{Ll}+\p{Lu}\w*/gu, ' ');
  // words with digits (Open311, A4) are names, not German
  return (plain.match(/[\p{L}\d][\p{L}\d-]*[\p{L}\d]|\p{L}/gu) ?? []).filter((word) => !/\d/.test(word));
}

/**
 * The formal address the product uses throughout: "Sie" after a request ("Bitte wählen Sie", "Wollen Sie …?").
 * The dictionary cannot see it, "sie" (they) being a word of its own.
 */
const informalAddress = (texts: string[]): string[] =>
  texts.filter((text) => /\b(?:Bitte \p{L}+|Wollen|Möchten|Können|Wählen|Geben) sie\b/u.test(text));

function unknownWords(texts: string[]): string[] {
  const words = [...new Set(texts.flatMap(wordsOf))];
  const result = spawnSync('hunspell', ['-d', 'de_DE', '-p', WORD_LIST, '-l', '-i', 'utf-8'], {
    input: words.join('\n'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`hunspell failed: ${result.stderr}`);
  return [...new Set(result.stdout.split('\n').filter(Boolean))].sort();
}

describe.skipIf(!available)('German proofreading (hunspell de_DE and docs/proofreading-words.txt)', () => {
  it('the back office texts', () => {
    // the other language's code is an attribute value, not a text
    const { 'app.otherLanguageCode': _code, ...texts } = uiTexts;
    expect(unknownWords(textsOf(texts))).toEqual([]);
    expect(informalAddress(textsOf(texts))).toEqual([]);
  });

  it('the frames texts', () => {
    expect(unknownWords(textsOf(frameTexts))).toEqual([]);
    expect(informalAddress(textsOf(frameTexts))).toEqual([]);
  });

  it('the mails and PDFs', () => {
    const texts = MAIL_AND_PDF_SOURCES.flatMap(literalsOf);
    expect(unknownWords(texts)).toEqual([]);
    expect(informalAddress(texts)).toEqual([]);
  });
});
