import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * `tenant.terms_url`, `privacy_url`, `imprint_url`: where the tenant's terms of use, privacy notice and imprint
 * are, linked from the consent boxes of its report form. Null: the platform's own pages apply.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  // SQLite adds one column per ALTER TABLE
  await db.schema.alterTable('tenant').addColumn('terms_url', d.text).execute();
  await db.schema.alterTable('tenant').addColumn('privacy_url', d.text).execute();
  await db.schema.alterTable('tenant').addColumn('imprint_url', d.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenant').dropColumn('imprint_url').execute();
  await db.schema.alterTable('tenant').dropColumn('privacy_url').execute();
  await db.schema.alterTable('tenant').dropColumn('terms_url').execute();
}
