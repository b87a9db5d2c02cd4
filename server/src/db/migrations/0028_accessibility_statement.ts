import type { Kysely } from 'kysely';

/**
 * The tenant's own text of its accessibility statement (BITV 2.0 § 12); null: the product's default text, which
 * follows each release's checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant').addColumn('accessibility_statement', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant').dropColumn('accessibility_statement').execute();
}
