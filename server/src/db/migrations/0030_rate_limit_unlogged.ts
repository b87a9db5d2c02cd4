import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

/**
 * The per-IP request counters written without the write-ahead log on PostgreSQL. A transaction that writes only
 * unlogged tables does not wait for the log's flush at its commit, so a client's counter row is held for the
 * upsert alone instead of a disk flush: one address's requests no longer queue on it one flush at a time. A crash
 * empties the table, which only starts every window afresh (docs/decisions/rate-limits-unlogged.md). SQLite keeps
 * these counts in memory (platform/rate-limit-store.ts) and has nothing to change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table rate_limit set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table rate_limit set logged`.execute(db);
}
