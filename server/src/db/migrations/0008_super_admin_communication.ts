import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * The super admin's communication: promotions, correspondents, the newsletter block list and sent broadcasts.
 *
 * - `correspondent.email` and `newsletter_block.email` are stored trimmed and lower-case, so the broadcast's
 *   "not blocked" anti-join and the row's `blocked` flag are plain equality joins on indexed columns.
 * - `newsletter_block.email` is unique: adding an address twice is a conflict, unsubscribing twice a no-op.
 * - `broadcast.idempotency_key` is unique, so a double click (or a retried request with the same
 *   Idempotency-Key) records and queues one broadcast even when two requests race; `content_hash` with
 *   `sent_at` finds the same sender's identical broadcast of the last minutes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);

  await d
    .id(db.schema.createTable('promotion'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_date', d.timestamp, (c) => c.notNull())
    .addColumn('end_date', d.timestamp, (c) => c.notNull())
    .addColumn('allow_already_registered_devices', 'integer', d.bool(false))
    .addColumn('boundaries', d.text, (c) => c.notNull())
    .addColumn('latitude', d.real)
    .addColumn('longitude', d.real)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('edited_at', d.timestamp)
    .addColumn('edited_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('promotion_start_idx').on('promotion').columns(['start_date', 'id']).execute();

  await d
    .id(db.schema.createTable('correspondent'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('firstname', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)')
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('edited_at', d.timestamp)
    .execute();
  await db.schema.createIndex('correspondent_tenant_idx').on('correspondent').columns(['tenant_id', 'lastname']).execute();
  await db.schema.createIndex('correspondent_email_idx').on('correspondent').column('email').execute();

  await d
    .id(db.schema.createTable('newsletter_block'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('newsletter_block_created_idx').on('newsletter_block').columns(['created_at', 'id']).execute();

  await d
    .id(db.schema.createTable('broadcast'))
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('message', d.text, (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('sent_at', d.timestamp, (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('broadcast_content_idx').on('broadcast').columns(['content_hash', 'sent_at']).execute();
  await db.schema.createIndex('broadcast_sent_idx').on('broadcast').columns(['sent_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('broadcast').execute();
  await db.schema.dropTable('newsletter_block').execute();
  await db.schema.dropTable('correspondent').execute();
  await db.schema.dropTable('promotion').execute();
}
