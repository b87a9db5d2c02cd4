import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

/**
 * The tenants' running case numbers written without the write-ahead log on PostgreSQL, so that drawing a batch's
 * numbers (a transaction of its own) does not wait for a disk flush. A crash or a failover empties the table;
 * the next draw then starts above the highest number stored, which every draw reads anyway, so no number is
 * given twice (docs/decisions/case-numbers-drawn-apart.md). SQLite has one writer and nothing to change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table case_sequence set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table case_sequence set logged`.execute(db);
}
