import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 1000;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

type Row = Record<string, unknown>;
type RowBuilder = (values: unknown[]) => Row;

/**
 * Builds a statement's rows from the arrays SQLite returns, under the TypeScript property names. A generated
 * object literal gets one hidden class per statement; letting the driver create each row through the native
 * API and renaming its keys afterwards cost about half of the case list's page query (50 rows of 19 columns).
 * A later column of the same name wins, as it does in the driver's own rows.
 */
function rowBuilder(columns: readonly string[], propertyName: (column: string) => string): RowBuilder {
  const fields = columns.map((column, i) => `${JSON.stringify(propertyName(column))}: v[${i}]`);
  return new Function('v', `return { ${fields.join(', ')} };`) as RowBuilder;
}

function statementOf(sqlite: SQLite.Database, sql: string, propertyName: (column: string) => string): SqliteStatement {
  const statement = sqlite.prepare(sql);
  if (!statement.reader) {
    return { reader: false, all: () => [], run: (parameters) => statement.run(parameters), iterate: () => [][Symbol.iterator]() };
  }
  statement.raw(true);
  const build = rowBuilder(
    statement.columns().map((c) => c.name),
    propertyName,
  );
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters)) yield build(values as unknown[]);
    },
  } as SqliteStatement & { busy: boolean };
}

/**
 * The database Kysely's SQLite dialect talks to. Kysely prepares every query anew; preparing costs about as
 * much as running a small indexed query, and a request runs up to twenty (a public report). The application
 * issues a bounded set of SQL texts, so the prepared statements of the most recent ones are kept. A statement
 * still iterating (a streamed query) is busy and is prepared again instead. A schema change (a migration)
 * empties the cache, since a kept statement would build its rows from the old columns.
 */
export function sqliteDatabase(sqlite: SQLite.Database, propertyName: (column: string) => string): SqliteDatabase {
  const statements = new Map<string, SqliteStatement & { busy?: boolean }>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      if (SCHEMA_CHANGE.test(sql)) statements.clear();
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = statementOf(sqlite, sql, propertyName);
      if (cached) return statement;
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}
