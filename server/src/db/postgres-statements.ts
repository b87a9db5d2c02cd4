import type pg from 'pg';

/** Per connection: enough for every statement text the app sends (IN lists of different lengths are different texts). */
export const STATEMENT_CACHE_SIZE = 500;
/** Only these are prepared; PostgreSQL prepares nothing else, and BEGIN/COMMIT gain nothing from it. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

type Query = (...args: unknown[]) => unknown;
/** "cached plan must not change result type" */
const RESULT_TYPE_CHANGED = '0A000';
const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end)\b/i;

/**
 * Sends the statements Kysely runs on this connection as named (prepared) statements, as better-sqlite3 prepares
 * its own: PostgreSQL then parses and plans a statement text once per connection instead of on every request, which
 * took longer than running the case list's page (docs/decisions/prepared-statements-on-postgresql.md). The names are
 * kept per connection in least-recently-used order; the oldest is deallocated when the cache is full, and a text seen
 * again later gets a new name, so no name is ever reused for another text. A statement whose answer changed shape
 * under a schema change is prepared again.
 */
export function prepareStatements(client: pg.PoolClient, capacity = STATEMENT_CACHE_SIZE): void {
  const names = new Map<string, string>();
  let serial = 0;
  const query = client.query.bind(client) as Query;
  const connection = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;

  const forget = (text: string, name: string) => {
    names.delete(text);
    // queued behind the statements already sent on this connection, so none of them loses its statement
    (query(`DEALLOCATE ${name}`) as Promise<unknown>).then(
      () => delete connection.parsedStatements[name],
      () => {},
    );
  };

  const nameOf = (text: string): string => {
    const known = names.get(text);
    if (known !== undefined) {
      names.delete(text);
      names.set(text, known);
      return known;
    }
    const name = `bp_${++serial}`;
    names.set(text, name);
    if (names.size > capacity) {
      const [oldest, evicted] = names.entries().next().value as [string, string];
      forget(oldest, evicted);
    }
    return name;
  };

  let inTransaction = false;
  const prepared = (text: string, values: unknown[]): Promise<unknown> => {
    const name = nameOf(text);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: { code?: string }) => {
      // a schema change (another process's migration) changed what the kept statement answers: prepare it again;
      // inside a transaction the error has aborted it, so only the next use gets the new statement
      if (error.code !== RESULT_TYPE_CHANGED || names.get(text) !== name) throw error;
      forget(text, name);
      if (inTransaction) throw error;
      return query({ name: nameOf(text), text, values });
    });
  };

  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text === 'string') inTransaction = TRANSACTION_START.test(text) || (inTransaction && !TRANSACTION_END.test(text));
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || !PREPARABLE.test(text)) return query(...args);
    return prepared(text, values);
  }) as typeof client.query;
}
