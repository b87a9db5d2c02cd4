import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Which information categories and surveys information items use: the category and survey modules ask
 * before deleting, and the category list shows "deletable" from it. Kept apart from the item service so
 * those modules depend on this query only.
 */
export async function categoriesInUse(db: Kysely<Database>, categoryIds: readonly number[]): Promise<Set<number>> {
  if (categoryIds.length === 0) return new Set();
  const rows = await db.selectFrom('citizenInfo').select('categoryId').distinct().where('categoryId', 'in', categoryIds).execute();
  return new Set(rows.map((r) => r.categoryId));
}

export async function surveyInUse(db: Kysely<Database>, surveyId: number): Promise<boolean> {
  const row = await db.selectFrom('citizenInfo').select('id').where('surveyId', '=', surveyId).limit(1).executeTakeFirst();
  return row !== undefined;
}
