import { sql, type Kysely } from 'kysely';
import { ddl } from '../ddl.js';
import { isPostgres } from '../kysely.js';

/**
 * Forwarding over Open311: a tenant's endpoints (one per scope: the whole tenant, a category or a subcategory; the
 * unique index treats "no category" as 0, as both databases count nulls as distinct), and a queue row per forwarded
 * case, written in the transaction that creates the case and claimed like the mail outbox (claimedBy/claimedUntil).
 * On PostgreSQL a change of the endpoints tells the other processes like a tenant change (migration 0012).
 * A case filed over Open311 is marked: without a reporter's e-mail, its answers are the request's status_notes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await d
    .id(db.schema.createTable('forwarding_endpoint'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.references('category.id').onDelete('cascade'))
    .addColumn('category_tag_id', 'integer', (c) => c.references('category_tag.id').onDelete('cascade'))
    .addColumn('name', d.text, (c) => c.notNull())
    .addColumn('base_url', d.text, (c) => c.notNull())
    .addColumn('jurisdiction_id', d.text)
    .addColumn('service_code', d.text, (c) => c.notNull())
    .addColumn('api_key_cipher', d.text)
    .addColumn('share_email', 'integer', d.bool(false))
    .addColumn('answer_reporter', 'integer', d.bool(false))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('edited_at', d.timestamp)
    .addColumn('edited_by', 'integer')
    .execute();
  await sql`create unique index forwarding_endpoint_scope_idx on forwarding_endpoint (tenant_id, coalesce(category_id, 0), coalesce(category_tag_id, 0))`.execute(
    db,
  );
  await db.schema
    .createTable('case_forwarding')
    .addColumn('case_id', 'integer', (c) => c.primaryKey().references('defect_case.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'integer', (c) => c.references('forwarding_endpoint.id').onDelete('set null'))
    .addColumn('recipient', d.text, (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', d.timestamp, (c) => c.notNull())
    .addColumn('claimed_by', d.text)
    .addColumn('claimed_until', d.timestamp)
    .addColumn('last_error', d.text)
    .addColumn('service_request_id', d.text)
    .addColumn('sent_at', d.timestamp)
    .addColumn('email_shared', 'integer', d.bool(false))
    .addColumn('remote_status', 'varchar(10)')
    .addColumn('remote_notes', d.text)
    .addColumn('checked_at', d.timestamp)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('defect_case')
    .addColumn('filed_over_open311', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // which tenants forward is kept in memory until a tenant setting changes: the other processes hear of it too
  if (isPostgres(db)) {
    await sql`create trigger bp_tenants_changed after insert or update or delete or truncate on forwarding_endpoint for each statement execute function bp_notify_tenants_changed()`.execute(
      db,
    );
  }
  await db.schema.createIndex('case_forwarding_due_idx').on('case_forwarding').columns(['state', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('defect_case').dropColumn('filed_over_open311').execute();
  await db.schema.dropTable('case_forwarding').execute();
  await db.schema.dropTable('forwarding_endpoint').execute();
}
