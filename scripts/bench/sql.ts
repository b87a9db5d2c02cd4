import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { isPostgresUrl } from '../../server/src/db/kysely.js';

/**
 * Raw access to a benchmark database for writing its data, the same calls on SQLite and PostgreSQL, so that the
 * seed and the citizen side's preparation are written once. The statements are written with `?` placeholders
 * (none of them has a `?` in a literal) and in SQL both databases speak; the app's schema stores booleans as
 * 0/1 and timestamps as ISO text on both, so the values are the same too.
 */
export interface BenchSql {
  all<T>(statement: string, params?: readonly unknown[]): Promise<T[]>;
  run(statement: string, params?: readonly unknown[]): Promise<void>;
  /** many rows into one table, in as few statements as the driver does best; `suffix` e.g. an ON CONFLICT clause */
  insert(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[], suffix?: string): Promise<void>;
  /** `work` in one transaction */
  transaction(work: () => Promise<void>): Promise<void>;
  /**
   * `work` with the table's secondary indexes set aside (and on PostgreSQL its foreign keys and row triggers),
   * rebuilt afterwards: one sort per index instead of a million random index inserts. Answers how many indexes
   * were rebuilt. Within a transaction.
   */
  bulkLoad(table: string, work: () => Promise<void>): Promise<number>;
  /** after a bulk load: makes the database's plans and index-only scans what a settled database gets */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The first row of a statement that answers one: none means the database is not the one the bench seeded. */
export async function firstRow<T>(sql: BenchSql, statement: string, params?: readonly unknown[]): Promise<T> {
  const [row] = await sql.all<T>(statement, params);
  if (row === undefined) throw new Error(`the bench database answers no row to ${statement}`);
  return row;
}

/** PostgreSQL's numbered placeholders for the `?` of a bench statement */
export const numberedPlaceholders = (statement: string): string => {
  let n = 0;
  return statement.replace(/\?/g, () => `$${++n}`);
};

/** the statement inserting `rows` rows of `columns` at once */
export const multiRowInsert = (
  table: string,
  columns: readonly string[],
  rows: number,
  placeholder: (n: number) => string,
  suffix = '',
): string => {
  let n = 0;
  const row = () => `(${columns.map(() => placeholder(++n)).join(', ')})`;
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: rows }, row).join(', ')} ${suffix}`.trimEnd();
};

export function openBenchSql(url: string): Promise<BenchSql> {
  return isPostgresUrl(url) ? openPostgres(url) : Promise.resolve(openSqlite(url.slice('sqlite:'.length)));
}

/**
 * One connection for loading data: no journal on disk and no syncing (a failed seed is thrown away), no foreign
 * key checks (the generator writes only existing ids). The file is left in WAL mode, as the app keeps it.
 */
function openSqlite(file: string): BenchSql {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = MEMORY');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  const statements = new Map<string, SQLite.Statement>();
  const prepared = (statement: string) => {
    let found = statements.get(statement);
    if (!found) {
      found = sqlite.prepare(statement);
      statements.set(statement, found);
    }
    return found;
  };
  return {
    all: async <T>(statement: string, params: readonly unknown[] = []) => prepared(statement).all(...params) as T[],
    run: async (statement, params = []) => void prepared(statement).run(...params),
    async insert(table, columns, rows, suffix) {
      const insert = prepared(multiRowInsert(table, columns, 1, () => '?', suffix));
      for (const row of rows) insert.run(...row);
    },
    async transaction(work) {
      sqlite.exec('BEGIN');
      try {
        await work();
        sqlite.exec('COMMIT');
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      }
    },
    async bulkLoad(table, work) {
      const indexes = sqlite
        .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
        .all(table) as { name: string; sql: string }[];
      for (const index of indexes) sqlite.exec(`DROP INDEX ${index.name}`);
      await work();
      for (const index of indexes) sqlite.exec(index.sql);
      return indexes.length;
    },
    // the app's SQLite plans are chosen without statistics (plan.test.ts keeps them so), as on a fresh installation
    settle: async () => {},
    async close() {
      sqlite.pragma('journal_mode = WAL');
      sqlite.close();
    },
  };
}

/** PostgreSQL allows 65,535 parameters a statement; 1,000 rows a statement is where larger batches stop paying */
const MAX_PARAMETERS = 65_535;
const MAX_ROWS = 1_000;

/**
 * One connection, so that a transaction spans every call. Full batches of a multi-row INSERT are named
 * statements, parsed once; `settle` vacuums (the visibility map lets counts read the index alone) and analyzes
 * (the planner knows a million rows are there).
 */
async function openPostgres(url: string): Promise<BenchSql> {
  const { default: postgres } = await import('pg');
  const client: pg.Client = new postgres.Client({ connectionString: url });
  await client.connect();
  const names = new Map<string, string>();
  const named = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `bench_insert_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  const query = (statement: string, params: readonly unknown[] = []) => client.query(numberedPlaceholders(statement), [...params]);
  return {
    all: async <T>(statement: string, params?: readonly unknown[]) => (await query(statement, params)).rows as T[],
    run: async (statement, params) => void (await query(statement, params)),
    async insert(table, columns, rows, suffix) {
      const perStatement = Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        const text = multiRowInsert(table, columns, batch.length, (n) => `$${n}`, suffix);
        await client.query({ name: batch.length === perStatement ? named(text) : undefined, text, values: batch.flat() });
      }
    },
    async transaction(work) {
      await client.query('BEGIN');
      try {
        await work();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    async bulkLoad(table, work) {
      // only plain indexes: those of a primary key or unique constraint stay
      const { rows: indexes } = await client.query<{ name: string; definition: string }>(
        `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
        [table],
      );
      const { rows: foreignKeys } = await client.query<{ name: string; definition: string }>(
        `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f'`,
        [table],
      );
      for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
      for (const key of foreignKeys) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${key.name}`);
      // the owner may switch off its own triggers (here: the case map's NOTIFY), not the system's
      await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      await work();
      await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
      // each foreign key is checked once, by one join over the table
      for (const key of foreignKeys) await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${key.name} ${key.definition}`);
      for (const index of indexes) await client.query(index.definition);
      return indexes.length;
    },
    settle: async () => void (await client.query('VACUUM (ANALYZE)')),
    close: () => client.end(),
  };
}
