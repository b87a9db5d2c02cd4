import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One REST call the specification says the web client makes; `path` uses `{}` for every parameter. */
export interface SpecCall {
  method: string;
  path: string;
  /** the specification file it comes from */
  source: string;
}

/** The specification lives beside the repository (`../shared/spec`) where it is at hand; SPEC_DIR points elsewhere. */
export const SPEC_DIR = process.env.SPEC_DIR ?? join(import.meta.dirname, '../../../shared/spec');
export const SPEC_FILES = ['platform-accounts-tenants-roles.md', 'cases-information-surveys-admin.md'];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const METHOD_TOKEN = new RegExp(`^(${METHODS.join('|')})(/(${METHODS.join('|')}))*$`);
/** a path the server serves; the specification also writes one without its leading slash */
const FULL_PATH = /^(\/(api|files|logout|open311|health)(\/|$)|api\/)/;
/** "/assigned-categories and /assigned-tags": a sibling of the previous path */
const SIBLING = /^\/?[a-z][a-zA-Z-]*$/;

/** `/api/x/{id}/`, `/api/x/:id?q=1` -> `/api/x/{}`; `{true|false}` is a parameter too. */
export function normalisePath(raw: string): string {
  const path = raw.split('?')[0]!.replace(/\/+$/, '');
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => (/^\{.*\}$/.test(s) || s.startsWith(':') ? '{}' : s));
  return `/${segments.join('/')}`;
}

/** The text of section 7 ("The calls it makes") of one specification document. */
function callSection(markdown: string): string {
  const start = markdown.search(/^## 7\. The calls it makes/m);
  if (start < 0) throw new Error('section "## 7. The calls it makes" not found');
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The text that names calls: the first cell of each table row (not the header), or the whole line. */
function callLines(section: string): string[] {
  return section.split('\n').flatMap((line) => {
    if (!line.startsWith('|')) return [line];
    const first = line.split('|')[1]?.trim() ?? '';
    return first === 'Method and path' || /^-+$/.test(first) ? [] : [first];
  });
}

/**
 * Reads one clause ("GET and PUT /a/{id}/x and /y", "DELETE /a or /b", "Images from /files/images/{name}").
 * Methods hold until the next method; a path in a clause without one is a GET (an image the page loads).
 */
function parseClause(clause: string, source: string): SpecCall[] {
  const calls: SpecCall[] = [];
  let methods: string[] = [];
  let methodsOpen = false;
  let previousPath: string | null = null;
  let previousWord = '';
  for (const rawToken of clause.split(/\s+/)) {
    const token = rawToken.replace(/^[("]+|[)",:.]+$/g, '');
    if (!token) continue;
    if (METHOD_TOKEN.test(token)) {
      const named = token.split('/');
      methods = methodsOpen ? [...methods, ...named] : named;
      methodsOpen = true;
    } else if (FULL_PATH.test(token)) {
      previousPath = normalisePath(token.startsWith('/') ? token : `/${token}`);
      calls.push(...(methods.length ? methods : ['GET']).map((method) => ({ method, path: previousPath!, source })));
      methodsOpen = false;
    } else if (previousPath && previousWord === 'and' && SIBLING.test(token)) {
      previousPath = normalisePath(`${previousPath.replace(/\/[^/]+$/, '')}/${token.replace(/^\//, '')}`);
      calls.push(...methods.map((method) => ({ method, path: previousPath!, source })));
    } else if (token !== 'and') {
      methodsOpen = false;
    }
    previousWord = token;
  }
  return calls;
}

export function parseSpecCalls(markdown: string, source: string): SpecCall[] {
  const clauses = callLines(callSection(markdown)).flatMap((line) => line.split(/;|\.\s|\.$/));
  return clauses.flatMap((clause) => parseClause(clause, source));
}

/** Every call of both documents, once per method and path, parsed from the specification in SPEC_DIR. */
export function parseSpecDocuments(): SpecCall[] {
  if (!existsSync(SPEC_DIR)) throw new Error(`specification not found in ${SPEC_DIR}; set SPEC_DIR to the folder of the two documents`);
  const seen = new Map<string, SpecCall>();
  for (const file of SPEC_FILES) {
    for (const call of parseSpecCalls(readFileSync(join(SPEC_DIR, file), 'utf8'), file)) {
      const key = `${call.method} ${call.path}`;
      if (!seen.has(key)) seen.set(key, call);
    }
  }
  return [...seen.values()];
}

/**
 * The calls as the repository keeps them (`spec-calls.json`, written by `npm run spec-calls` from the
 * specification), so the tests need nothing outside the repository.
 */
export const SPEC_CALLS_FILE = join(import.meta.dirname, 'spec-calls.json');

export function readSpecCalls(): SpecCall[] {
  return JSON.parse(readFileSync(SPEC_CALLS_FILE, 'utf8')) as SpecCall[];
}
