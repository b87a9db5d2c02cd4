import type { Kysely } from 'kysely';
import {
  ICON_NAME_MAX,
  ICON_NAME_PATTERN,
  type InfoCategory,
  type InfoCategoryListQuery,
  type InfoCategorySave,
} from '@contracts/bis-category.js';
import type { BasicRight } from '@contracts/catalog.js';
import type { PageOf } from '@contracts/common.js';
import type { Database } from '../../../db/schema.js';
import { now } from '../../../db/values.js';
import { germanOrder } from '../../../db/german-order.js';
import { assertReadable, hasRight, readableOrNotFound, whereInScopeAndTenant } from '../../../platform/access.js';
import type { AuthUser } from '../../../platform/auth.js';
import { badRequest, conflict, forbidden } from '../../../platform/errors.js';
import { containsAny, paginate, type SortSpec } from '../../../platform/paging.js';
import { requireName, writableTenant } from '../../categories/index.js';
import { tenantHasModule, toTenantRef } from '../../tenants/index.js';
import { createCategoryRights, hasCategoryRight, removeCategoryRights } from './rights.js';
import type { RowOf } from '../../../db/kysely.js';

export const INFO_CATEGORY_MESSAGES = {
  nameMissing: 'Bitte geben Sie einen Namen für die Kategorie ein.',
  iconMissing: 'Bitte wählen Sie ein Symbol aus.',
  iconInvalid: 'Das Symbol ist ungültig.',
  moduleMissing: 'Für diesen Mandanten ist das Modul Bürgerinformationen nicht freigeschaltet.',
  tenantFixed: 'Der Mandant einer Informationskategorie kann nicht geändert werden.',
  inUse: 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Bürgerinformationen zugeordnet sind.',
  deleted: (name: string) => `Die Kategorie "${name}" wurde gelöscht.`,
};

/**
 * The tenant a citizen-information write goes to: the requested one, else the current one, else the
 * caller's; outside the caller's scope or without module BUERGERINFO it is refused (403).
 */
export async function writableInfoTenant(
  db: Kysely<Database>,
  actor: AuthUser,
  requested: number | null | undefined,
  current?: number,
): Promise<number> {
  const tenantId = await writableTenant(db, actor, requested, current);
  if (!(await tenantHasModule(db, tenantId, 'BUERGERINFO'))) throw forbidden(INFO_CATEGORY_MESSAGES.moduleMissing, 'MODULE_MISSING');
  return tenantId;
}

const byName = germanOrder('infoCategory.name');
const listSort: SortSpec = {
  columns: { name: byName, 'tenant.name': germanOrder('tenant.name'), icon: 'infoCategory.icon' },
  fallback: { column: byName, order: 'ASC' },
};

const joined = (db: Kysely<Database>) => db.selectFrom('infoCategory').innerJoin('tenant', 'tenant.id', 'infoCategory.tenantId');
type Joined = ReturnType<typeof joined>;

const selectColumns = (qb: Joined) =>
  qb.select([
    'infoCategory.id',
    'infoCategory.name',
    'infoCategory.icon',
    'infoCategory.tenantId',
    'tenant.name as tenantName',
    'infoCategory.createdAt',
    'infoCategory.editedAt',
  ]);
type CategoryRow = RowOf<typeof selectColumns>;

/**
 * The categories that information items use: they cannot be deleted. Read here, where categories are owned,
 * so the item module depends on categories and not the other way round.
 */
export async function categoriesInUse(db: Kysely<Database>, categoryIds: readonly number[]): Promise<Set<number>> {
  if (categoryIds.length === 0) return new Set();
  const rows = await db.selectFrom('citizenInfo').select('categoryId').distinct().where('categoryId', 'in', categoryIds).execute();
  return new Set(rows.map((r) => r.categoryId));
}

/**
 * Turns a row of the given categories into its DTO with the caller's flags: editable with
 * BIS_MANAGE_CATEGORIES, deletable when also unused.
 */
async function dtoMaker(
  db: Kysely<Database>,
  actor: AuthUser,
  categoryIds: readonly number[],
): Promise<(row: CategoryRow) => InfoCategory> {
  const editable = hasRight(actor, 'BIS_MANAGE_CATEGORIES');
  const used = editable ? await categoriesInUse(db, categoryIds) : new Set<number>();
  return (row) => ({
    id: row.id,
    name: row.name,
    icon: row.icon,
    tenantId: row.tenantId,
    tenant: toTenantRef({ id: row.tenantId, name: row.tenantName }),
    editable,
    deletable: editable && !used.has(row.id),
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  });
}

async function toDtos(db: Kysely<Database>, actor: AuthUser, rows: CategoryRow[]): Promise<InfoCategory[]> {
  const ids = rows.map((r) => r.id);
  const toDto = await dtoMaker(db, actor, ids);
  return rows.map(toDto);
}

/** GET /api/buergerinfo/category: the categories of the caller's scope (or of one tenant in it), paged. */
export async function listInfoCategories(
  db: Kysely<Database>,
  actor: AuthUser,
  query: InfoCategoryListQuery,
): Promise<PageOf<InfoCategory>> {
  let base = await whereInScopeAndTenant(joined(db), 'infoCategory.tenantId', actor, query.tenant);
  if (query.search?.trim()) base = base.where(containsAny(['infoCategory.name', 'tenant.name'], query.search));
  const page = await paginate(base, query, listSort, 'infoCategory.id', selectColumns);
  return { ...page, content: await toDtos(db, actor, page.content) };
}

