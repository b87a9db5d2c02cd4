import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * `tenant.open311_jurisdiction_id`: the readable Open311 `jurisdiction_id` a tenant chooses (e.g. its web domain),
 * unique across tenants; null means the tenant answers to its numeric id only, which always keeps working.
 * No default is derived for existing tenants: an integrator stores this id, so it is the municipality's public
 * choice, not a slug made from a name that may change or that two towns share (docs/decisions/open311-jurisdiction-id.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenant').addColumn('open311_jurisdiction_id', ddl(db).text).execute();
  await db.schema.createIndex('tenant_open311_jurisdiction_id_key').on('tenant').column('open311_jurisdiction_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tenant_open311_jurisdiction_id_key').execute();
  await db.schema.alterTable('tenant').dropColumn('open311_jurisdiction_id').execute();
}
