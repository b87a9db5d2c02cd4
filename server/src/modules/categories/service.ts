import type { Kysely } from 'kysely';
import type { PageOf } from '@contracts/common.js';
import type { Category, CategoryListQuery, CategorySave, SelectableCategoriesQuery } from '@contracts/category.js';
import { changesOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { assertReadable, assertWritable, readableOrNotFound, whereInScopeAndTenant } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { containsAny, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { toTenantRef } from '../tenants/index.js';
import { findUserInScope, fullname, removeCategoryAssignments } from '../users/index.js';
import type { RowOf } from '../../db/kysely.js';

export const CATEGORY_MESSAGES = {
  nameMissing: 'Bitte geben Sie einen Namen für die Kategorie ein.',
  tenantUnknown: 'Bitte wählen Sie einen gültigen Mandanten aus.',
  assigneeOutsideTenant: 'Der Verantwortliche muss ein Nutzer des gewählten Mandanten sein.',
  inUse: 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Fälle zugeordnet sind.',
  tenantFixed: 'Der Mandant der Kategorie kann nicht mehr geändert werden, weil ihr bereits Fälle zugeordnet sind.',
  deleted: (name: string) => `Die Kategorie "${name}" wurde gelöscht.`,
};

/** Rights of everyone who picks categories: case handling, the user form and category management. */
export const PICK_CATEGORY_RIGHTS = ['VIEW_CASES', 'VIEW_USER', 'CREATE_USER', 'MANAGE_CATEGORIES'];

const byName = germanOrder('category.name');
const listSort: SortSpec = {
  columns: { name: byName, 'tenant.name': germanOrder('tenant.name'), 'initialAssignee.lastname': germanOrder('assignee.lastname') },
  fallback: { column: byName, order: 'ASC' },
};

/** Categories with tenant and responsible person joined; filters go on this, columns come from `selectColumns`. */
const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('category')
    .innerJoin('tenant', 'tenant.id', 'category.tenantId')
    .leftJoin('appUser as assignee', 'assignee.id', 'category.initialAssigneeId');
type Joined = ReturnType<typeof joined>;

const selectColumns = (qb: Joined) =>
  qb.select([
    'category.id',
    'category.name',
    'category.tenantId',
    'tenant.name as tenantName',
    'category.initialAssigneeId',
    'assignee.firstname as assigneeFirstname',
    'assignee.lastname as assigneeLastname',
    'category.createdAt',
    'category.editedAt',
  ]);
type CategoryRow = RowOf<typeof selectColumns>;

/** The joined columns a category row and a tag row share: tenant, responsible person, audit times. */
interface OwnedRow {
  tenantId: number;
  tenantName: string;
  initialAssigneeId: number | null;
  assigneeFirstname: string | null;
  assigneeLastname: string | null;
  createdAt: string;
  editedAt: string | null;
}

/** The responsible person as {id, fullname}, from the left-joined columns of a category or tag row. */
function assigneeRef(row: OwnedRow) {
  if (row.initialAssigneeId === null || row.assigneeFirstname === null || row.assigneeLastname === null) return null;
  return { id: row.initialAssigneeId, fullname: fullname({ firstname: row.assigneeFirstname, lastname: row.assigneeLastname }) };
}

/** The DTO fields a category and a tag share. */
export const ownedFields = (row: OwnedRow) => ({
  tenantId: row.tenantId,
  tenant: toTenantRef({ id: row.tenantId, name: row.tenantName }),
  initialAssigneeId: row.initialAssigneeId,
  initialAssignee: assigneeRef(row),
  createdAt: row.createdAt,
  editedAt: row.editedAt,
});

const toDto = (row: CategoryRow): Category => ({ id: row.id, name: row.name, ...ownedFields(row) });

/** GET /api/category: the categories of the caller's scope (or of one tenant in it), paged. */
export async function listCategories(db: Kysely<Database>, actor: AuthUser, query: CategoryListQuery): Promise<PageOf<Category>> {
  let base = await whereInScopeAndTenant(joined(db), 'category.tenantId', actor, query.tenant);
  if (query.search?.trim()) base = base.where(containsAny(['category.name', 'tenant.name'], query.search));
  return mapPage(await paginate(base, query, listSort, 'category.id', selectColumns), toDto);
}

/** The plain, name-ordered categories of one tenant (pickers). */
async function categoriesOfTenant(db: Kysely<Database>, tenantId: number, search?: string): Promise<Category[]> {
  let query = selectColumns(joined(db)).where('category.tenantId', '=', tenantId);
  if (search?.trim()) query = query.where(containsAny(['category.name'], search));
  const rows = await query.orderBy(byName).orderBy('category.id').execute();
  return rows.map(toDto);
}

/** GET /api/category/tenant/{tenantId}: a tenant of the caller's scope, else 404. */
export async function listTenantCategories(db: Kysely<Database>, actor: AuthUser, tenantId: number): Promise<Category[]> {
  await assertReadable(actor, tenantId);
  return categoriesOfTenant(db, tenantId);
}

/**
 * The tenant whose categories a picker of the user form offers: the target user's (404 outside the
 * caller's scope), else the named tenant (404 outside the scope), else the caller's own.
 */
export async function selectionTenant(
  db: Kysely<Database>,
  actor: AuthUser,
  query: { targetUserId?: number; targetTenantId?: number },
): Promise<number> {
  if (query.targetUserId !== undefined) return (await findUserInScope(db, actor, query.targetUserId)).tenantId;
  const tenantId = query.targetTenantId ?? actor.tenantId;
  await assertReadable(actor, tenantId);
  return tenantId;
}

/** GET /api/category/selectable: the categories the target user may be assigned (those of their tenant). */
export async function selectableCategories(db: Kysely<Database>, actor: AuthUser, query: SelectableCategoriesQuery): Promise<Category[]> {
  return categoriesOfTenant(db, await selectionTenant(db, actor, query), query.search);
}

async function loadCategory(db: Kysely<Database>, id: number): Promise<Category | undefined> {
  const row = await selectColumns(joined(db)).where('category.id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

/** A category of the caller's scope; 404 otherwise, so nobody learns it exists. */
export async function getCategory(db: Kysely<Database>, actor: AuthUser, id: number): Promise<Category> {
  return readableOrNotFound(actor, await loadCategory(db, id));
}

/** The name of a category or tag form, trimmed; blank answers 400. */
export function requireName(name: string | null | undefined, message: string): string {
  const trimmed = name?.trim();
  if (!trimmed) throw badRequest(message, 'NAME_MISSING');
  return trimmed;
}

/** The tenant a write goes to: the requested one, else the current one, else the caller's (403 outside scope). */
export async function writableTenant(
  db: Kysely<Database>,
  actor: AuthUser,
  requested: number | null | undefined,
  current?: number,
): Promise<number> {
  const tenantId = requested ?? current ?? actor.tenantId;
  await assertWritable(actor, tenantId);
  const exists = await db.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst();
  if (!exists) throw badRequest(CATEGORY_MESSAGES.tenantUnknown, 'TENANT_UNKNOWN');
  return tenantId;
}

/**
 * The responsible person of a category or tag form: the requested one (null clears it), else the current one,
 * and it must be a user of the tenant (400 otherwise).
 */
export async function validInitialAssignee(
  db: Kysely<Database>,
  tenantId: number,
  requested: number | null | undefined,
  current: number | null = null,
): Promise<number | null> {
  const userId = requested === undefined ? current : requested;
  if (userId === null) return null;
  const user = await db.selectFrom('appUser').select('id').where('id', '=', userId).where('tenantId', '=', tenantId).executeTakeFirst();
  if (!user) throw badRequest(CATEGORY_MESSAGES.assigneeOutsideTenant, 'ASSIGNEE_OUTSIDE_TENANT');
  return userId;
}

const usedByCases = async (db: Kysely<Database>, categoryId: number) =>
  (await db.selectFrom('defectCase').select('id').where('categoryId', '=', categoryId).limit(1).executeTakeFirst()) !== undefined;

/** POST /api/category/. */
export async function createCategory(db: Kysely<Database>, actor: AuthUser, body: CategorySave): Promise<Category> {
  const name = requireName(body.name, CATEGORY_MESSAGES.nameMissing);
  const tenantId = await writableTenant(db, actor, body.tenantId);
  const initialAssigneeId = await validInitialAssignee(db, tenantId, body.initialAssigneeId);
  const row = await db
    .insertInto('category')
    .values({ tenantId, name, initialAssigneeId, createdAt: now(), createdBy: actor.id, editedAt: null, editedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await loadCategory(db, row.id))!;
}

/**
 * PUT /api/category/{id}. Moving a category to another tenant takes its subcategories along (without their
 * responsible persons, who belong to the old tenant) and ends users' assignments to it; a category that
 * cases use keeps its tenant (409), so a case never names another tenant's category.
 */
export async function updateCategory(db: Kysely<Database>, actor: AuthUser, id: number, body: CategorySave): Promise<Category> {
  const current = await getCategory(db, actor, id);
  const name = requireName(body.name, CATEGORY_MESSAGES.nameMissing);
  const tenantId = await writableTenant(db, actor, body.tenantId, current.tenantId);
  const initialAssigneeId = await validInitialAssignee(db, tenantId, body.initialAssigneeId, current.initialAssigneeId);
  const moved = tenantId !== current.tenantId;
  if (moved && (await usedByCases(db, id))) throw conflict(CATEGORY_MESSAGES.tenantFixed, 'CATEGORY_IN_USE');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('category')
      .set({ name, tenantId, initialAssigneeId, editedAt: now(), editedBy: actor.id })
      .where('id', '=', id)
      .execute();
    if (moved) {
      await trx.updateTable('categoryTag').set({ tenantId, initialAssigneeId: null }).where('categoryId', '=', id).execute();
      await removeCategoryAssignments(trx, id);
    }
    // the map's markers name the category
    if (name !== current.name) changesOf(trx).caseMapChanged(tenantId);
  });
  return (await loadCategory(db, id))!;
}

/** DELETE /api/category/{id}: 409 while cases use it; its subcategories and all assignments go with it. */
export async function deleteCategory(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const category = await getCategory(db, actor, id);
  if (await usedByCases(db, id)) throw conflict(CATEGORY_MESSAGES.inUse, 'CATEGORY_IN_USE');
  await db.transaction().execute(async (trx) => {
    await removeCategoryAssignments(trx, id);
    await trx.deleteFrom('categoryTag').where('categoryId', '=', id).execute();
    await trx.deleteFrom('category').where('id', '=', id).execute();
  });
  return CATEGORY_MESSAGES.deleted(category.name);
}

/** Above this many ids their names are read as the range of ids between the least and the greatest. */
const NAMES_BY_ID_MAX = 500;

/**
 * The names of the categories with these ids (null and repeated ids are skipped), read by their primary key. Many
 * ids are read as their range and the others in it left out: a list of thousands of parameters took longer to plan
 * than the range took to read (a super admin's map: 2,896 ids in a list 6.7 ms, all 3,001 categories 1.8 ms).
 */
export async function categoryNames(db: Kysely<Database>, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const distinct = new Set(ids.filter((id) => id !== null));
  if (distinct.size === 0) return new Map();
  const names = db.selectFrom('category').select(['id', 'name']);
  const read =
    distinct.size <= NAMES_BY_ID_MAX
      ? names.where('id', 'in', [...distinct])
      : names.where('id', '>=', Math.min(...distinct)).where('id', '<=', Math.max(...distinct));
  const rows = await read.execute();
  return new Map(rows.filter((row) => distinct.has(row.id)).map((row) => [row.id, row.name]));
}
