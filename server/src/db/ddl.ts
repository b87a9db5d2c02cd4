import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type QueryExecutorProvider } from 'kysely';
import { isPostgres } from './kysely.js';

/**
 * Column helpers so that one migration runs on SQLite and PostgreSQL alike.
 * Booleans are integers (0/1) and timestamps ISO text on both, see db/values.ts.
 */
export function ddl(db: QueryExecutorProvider) {
  const pg = isPostgres(db);
  return {
    id<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C | 'id'> {
      return pg
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
    bool(defaultValue: boolean) {
      return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(defaultValue ? 1 : 0);
    },
    /** text column; PostgreSQL's `text` and SQLite's TEXT are both unbounded */
    text: 'text' as const,
    timestamp: 'text' as const,
    real: pg ? ('double precision' as const) : ('real' as const),
    now: sql`CURRENT_TIMESTAMP`,
  };
}
