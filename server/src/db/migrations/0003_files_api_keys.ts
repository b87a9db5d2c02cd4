import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/** Uploaded files and the hashes of API keys that were removed or replaced (never valid again). */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);

  await d
    .id(db.schema.createTable('file'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    // null for anonymous uploads from the public frames
    .addColumn('tenant_id', 'integer', (c) => c.references('tenant.id').onDelete('set null'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('internal', 'integer', d.bool(false))
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('attached', 'integer', d.bool(false))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_unattached_idx').on('file').columns(['attached', 'created_at']).execute();

  await db.schema
    .createTable('revoked_api_key')
    .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
    // no foreign key: the hash must outlive the tenant so the value can never come back
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', d.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_api_key').execute();
  await db.schema.dropTable('file').execute();
}
