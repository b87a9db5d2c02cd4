import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ChangeEpochPlugin } from './change-epoch.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Opens the database named by a URL: `sqlite::memory:`, `sqlite:/path/file.sqlite` or `postgres://...`. */
export async function openDatabase(url: string): Promise<Db> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pg = await import('pg');
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.default.Pool({ connectionString: url, max: 10 }) }),
      plugins: [new CamelCasePlugin(), new ChangeEpochPlugin()],
    });
  }
  if (!url.startsWith('sqlite:')) throw new Error(`Unsupported DATABASE_URL: ${url}`);
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin(), new ChangeEpochPlugin()],
  });
}

const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small indexed query, and a
 * request runs up to twenty (a public report). The application issues a bounded set of SQL texts, so the
 * prepared statements of the most recent ones are kept. A statement still iterating (a streamed query) is
 * busy and is prepared again instead.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
