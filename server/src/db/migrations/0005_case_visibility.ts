import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * What the case module needs beyond migration 0004.
 *
 * - `defect_case (reachable, tenant_id, state)`: only super admins see unreachable cases, so everyone else's
 *   counts are the counters (case_counter) minus that tenant's unreachable cases; this index makes the
 *   subtraction a few index seeks instead of a scan over the cases.
 * - `case_note.client_message`: a note the reporter wrote (through the public status link), told apart from
 *   staff notes whose author was deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await db.schema.createIndex('case_reachable_tenant_state_idx').on('defect_case').columns(['reachable', 'tenant_id', 'state']).execute();
  await db.schema.alterTable('case_note').addColumn('client_message', 'integer', d.bool(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('case_note').dropColumn('client_message').execute();
  await db.schema.dropIndex('case_reachable_tenant_state_idx').execute();
}
