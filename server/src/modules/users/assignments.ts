import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../platform/errors.js';

/**
 * Users' category and subcategory assignments (tables of migration 0002, which have no foreign keys to
 * the categories): kept here with the users they belong to; the category and subcategory modules end the
 * assignments to what they delete or move.
 */
export const ASSIGNMENT_MESSAGES = {
  categories:
    'Die zugewiesenen Kategorien konnten nicht aktualisiert werden. Es können nur Kategorien des Mandanten des Nutzers zugewiesen werden.',
  tags: 'Die zugewiesenen Unterkategorien konnten nicht aktualisiert werden. Es können nur Unterkategorien des Mandanten des Nutzers zugewiesen werden.',
};

export type AssignmentKind = 'categories' | 'tags';

/** Category and subcategory assignments; a user without any sees all categories. */
export async function loadAssignments(db: Kysely<Database>, userId: number): Promise<{ categories: number[]; tags: number[] }> {
  const [categories, tags] = await Promise.all([
    db.selectFrom('userCategoryAssignment').select('categoryId').where('userId', '=', userId).orderBy('categoryId').execute(),
    db.selectFrom('userTagAssignment').select('tagId').where('userId', '=', userId).orderBy('tagId').execute(),
  ]);
  return { categories: categories.map((r) => r.categoryId), tags: tags.map((r) => r.tagId) };
}

/** Replaces a user's whole set of category or tag assignments; opens its own transaction. */
export async function replaceAssignments(
  db: Kysely<Database>,
  userId: number,
  kind: AssignmentKind,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await db.transaction().execute(async (trx) => {
    if (kind === 'categories') {
      await trx.deleteFrom('userCategoryAssignment').where('userId', '=', userId).execute();
      if (unique.length > 0) {
        await trx
          .insertInto('userCategoryAssignment')
          .values(unique.map((categoryId) => ({ userId, categoryId })))
          .execute();
      }
    } else {
      await trx.deleteFrom('userTagAssignment').where('userId', '=', userId).execute();
      if (unique.length > 0)
        await trx
          .insertInto('userTagAssignment')
          .values(unique.map((tagId) => ({ userId, tagId })))
          .execute();
    }
  });
  return unique;
}

/** PUT /api/user/{id}/assigned-categories|tags: every id must be a category (tag) of the user's tenant, else 400. */
export async function assertAssignable(
  db: Kysely<Database>,
  tenantId: number,
  kind: AssignmentKind,
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const table = kind === 'categories' ? 'category' : 'categoryTag';
  const found = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('id', 'in', unique)
    .where('tenantId', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (Number(found.total) !== unique.length) throw badRequest(ASSIGNMENT_MESSAGES[kind], 'INVALID_ASSIGNMENT');
}

/** Ends every assignment to a subcategory (it is deleted). */
export async function removeTagAssignments(db: Kysely<Database>, tagId: number): Promise<void> {
  await db.deleteFrom('userTagAssignment').where('tagId', '=', tagId).execute();
}

/** Ends every assignment to a category and to its subcategories (it is deleted or moved to another tenant). */
export async function removeCategoryAssignments(db: Kysely<Database>, categoryId: number): Promise<void> {
  await db
    .deleteFrom('userTagAssignment')
    .where('tagId', 'in', (eb) => eb.selectFrom('categoryTag').select('id').where('categoryId', '=', categoryId))
    .execute();
  await db.deleteFrom('userCategoryAssignment').where('categoryId', '=', categoryId).execute();
}

/**
 * A user moved to another tenant: their assignments and their role as responsible person of the old
 * tenant's categories and subcategories end, since both must belong to the user's tenant.
 */
export async function userChangedTenant(db: Kysely<Database>, userId: number, tenantId: number): Promise<void> {
  await db.deleteFrom('userCategoryAssignment').where('userId', '=', userId).execute();
  await db.deleteFrom('userTagAssignment').where('userId', '=', userId).execute();
  for (const table of ['category', 'categoryTag'] as const) {
    await db
      .updateTable(table)
      .set({ initialAssigneeId: null })
      .where('initialAssigneeId', '=', userId)
      .where('tenantId', '!=', tenantId)
      .execute();
  }
}
