import SQLite from 'better-sqlite3';
import { createServer, type Server } from 'node:http';
import { isPostgresUrl } from '../../server/src/db/kysely.js';
import { itemAt } from '../../server/src/platform/lookup.js';
import { numberedPlaceholders } from './sql.js';

/**
 * The baseline of the case list (docs/performance.md#server-npm-run-bench): the same page of 50 (open cases of one
 * tenant, newest first, with the names a card shows) plus its exact count, through the raw driver (better-sqlite3 or
 * pg) on a bare HTTP server: no auth, no validation, no serialisation schema. What the real route adds is measured
 * against this, on each database against its own baseline.
 */
export const BASELINE_PAGE_SQL = `
  SELECT dc.id, dc.case_number, dc.description, dc.state, dc.created_at, dc.edited_at, dc.state_changed_deadline,
         dc.tenant_id, dc.category_id, dc.category_tag_id, dc.assignee_id, dc.rating, dc.reachable, dc.published_on_map,
         t.name AS tenant_name, c.name AS category_name, ct.name AS category_tag_name,
         a.firstname AS assignee_firstname, a.lastname AS assignee_lastname
  FROM defect_case dc
  LEFT JOIN tenant t ON t.id = dc.tenant_id
  LEFT JOIN category c ON c.id = dc.category_id
  LEFT JOIN category_tag ct ON ct.id = dc.category_tag_id
  LEFT JOIN app_user a ON a.id = dc.assignee_id
  WHERE dc.tenant_id = ? AND dc.reachable = 1 AND dc.is_open = 1
  ORDER BY dc.created_at DESC, dc.id DESC
  LIMIT 50 OFFSET 0`;
/** The fastest exact count of those: a covering range of (tenant_id, is_open, created_at, id) (unreachable cases are rare). */
export const BASELINE_COUNT_SQL = `SELECT COUNT(*) FROM defect_case WHERE tenant_id = ? AND is_open = 1`;

interface PageSource {
  read(tenantId: number): Promise<{ content: unknown[]; totalElements: number }>;
  close(): Promise<void>;
}

/** The two statements through the raw driver: better-sqlite3's prepared statements. */
function sqlitePage(file: string): PageSource {
  const sqlite = new SQLite(file, { readonly: true });
  const page = sqlite.prepare(BASELINE_PAGE_SQL);
  const count = sqlite.prepare(BASELINE_COUNT_SQL).pluck();
  return {
    read: async (tenantId) => ({ content: page.all(tenantId), totalElements: count.get(tenantId) as number }),
    close: async () => void sqlite.close(),
  };
}

/**
 * The two statements through raw `pg`: a pool as large as the app's (openDatabase's 10 connections), named
 * statements (parsed once per connection, as better-sqlite3 prepares), one after the other like the app's.
 */
async function postgresPage(url: string): Promise<PageSource> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const page = { name: 'baseline_page', text: numberedPlaceholders(BASELINE_PAGE_SQL) };
  const count = { name: 'baseline_count', text: numberedPlaceholders(BASELINE_COUNT_SQL) };
  return {
    async read(tenantId) {
      const content = (await pool.query({ ...page, values: [tenantId] })).rows;
      // COUNT(*) is a bigint, which pg answers as text
      const totalElements = Number(itemAt((await pool.query({ ...count, values: [tenantId], rowMode: 'array' })).rows, 0)[0]);
      return { content, totalElements };
    },
    close: () => pool.end(),
  };
}

export async function startBaseline(url: string, tenantId: number): Promise<{ server: Server; port: number }> {
  const source = isPostgresUrl(url) ? await postgresPage(url) : sqlitePage(url.slice('sqlite:'.length));
  const server = createServer((_request, response) => {
    source.read(tenantId).then(
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
