import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * DSGVO retention. `tenant.reporter_data_retention_days`: how many days after a case was closed its
 * reporter's personal data is kept (default 365). `defect_case.reporter_data_erased_at`: when the reporter's
 * e-mail, device id and status link were removed; the status page then says so (docs/decisions/
 * reporter-data-retention.md). No backfill: the closing time is `state_changed_at`, which every state change
 * sets and a closed case keeps until it is reopened, and no case had its data removed before.
 * The index serves the housekeeping's search per tenant: closed, not yet removed, closed before a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await db.schema
    .alterTable('tenant')
    .addColumn('reporter_data_retention_days', 'integer', (c) => c.notNull().defaultTo(365))
    .execute();
  await db.schema.alterTable('defect_case').addColumn('reporter_data_erased_at', d.timestamp).execute();
  await db.schema
    .createIndex('case_reporter_retention_idx')
    .on('defect_case')
    .columns(['tenant_id', 'is_open', 'reporter_data_erased_at', 'state_changed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('case_reporter_retention_idx').execute();
  await db.schema.alterTable('defect_case').dropColumn('reporter_data_erased_at').execute();
  await db.schema.alterTable('tenant').dropColumn('reporter_data_retention_days').execute();
}
