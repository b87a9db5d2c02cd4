import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * Failed logins per account (modules/auth/login-throttle.ts), in the database so that the counts hold across
 * restarts and across processes sharing it. Keyed by the SHA-256 of the normalised address, so unknown
 * addresses are counted like known ones without storing what someone typed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await db.schema
    .createTable('login_throttle')
    .addColumn('email_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failure_at', d.timestamp, (c) => c.notNull())
    .addColumn('locked_until', d.timestamp)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
}
