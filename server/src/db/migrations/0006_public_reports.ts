import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * What the public reports need beyond migration 0005.
 *
 * - `defect_case (latitude)`: the wizard's "Wurde das schon gemeldet?" hint reads the open cases within 50 m
 *   of a point through a bounding box; a latitude band of 100 m holds few cases, so this index narrows the
 *   box to a handful of rows before the exact distance is computed in TypeScript.
 * - `defect_case.rating_comment`: the reporter's optional words with the 1-5 rating on the status page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await db.schema.createIndex('case_latitude_idx').on('defect_case').column('latitude').execute();
  await db.schema.alterTable('defect_case').addColumn('rating_comment', d.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('defect_case').dropColumn('rating_comment').execute();
  await db.schema.dropIndex('case_latitude_idx').execute();
}
