import SQLite from 'better-sqlite3';
import { createServer, type Server } from 'node:http';
import { isPostgresUrl } from '../../server/src/db/kysely.js';
import { itemAt } from '../../server/src/platform/lookup.js';
import { numberedPlaceholders } from './sql.js';

/** The app's list whose page the baselines serve: open cases, newest first, 50 a page. */
export const CASE_LIST_PATH = '/api/case?state=open&sort=createdAt&order=DESC&page=0&size=50';

/**
 * The baselines of the case list (docs/performance.md#server-npm-run-bench): the same page of 50 that a caller sees
 * (open cases, newest first, with the names and the first photo a card shows) plus its exact count, through the raw
 * driver (better-sqlite3 or pg) on a bare HTTP server: no auth, no validation, no serialisation schema. What the real
 * route adds is measured against this, on each database against its own baseline. `/` is the tenant admin's page
 * (one tenant's reachable cases) and its count; `/all` the super admin's (every tenant's cases), whose count the
 * app takes from the counters it keeps between changes, so here it is read once
 * ([decision](../../docs/decisions/bench-baseline-per-caller.md)).
 */
const pageSql = (condition: string) => `
  SELECT dc.id, dc.case_number, dc.description, dc.state, dc.created_at, dc.edited_at, dc.state_changed_deadline,
         dc.tenant_id, dc.category_id, dc.category_tag_id, dc.assignee_id, dc.rating, dc.reachable, dc.published_on_map,
         t.name AS tenant_name, c.name AS category_name, ct.name AS category_tag_name,
         a.firstname AS assignee_firstname, a.lastname AS assignee_lastname,
         (SELECT p.file_name FROM case_photo p WHERE p.case_id = dc.id AND p.final = 0 ORDER BY p.id LIMIT 1) AS first_photo
  FROM defect_case dc
  LEFT JOIN tenant t ON t.id = dc.tenant_id
  LEFT JOIN category c ON c.id = dc.category_id
  LEFT JOIN category_tag ct ON ct.id = dc.category_tag_id
  LEFT JOIN app_user a ON a.id = dc.assignee_id
  WHERE ${condition}dc.is_open = 1
  ORDER BY dc.created_at DESC, dc.id DESC
  LIMIT 50 OFFSET 0`;
const BASELINE_PAGE_SQL = pageSql('dc.tenant_id = ? AND dc.reachable = 1 AND ');
const BASELINE_ALL_PAGE_SQL = pageSql('');
/** The fastest exact count of a tenant's: a covering range of (tenant_id, is_open, created_at, id) (unreachable cases are rare). */
const BASELINE_COUNT_SQL = `SELECT COUNT(*) FROM defect_case WHERE tenant_id = ? AND is_open = 1`;
const ALL_COUNT_SQL = `SELECT COUNT(*) FROM defect_case WHERE is_open = 1`;

interface Page {
  content: unknown[];
  totalElements: number;
}

interface PageSource {
  tenant(tenantId: number): Promise<Page>;
  all(): Promise<unknown[]>;
  allCount(): Promise<number>;
  close(): Promise<void>;
}

/** The statements through the raw driver: better-sqlite3's prepared statements. */
function sqlitePage(file: string): PageSource {
  const sqlite = new SQLite(file, { readonly: true });
  const page = sqlite.prepare(BASELINE_PAGE_SQL);
  const count = sqlite.prepare(BASELINE_COUNT_SQL).pluck();
  const allPage = sqlite.prepare(BASELINE_ALL_PAGE_SQL);
  return {
    tenant: async (tenantId) => ({ content: page.all(tenantId), totalElements: count.get(tenantId) as number }),
    all: async () => allPage.all(),
    allCount: async () => sqlite.prepare(ALL_COUNT_SQL).pluck().get() as number,
    close: async () => void sqlite.close(),
  };
}

/**
 * The statements through raw `pg`: a pool as large as the app's (openDatabase's 10 connections), named
 * statements (parsed once per connection, as better-sqlite3 prepares), one after the other like the app's.
 */
async function postgresPage(url: string): Promise<PageSource> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const named = (name: string, sql: string) => ({ name, text: numberedPlaceholders(sql) });
  const page = named('baseline_page', BASELINE_PAGE_SQL);
  const count = named('baseline_count', BASELINE_COUNT_SQL);
  const allPage = named('baseline_all_page', BASELINE_ALL_PAGE_SQL);
  // COUNT(*) is a bigint, which pg answers as text
  const counted = async (query: { name: string; text: string }, values: unknown[]) =>
    Number(itemAt((await pool.query({ ...query, values, rowMode: 'array' })).rows, 0)[0]);
  return {
    async tenant(tenantId) {
      const content = (await pool.query({ ...page, values: [tenantId] })).rows;
      return { content, totalElements: await counted(count, [tenantId]) };
    },
    all: async () => (await pool.query(allPage)).rows,
    allCount: () => counted({ name: 'baseline_all_count', text: ALL_COUNT_SQL }, []),
    close: () => pool.end(),
  };
}

export async function startBaseline(url: string, tenantId: number): Promise<{ server: Server; port: number }> {
  const source = isPostgresUrl(url) ? await postgresPage(url) : sqlitePage(url.slice('sqlite:'.length));
  const allCount = await source.allCount();
  const read = (path: string | undefined): Promise<Page> =>
    path === '/all' ? source.all().then((content) => ({ content, totalElements: allCount })) : source.tenant(tenantId);
  const server = createServer((request, response) => {
    read(request.url).then(
      ({ content, totalElements }) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ content, totalElements, totalPages: Math.ceil(totalElements / 50), page: 0, size: 50 }));
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error.message);
      },
    );
  });
  server.on('close', () => void source.close());
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })),
  );
}
