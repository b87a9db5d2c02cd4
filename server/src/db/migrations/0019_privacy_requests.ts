import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * `privacy_request`: the log of requests of data subjects (DSGVO Art. 15 and 17, modules/privacy): who searched,
 * exported or anonymised, when, and how many records it concerned. The address is kept only as a keyed hash
 * (email_hash), so the log itself holds no personal data of the person asking and can still show, for a given
 * address, which requests were handled. Entries outlive the user (user_id without a foreign key); tenant_id is
 * the user's tenant at the time, so the tenant's admins keep seeing it when the account is deleted or moves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await d
    .id(db.schema.createTable('privacy_request'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('email_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('privacy_request_email_hash_idx').on('privacy_request').column('email_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_request').execute();
}
