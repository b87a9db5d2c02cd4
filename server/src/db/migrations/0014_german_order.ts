import { sql, type Kysely } from 'kysely';
import { GERMAN_SORT_KEY, postgresGermanSortKey } from '../german-order.js';
import { isPostgres } from '../kysely.js';

/**
 * german_sort_key(text), the key of the one alphabetical order (db/german-order.ts), on PostgreSQL. SQLite needs
 * nothing stored: openDatabase registers the function on each connection.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(postgresGermanSortKey()).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(`drop function ${GERMAN_SORT_KEY}(text)`).execute(db);
}