/** GET /api/buergerinfo/category/tenant/{tenantId}: every category of a tenant in scope, by name. */
export async function listTenantInfoCategories(db: Kysely<Database>, actor: AuthUser, tenantId: number): Promise<InfoCategory[]> {
  await assertReadable(actor, tenantId);
  const rows = await selectColumns(joined(db))
    .where('infoCategory.tenantId', '=', tenantId)
    .orderBy(byName)
    .orderBy('infoCategory.id')
    .execute();
  return toDtos(db, actor, rows);
}

/** A category's tenant and name (for the information items), or undefined. */
export async function findInfoCategory(db: Kysely<Database>, id: number) {
  return db.selectFrom('infoCategory').select(['id', 'tenantId', 'name', 'icon']).where('id', '=', id).executeTakeFirst();
}

/** GET /api/role/variable-right/{basicRight}/biscategory/{categoryId}: a category of the caller's scope, else 404. */
export async function holdsCategoryRight(
  db: Kysely<Database>,
  actor: AuthUser,
  basicRight: BasicRight,
  categoryId: number,
): Promise<boolean> {
  await readableOrNotFound(actor, await findInfoCategory(db, categoryId));
  return hasCategoryRight(actor, basicRight, categoryId);
}

async function categoryInScope(db: Kysely<Database>, actor: AuthUser, id: number): Promise<CategoryRow> {
  return readableOrNotFound(actor, await selectColumns(joined(db)).where('infoCategory.id', '=', id).executeTakeFirst());
}

export async function getInfoCategory(db: Kysely<Database>, actor: AuthUser, id: number): Promise<InfoCategory> {
  const row = await categoryInScope(db, actor, id);
  const toDto = await dtoMaker(db, actor, [row.id]);
  return toDto(row);
}

const ICON = new RegExp(ICON_NAME_PATTERN);

function requireIcon(icon: string | null | undefined): string {
  const trimmed = icon?.trim();
  if (!trimmed) throw badRequest(INFO_CATEGORY_MESSAGES.iconMissing, 'ICON_MISSING');
  if (trimmed.length > ICON_NAME_MAX || !ICON.test(trimmed)) throw badRequest(INFO_CATEGORY_MESSAGES.iconInvalid, 'ICON_INVALID');
  return trimmed;
}

export interface NewInfoCategory {
  tenantId: number;
  name: string;
  icon: string;
  createdBy: number | null;
}

/** Inserts a category with its four variable rights; call it inside a transaction (the demo data do too). */
export async function insertInfoCategory(db: Kysely<Database>, category: NewInfoCategory): Promise<number> {
  const row = await db
    .insertInto('infoCategory')
    .values({ ...category, createdAt: now(), editedAt: null, editedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createCategoryRights(db, category.tenantId, row.id);
  return row.id;
}

/** POST /api/buergerinfo/category/. */
export async function createInfoCategory(db: Kysely<Database>, actor: AuthUser, body: InfoCategorySave): Promise<InfoCategory> {
  const name = requireName(body.name, INFO_CATEGORY_MESSAGES.nameMissing);
  const icon = requireIcon(body.icon);
  const tenantId = await writableInfoTenant(db, actor, body.tenantId);
  const id = await db.transaction().execute((trx) => insertInfoCategory(trx, { tenantId, name, icon, createdBy: actor.id }));
  return getInfoCategory(db, actor, id);
}

/** PUT /api/buergerinfo/category/{id}: name and icon; the tenant stays (its variable rights belong to it). */
export async function updateInfoCategory(db: Kysely<Database>, actor: AuthUser, id: number, body: InfoCategorySave): Promise<InfoCategory> {
  const current = await categoryInScope(db, actor, id);
  const name = requireName(body.name, INFO_CATEGORY_MESSAGES.nameMissing);
  const icon = requireIcon(body.icon);
  await writableInfoTenant(db, actor, current.tenantId);
  if (body.tenantId != null && body.tenantId !== current.tenantId) throw conflict(INFO_CATEGORY_MESSAGES.tenantFixed, 'TENANT_FIXED');
  await db.updateTable('infoCategory').set({ name, icon, editedAt: now(), editedBy: actor.id }).where('id', '=', id).execute();
  return getInfoCategory(db, actor, id);
}

/** DELETE /api/buergerinfo/category/{id}: 409 while information items use it; its variable rights go with it. */
export async function deleteInfoCategory(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const category = await categoryInScope(db, actor, id);
  await writableInfoTenant(db, actor, category.tenantId);
  await db.transaction().execute(async (trx) => {
    if ((await categoriesInUse(trx, [id])).size > 0) throw conflict(INFO_CATEGORY_MESSAGES.inUse, 'CATEGORY_IN_USE');
    await removeCategoryRights(trx, id);
    await trx.deleteFrom('infoCategory').where('id', '=', id).execute();
  });
  return INFO_CATEGORY_MESSAGES.deleted(category.name);
}
