import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';
import * as perAddressThrottle from './0010_login_throttle.js';

/**
 * Security issue on login and registration (docs/decisions/login-throttle.md, registration-attempts.md):
 *
 * - `login_throttle` counts failed logins per address *and source* (a client address or a known-device cookie,
 *   or `untrusted` for the softer limit over all sources without a cookie), so a lock caused elsewhere no longer
 *   locks the owner out. Both keys are keyed hashes. The per-address counts of migration 0010 go: they would
 *   lock every source, and their locks end within the hour anyway.
 * - `registration_attempt`: the password chosen in a registration for a taken address, hashed, one row per
 *   address (a keyed hash), so a login with it answers like a new account waiting for approval.
 * - `registration_notice_window`: how many registrations a tenant's main account was told of in the current
 *   hour, so a flood of registrations sends a handful of mails and one summary.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await perAddressThrottle.down(db);
  await db.schema
    .createTable('login_throttle')
    .addColumn('email_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('source_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failure_at', d.timestamp, (c) => c.notNull())
    .addColumn('locked_until', d.timestamp)
    .addPrimaryKeyConstraint('login_throttle_pk', ['email_key', 'source_key'])
    .execute();
  await db.schema
    .createTable('registration_attempt')
    .addColumn('email_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('password_hash', d.text, (c) => c.notNull())
    .addColumn('attempted_at', d.timestamp, (c) => c.notNull())
    .addColumn('owner_notified_at', d.timestamp)
    .execute();
  await db.schema
    .createTable('registration_notice_window')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey().references('tenant.id').onDelete('cascade'))
    .addColumn('window_ends_at', d.timestamp, (c) => c.notNull())
    .addColumn('registrations', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_notice_window').execute();
  await db.schema.dropTable('registration_attempt').execute();
  await db.schema.dropTable('login_throttle').execute();
  await perAddressThrottle.up(db);
}
