import type { Kysely } from 'kysely';

/**
 * Where an imported case came from: the Open311 server (its base address), the request's id there and the status
 * it had at the last import. A re-run of the import finds the case again by these (nothing is imported twice) and
 * follows a changed status. Unique per tenant and source; cases made here have none (NULLs never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('defect_case').addColumn('external_source', 'varchar(500)').execute();
  await db.schema.alterTable('defect_case').addColumn('external_id', 'varchar(200)').execute();
  await db.schema.alterTable('defect_case').addColumn('external_status', 'varchar(20)').execute();
  await db.schema
    .createIndex('case_external_reference_idx')
    .on('defect_case')
    .columns(['tenant_id', 'external_source', 'external_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_external_reference_idx').execute();
  for (const column of ['external_status', 'external_id', 'external_source']) {
    await db.schema.alterTable('defect_case').dropColumn(column).execute();
  }
}
