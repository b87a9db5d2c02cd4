import { sql, type QueryExecutorProvider } from 'kysely';
import { isPostgres } from './kysely.js';

/**
 * The ids the next `count` rows of `table` will have, taken before they are written, so that a value derived from
 * a row's id goes into the row's insert instead of an update right after it (which on PostgreSQL writes the row
 * and every index entry of it a second time). On PostgreSQL the identity's sequence hands them out, outside any
 * transaction's lock; on SQLite they follow the highest id ever given (AUTOINCREMENT), and the one connection that
 * writes holds them in its transaction until the rows are inserted. Call inside the transaction that inserts them.
 */
export async function reserveIds(trx: QueryExecutorProvider, table: string, count: number): Promise<number[]> {
  if (isPostgres(trx)) {
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`.execute(trx);
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  const { rows } = await sql<{ last: number }>`
    select coalesce((select seq from sqlite_sequence where name = ${table}), 0) as last`.execute(trx);
  const last = rows[0]?.last ?? 0;
  return Array.from({ length: count }, (_, index) => last + 1 + index);
}
