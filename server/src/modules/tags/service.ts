import { sql, type Kysely, type SqlBool } from 'kysely';
import { idFromText, type PageOf } from '@contracts/common.js';
import type { CategoryListQuery, SelectableTagsQuery, Tag, TagSave } from '@contracts/category.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { readableOrNotFound, whereInScopeAndTenant } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { containsAny, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { ownedFields, requireName, selectionTenant, validInitialAssignee, writableTenant } from '../categories/index.js';
import { removeTagAssignments } from '../users/index.js';
import type { RowOf } from '../../db/kysely.js';

export const TAG_MESSAGES = {
  nameMissing: 'Bitte geben Sie einen Namen für die Unterkategorie ein.',
  categoryOutsideTenant: 'Bitte wählen Sie eine Kategorie des gewählten Mandanten aus.',
  deleted: (name: string) => `Die Unterkategorie "${name}" wurde gelöscht.`,
};

const byName = germanOrder('categoryTag.name');
const byCategoryName = germanOrder('category.name');
const listSort: SortSpec = {
  columns: {
    name: byName,
    'tenant.name': germanOrder('tenant.name'),
    'category.name': byCategoryName,
    'initialAssignee.lastname': germanOrder('assignee.lastname'),
  },
  fallback: { column: byName, order: 'ASC' },
};

const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('categoryTag')
    .innerJoin('category', 'category.id', 'categoryTag.categoryId')
    .innerJoin('tenant', 'tenant.id', 'categoryTag.tenantId')
    .leftJoin('appUser as assignee', 'assignee.id', 'categoryTag.initialAssigneeId');
type Joined = ReturnType<typeof joined>;

const selectColumns = (qb: Joined) =>
  qb.select([
    'categoryTag.id',
    'categoryTag.name',
    'categoryTag.categoryId',
    'category.name as categoryName',
    'categoryTag.tenantId',
    'tenant.name as tenantName',
    'categoryTag.initialAssigneeId',
    'assignee.firstname as assigneeFirstname',
    'assignee.lastname as assigneeLastname',
    'categoryTag.createdAt',
    'categoryTag.editedAt',
  ]);
type TagRow = RowOf<typeof selectColumns>;

const toDto = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  categoryId: row.categoryId,
  category: { id: row.categoryId, name: row.categoryName },
  ...ownedFields(row),
});

/** GET /api/tag: the subcategories of the caller's scope (or of one tenant in it), paged. */
export async function listTags(db: Kysely<Database>, actor: AuthUser, query: CategoryListQuery): Promise<PageOf<Tag>> {
  let base = await whereInScopeAndTenant(joined(db), 'categoryTag.tenantId', actor, query.tenant);
  if (query.search?.trim()) base = base.where(containsAny(['categoryTag.name', 'category.name', 'tenant.name'], query.search));
  return mapPage(await paginate(base, query, listSort, 'categoryTag.id', selectColumns), toDto);
}

/** GET /api/tag/selectable: subcategories of the given categories within the target user's tenant. */
export async function selectableTags(db: Kysely<Database>, actor: AuthUser, query: SelectableTagsQuery): Promise<Tag[]> {
  const tenantId = await selectionTenant(db, actor, query);
  let select = selectColumns(joined(db)).where('categoryTag.tenantId', '=', tenantId);
  if (query.categoryIds) {
    // an id beyond the integer range names no category, and PostgreSQL would refuse to compare it
    const categoryIds = query.categoryIds.split(',').flatMap((text) => idFromText(text) ?? []);
    select = categoryIds.length > 0 ? select.where('categoryTag.categoryId', 'in', categoryIds) : select.where(sql<SqlBool>`false`);
  }
  if (query.search?.trim()) select = select.where(containsAny(['categoryTag.name'], query.search));
  const rows = await select.orderBy(byCategoryName).orderBy(byName).orderBy('categoryTag.id').execute();
  return rows.map(toDto);
}

async function loadTag(db: Kysely<Database>, id: number): Promise<Tag | undefined> {
  const row = await selectColumns(joined(db)).where('categoryTag.id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

/** A subcategory of the caller's scope; 404 otherwise. */
export async function getTag(db: Kysely<Database>, actor: AuthUser, id: number): Promise<Tag> {
  return readableOrNotFound(actor, await loadTag(db, id));
}

/** The checked values of a tag form: name, tenant in scope, parent category and responsible person of that tenant. */
async function validTag(db: Kysely<Database>, actor: AuthUser, body: TagSave, current?: Tag) {
  const name = requireName(body.name, TAG_MESSAGES.nameMissing);
  const tenantId = await writableTenant(db, actor, body.tenantId, current?.tenantId);
  const category = await db
    .selectFrom('category')
    .select('id')
    .where('id', '=', body.categoryId)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (!category) throw badRequest(TAG_MESSAGES.categoryOutsideTenant, 'CATEGORY_OUTSIDE_TENANT');
  const initialAssigneeId = await validInitialAssignee(db, tenantId, body.initialAssigneeId, current?.initialAssigneeId);
  return { name, tenantId, categoryId: category.id, initialAssigneeId };
}

/** POST /api/tag/. */
export async function createTag(db: Kysely<Database>, actor: AuthUser, body: TagSave): Promise<Tag> {
  const values = await validTag(db, actor, body);
  const row = await db
    .insertInto('categoryTag')
    .values({ ...values, createdAt: now(), createdBy: actor.id, editedAt: null, editedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await loadTag(db, row.id))!;
}

/** PUT /api/tag/{id}; moving it to another category or tenant ends the assignments of users to it. */
export async function updateTag(db: Kysely<Database>, actor: AuthUser, id: number, body: TagSave): Promise<Tag> {
  const current = await getTag(db, actor, id);
  const values = await validTag(db, actor, body, current);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('categoryTag')
      .set({ ...values, editedAt: now(), editedBy: actor.id })
      .where('id', '=', id)
      .execute();
    if (values.tenantId !== current.tenantId) await removeTagAssignments(trx, id);
  });
  return (await loadTag(db, id))!;
}

/** DELETE /api/tag/{id}: cases keep their category and lose the subcategory (the foreign key sets it null). */
export async function deleteTag(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const tag = await getTag(db, actor, id);
  await db.transaction().execute(async (trx) => {
    await removeTagAssignments(trx, id);
    await trx.deleteFrom('categoryTag').where('id', '=', id).execute();
  });
  return TAG_MESSAGES.deleted(tag.name);
}
