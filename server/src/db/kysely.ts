import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, PostgresQueryCompiler, SqliteDialect, SqliteQueryCompiler } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ChangeEpochPlugin } from './change-epoch.js';
import { sqliteDatabase } from './sqlite-statements.js';
import { SnakeCaseNames, snakeCaseDialect } from './naming.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Opens the database named by a URL: `sqlite::memory:`, `sqlite:/path/file.sqlite` or `postgres://...`. */
export async function openDatabase(url: string): Promise<Db> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pg = await import('pg');
    const names = new SnakeCaseNames(false);
    return new Kysely<Database>({
      dialect: snakeCaseDialect(new PostgresDialect({ pool: new pg.default.Pool({ connectionString: url, max: 10 }) }), PostgresQueryCompiler, names),
      plugins: [names, new ChangeEpochPlugin()],
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
  const names = new SnakeCaseNames(true);
  return new Kysely<Database>({
    dialect: snakeCaseDialect(new SqliteDialect({ database: sqliteDatabase(sqlite, (column) => names.propertyName(column)) }), SqliteQueryCompiler, names),
    plugins: [names, new ChangeEpochPlugin()],
  });
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
