import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * `tenant.cors_origins`: the web origins (https://host[:port], a JSON array) whose pages may send writes with the
 * tenant's API key from the browser (docs/decisions/cors.md); null, as for every existing tenant, allows none
 * beyond the server's CORS_ORIGINS.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenant').addColumn('cors_origins', ddl(db).text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenant').dropColumn('cors_origins').execute();
}
