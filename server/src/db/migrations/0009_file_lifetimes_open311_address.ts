import type { Kysely } from 'kysely';

/**
 * What the clean-up of stored files and the Open311 address need beyond migration 0008.
 *
 * - `case_photo (file_name)`: a photo's file leaves the storage only when no record names it any more; with a
 *   million cases that check must be an index seek, not a scan of every photo, on each photo or case deletion.
 * - Generated PDF summaries were stored as attached, so the clean-up of unattached files never took them: they
 *   are unattached now (nothing refers to them) and expire like abandoned public uploads. A PDF that a case
 *   names as a photo is in use and stays attached.
 * - `defect_case.address`: the `address_string` of an Open311 request as the reporter wrote it, which
 *   GET requests answers as `address`; null for every other case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('case_photo_file_idx').on('case_photo').column('file_name').execute();
  await db
    .updateTable('file')
    .set({ attached: 0 })
    .where('mime', '=', 'application/pdf')
    .where('name', 'not in', db.selectFrom('case_photo').select('file_name'))
    .execute();
  await db.schema.alterTable('defect_case').addColumn('address', 'varchar(300)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('defect_case').dropColumn('address').execute();
  await db.updateTable('file').set({ attached: 1 }).where('mime', '=', 'application/pdf').execute();
  await db.schema.dropIndex('case_photo_file_idx').execute();
}
