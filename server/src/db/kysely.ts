import SQLite from 'better-sqlite3';
import {
  type Compilable,
  type InferResult,
  Kysely,
  type KyselyPlugin,
  type LogEvent,
  PostgresAdapter,
  type QueryExecutorProvider,
  PostgresDialect,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteDialect,
  SqliteQueryCompiler,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ChangesPlugin, DatabaseChanges } from './changes.js';
import { prepareStatements } from './postgres-statements.js';
import { registerGermanSortKey } from './german-order.js';
import { sqliteDatabase } from './sqlite-statements.js';
import { SnakeCaseNames, snakeCaseDialect } from './naming.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** The row that the query a function builds answers, e.g. `RowOf<typeof selectColumns>`. */
export type RowOf<Build extends (...args: never[]) => Compilable<unknown>> = InferResult<ReturnType<Build>>[number];

/** Receives the duration of every query in milliseconds (the metrics plugin's histogram of database time). */
export type QueryObserver = (durationMillis: number) => void;

const queryObservers = new WeakMap<QueryExecutorProvider, Set<QueryObserver>>();

/**
 * Reports the duration of each query on a database from openDatabase to the observer, until the returned
 * function is called. Transactions and derived instances share the database's driver, so they report too.
 */
export function observeQueries(db: QueryExecutorProvider, observer: QueryObserver): () => void {
  const observers = queryObservers.get(db);
  if (!observers) throw new Error('observeQueries needs a database opened by openDatabase');
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Makes the database's observer set reachable for observeQueries. */
function timed(db: Db, observers: Set<QueryObserver>): Db {
  queryObservers.set(db, observers);
  return db;
}

/**
 * Kysely's log option times each query, failed ones too; the apps add their observers later. Without one the
 * cost is a call per query (well under a microsecond), so it is always installed.
 */
function logTo(observers: Set<QueryObserver>): (event: LogEvent) => void {
  return (event) => {
    for (const observe of observers) observe(event.queryDurationMillis);
  };
}

/** A pool whose connections prepare the statements they run (postgres-statements.ts). */
function preparingPool<P extends { on(event: 'connect', listener: (client: Parameters<typeof prepareStatements>[0]) => void): unknown }>(
  pool: P,
): P {
  pool.on('connect', (client) => prepareStatements(client));
  return pool;
}

/**
 * SQLite's count of other connections' writes to the file. Read through a handle of its own: the app's connection
 * may be busy streaming an export, and better-sqlite3 refuses any other statement on it meanwhile. This handle's own
 * count then also moves with the app's writes, which only makes the caches read again. An in-memory database has
 * no other writer.
 */
function otherWritersOf(file: string): () => number {
  if (file === ':memory:') return () => 0;
  const watcher = new SQLite(file, { readonly: true, fileMustExist: true });
  const version = watcher.prepare('pragma data_version').pluck();
  return () => version.get() as number;
}

const streamingReaders = new WeakMap<QueryExecutorProvider, () => Db>();

/**
 * The database to stream a long read from (an export). On PostgreSQL that is the database itself: a cursor holds
 * one connection of the pool. SQLite has one connection, and a stream holds it until the last row is read, which
 * at a slow client's pace is many seconds in which every other request waits (the soak's 4.4 s stall). A file
 * database therefore streams through a read-only handle of its own, opened on first use; WAL gives it a snapshot
 * while the app's connection goes on writing. An in-memory database cannot be opened twice and streams itself.
 */
export function streamingReader(db: Db): Db {
  return streamingReaders.get(db)?.() ?? db;
}

/**
 * SQLite rolls back DDL with the rest of a transaction, as PostgreSQL does; Kysely's adapter says otherwise to be
 * safe, and its migrator would then run migrations outside any transaction, so one failing half-way would leave
 * half a schema. Nothing but the migrator reads this flag.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

function sqliteKysely(sqlite: SQLite.Database, plugins: (names: SnakeCaseNames) => KyselyPlugin[], log: (event: LogEvent) => void): Db {
  registerGermanSortKey(sqlite);
  const names = new SnakeCaseNames(true);
  return new Kysely<Database>({
    dialect: snakeCaseDialect(
      new TransactionalDdlSqliteDialect({ database: sqliteDatabase(sqlite, (column) => names.propertyName(column)) }),
      SqliteQueryCompiler,
      names,
    ),
    plugins: plugins(names),
    log,
  });
}

function lazyReaderOf(file: string, log: (event: LogEvent) => void): () => Db {
  let reader: Db | undefined;
  return () => {
    reader ??= sqliteKysely(new SQLite(file, { readonly: true, fileMustExist: true }), (names) => [names], log);
    return reader;
  };
}

export const isPostgresUrl = (url: string): boolean => url.startsWith('postgres://') || url.startsWith('postgresql://');

/** Connections of a process's PostgreSQL pool. */
const POOL_MAX = 10;
const pools = new WeakMap<Db, { totalCount: number; idleCount: number; ending: boolean }>();

/**
 * Whether every connection of the PostgreSQL pool is at work on a statement: the database was reached just now,
 * and one more statement would only wait behind them (platform/health.ts). False for SQLite and a closed pool.
 */
export function allConnectionsAtWork(db: Db): boolean {
  const pool = pools.get(db);
  return pool !== undefined && !pool.ending && pool.totalCount >= POOL_MAX && pool.idleCount === 0;
}

/** Opens the database named by a URL: `sqlite::memory:`, `sqlite:/path/file.sqlite` or `postgres://...`. */
export async function openDatabase(url: string): Promise<Db> {
  const observers = new Set<QueryObserver>();
  if (isPostgresUrl(url)) {
    const [pg, cursor] = await Promise.all([import('pg'), import('pg-cursor')]);
    const names = new SnakeCaseNames(false);
    const pool = preparingPool(new pg.default.Pool({ connectionString: url, max: POOL_MAX }));
    const db = new Kysely<Database>({
      dialect: snakeCaseDialect(
        // a cursor lets .stream() read a long result (an export) in batches instead of all at once
        new PostgresDialect({ pool, cursor: cursor.default }),
        PostgresQueryCompiler,
        names,
      ),
      plugins: [names, new ChangesPlugin(new DatabaseChanges(url))],
      log: logTo(observers),
    });
    const handle = timed(db, observers);
    pools.set(handle, pool);
    return handle;
  }
  if (!url.startsWith('sqlite:')) throw new Error(`Unsupported DATABASE_URL: ${url}`);
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const log = logTo(observers);
  const db = sqliteKysely(sqlite, (names) => [names, new ChangesPlugin(new DatabaseChanges(null, otherWritersOf(file)))], log);
  if (file !== ':memory:') streamingReaders.set(db, lazyReaderOf(file, log));
  return timed(db, observers);
}

export function isPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
