import type { Kysely } from 'kysely';

/**
 * The daily digest of due cases: the tenant's setting (off until its admin turns it on, 07:00 Berlin time, cases due
 * within 3 days), each user's opt-out, and a row per tenant and day that the digest went out, written in the
 * transaction that queues its mails, so a second process (or a second run) that day finds it and sends nothing.
 * The due cases are read along the deadline index (migration 0004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenant')
    .addColumn('reminders_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tenant')
    .addColumn('reminders_time', 'varchar(5)', (c) => c.notNull().defaultTo('07:00'))
    .execute();
  await db.schema
    .alterTable('tenant')
    .addColumn('reminders_days_ahead', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('reminders_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('reminder_digest')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('mails', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_digest_pk', ['tenant_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_digest').execute();
  await db.schema.alterTable('app_user').dropColumn('reminders_opt_out').execute();
  for (const column of ['reminders_days_ahead', 'reminders_time', 'reminders_enabled']) {
    await db.schema.alterTable('tenant').dropColumn(column).execute();
  }
}
