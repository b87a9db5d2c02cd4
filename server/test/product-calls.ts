import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './import-graph.js';

/** One REST call a page of docs/product lists; `path` has `{}` for every parameter. */
export interface ProductCall {
  method: string;
  path: string;
  /** the page under docs/product that lists it */
  page: string;
}

export const PRODUCT_DIR = 'docs/product';
const CALL_LINE = /^- `(GET|POST|PUT|PATCH|DELETE) (\/\S*)` — \S/;

/** `/api/x/{id}/`, `/api/x/:id`, `/open311/v2/requests.:format` -> `/api/x/{}`, `/open311/v2/requests.{}`. */
export function normalisePath(raw: string): string {
  const path = raw.split('?')[0]!.replace(/\/+$/, '');
  return `/${path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/\{[^}]*\}|:[A-Za-z_]\w*/g, '{}'))
    .join('/')}`;
}

/** The lines of a page's "## REST calls" section, up to the next heading of its level or above. */
function callSection(markdown: string): string[] {
  const start = markdown.search(/^## REST calls$/m);
  if (start < 0) return [];
  const rest = markdown.slice(start).split('\n').slice(1);
  const end = rest.findIndex((line) => /^#{1,2} /.test(line));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The pages of docs/product, each with the calls its "REST calls" section lists (every list line must parse). */
export function readProductCalls(): { pages: string[]; calls: ProductCall[]; unreadable: string[] } {
  const pages = readdirSync(join(ROOT, PRODUCT_DIR))
    .filter((name) => name.endsWith('.md'))
    .sort();
  const calls: ProductCall[] = [];
  const unreadable: string[] = [];
  for (const page of pages) {
    for (const line of callSection(readFileSync(join(ROOT, PRODUCT_DIR, page), 'utf8'))) {
      if (!line.startsWith('- ')) continue;
      const match = CALL_LINE.exec(line);
      if (match) calls.push({ method: match[1]!, path: normalisePath(match[2]!), page });
      else unreadable.push(`${page}: ${line}`);
    }
  }
  return { pages, calls, unreadable };
}
