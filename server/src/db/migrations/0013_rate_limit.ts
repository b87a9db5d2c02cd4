import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * The per-IP request counters of @fastify/rate-limit (platform/rate-limit-store.ts), in the database so that
 * processes sharing it count together instead of each granting the whole limit. One row per route and
 * client address holds the current fixed window; a row is reused when its window has ended and swept soon
 * after, so the table stays as small as the set of recently active clients.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', d.text, (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_window_ends_at').on('rate_limit').column('window_ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
}
