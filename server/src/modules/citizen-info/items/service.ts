import type { Kysely } from 'kysely';
import type { PageOf } from '@contracts/common.js';
import type { Info, InfoListItem, InfoListQuery, InfoStatus, InfoType } from '@contracts/info.js';
import type { Database } from '../../../db/schema.js';
import { formatBerlin } from '../../../db/values.js';
import { germanOrder } from '../../../db/german-order.js';
import { readableOrNotFound, whereInScopeAndTenant } from '../../../platform/access.js';
import type { AuthUser } from '../../../platform/auth.js';
import { containsAny, paginate, type SortSpec } from '../../../platform/paging.js';
import { hasCategoryRight } from '../categories/index.js';
import { toTenantRef } from '../../tenants/index.js';
import type { RowOf } from '../../../db/kysely.js';

const listSort: SortSpec = {
  columns: {
    id: 'citizenInfo.id',
    headline: germanOrder('citizenInfo.headline'),
    type: 'citizenInfo.type',
    status: 'citizenInfo.status',
    createdAt: 'citizenInfo.createdAt',
    editedAt: 'citizenInfo.editedAt',
    'category.name': germanOrder('infoCategory.name'),
    'tenant.name': germanOrder('tenant.name'),
  },
  fallback: { column: 'citizenInfo.id', order: 'DESC' },
};

/** Items with tenant, category and the two people joined; filters go on this, columns come from the selects. */
const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('citizenInfo')
    .innerJoin('tenant', 'tenant.id', 'citizenInfo.tenantId')
    .innerJoin('infoCategory', 'infoCategory.id', 'citizenInfo.categoryId')
    .leftJoin('appUser as creator', 'creator.id', 'citizenInfo.createdBy')
    .leftJoin('appUser as editor', 'editor.id', 'citizenInfo.editedBy');
type Joined = ReturnType<typeof joined>;

const selectListColumns = (qb: Joined) =>
  qb.select([
    'citizenInfo.id',
    'citizenInfo.headline',
    'citizenInfo.type',
    'citizenInfo.status',
    'citizenInfo.categoryId',
    'infoCategory.name as categoryName',
    'infoCategory.icon as categoryIcon',
    'citizenInfo.tenantId',
    'tenant.name as tenantName',
    'citizenInfo.createdAt',
    'citizenInfo.editedAt',
    'creator.firstname as creatorFirstname',
    'creator.lastname as creatorLastname',
    'editor.firstname as editorFirstname',
    'editor.lastname as editorLastname',
  ]);
type ListRow = RowOf<typeof selectListColumns>;

const selectColumns = (qb: Joined) =>
  selectListColumns(qb)
    .leftJoin('survey', 'survey.id', 'citizenInfo.surveyId')
    .select([
      'citizenInfo.description',
      'citizenInfo.titleImage',
      'citizenInfo.place',
      'citizenInfo.eventStart',
      'citizenInfo.eventEnd',
      'citizenInfo.surveyId',
      'survey.name as surveyName',
      'citizenInfo.mapLines',
      'citizenInfo.mapAreas',
      'citizenInfo.latitude',
      'citizenInfo.longitude',
      'citizenInfo.publishedAt',
    ]);
type InfoRow = RowOf<typeof selectColumns>;

const person = (firstname: string | null, lastname: string | null) =>
  firstname === null || lastname === null ? null : { firstname, lastname };

function toListItem(actor: AuthUser, row: ListRow): InfoListItem {
  const createdBy = person(row.creatorFirstname, row.creatorLastname);
  return {
    id: row.id,
    headline: row.headline,
    type: row.type as InfoType,
    status: row.status as InfoStatus,
    categoryId: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName, icon: row.categoryIcon },
    tenantId: row.tenantId,
    tenant: toTenantRef({ id: row.tenantId, name: row.tenantName }),
    createdAt: row.createdAt,
    createdAtDateFormatted: formatBerlin(row.createdAt)!.slice(0, 10),
    editedAt: row.editedAt,
    createdBy,
    editedBy: person(row.editorFirstname, row.editorLastname) ?? createdBy,
    editable: hasCategoryRight(actor, 'BASIC_RIGHT_EDIT', row.categoryId),
    deletable: hasCategoryRight(actor, 'BASIC_RIGHT_DELETE', row.categoryId),
  };
}

/** The address of an item's public page, which its QR code encodes. */
export const infoPageUrl = (publicUrl: string, id: number) => `${publicUrl}/info/${id}`;

function toDto(actor: AuthUser, publicUrl: string, row: InfoRow): Info {
  return {
    ...toListItem(actor, row),
    description: row.description,
    titleImage: row.titleImage,
    place: row.place,
    eventStart: row.eventStart,
    eventEnd: row.eventEnd,
    surveyId: row.surveyId,
    survey: row.surveyId === null || row.surveyName === null ? null : { id: row.surveyId, name: row.surveyName },
    mapLines: row.mapLines,
    mapAreas: row.mapAreas,
    latitude: row.latitude,
    longitude: row.longitude,
    publishedAt: row.publishedAt,
    approvable: hasCategoryRight(actor, 'BASIC_RIGHT_APPROVE', row.categoryId),
    publicUrl: infoPageUrl(publicUrl, row.id),
  };
}

/** GET /api/buergerinfo/info: the items of the caller's scope, newest first unless sorted otherwise. */
export async function listInfos(db: Kysely<Database>, actor: AuthUser, query: InfoListQuery): Promise<PageOf<InfoListItem>> {
  let base = await whereInScopeAndTenant(joined(db), 'citizenInfo.tenantId', actor, query.tenant);
  if (query.category !== undefined) base = base.where('citizenInfo.categoryId', '=', query.category);
  if (query.status !== undefined) base = base.where('citizenInfo.status', '=', query.status);
  if (query.type !== undefined) base = base.where('citizenInfo.type', '=', query.type);
  if (query.search?.trim()) base = base.where(containsAny(['citizenInfo.headline', 'infoCategory.name'], query.search));
  const page = await paginate(base, query, listSort, 'citizenInfo.id', selectListColumns);
  return { ...page, content: page.content.map((row) => toListItem(actor, row)) };
}

/** An item of the caller's scope; 404 otherwise, so nobody learns it exists. */
export async function getInfo(db: Kysely<Database>, actor: AuthUser, publicUrl: string, id: number): Promise<Info> {
  const row = await selectColumns(joined(db)).where('citizenInfo.id', '=', id).executeTakeFirst();
  return toDto(actor, publicUrl, await readableOrNotFound(actor, row));
}

/** The stored columns of an item of the caller's scope (for writes); 404 otherwise. */
export async function infoInScope(db: Kysely<Database>, actor: AuthUser, id: number) {
  return readableOrNotFound(actor, await db.selectFrom('citizenInfo').selectAll().where('id', '=', id).executeTakeFirst());
}
