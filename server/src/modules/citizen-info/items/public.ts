import type { Kysely } from 'kysely';
import type { PageOf } from '@contracts/common.js';
import type { InfoType, PublicInfo, PublicInfoQuery } from '@contracts/info.js';
import type { Database } from '../../../db/schema.js';
import { germanOrder } from '../../../db/german-order.js';
import { notFound } from '../../../platform/errors.js';
import { containsAny, paginate, type SortSpec } from '../../../platform/paging.js';
import { tenantHasModule } from '../../tenants/index.js';
import { storedPoints } from './map-data.js';
import { infoPageUrl } from './service.js';
import type { RowOf } from '../../../db/kysely.js';

const publicSort: SortSpec = {
  columns: { publishedAt: 'citizenInfo.publishedAt', eventStart: 'citizenInfo.eventStart', headline: germanOrder('citizenInfo.headline') },
  fallback: { column: 'citizenInfo.publishedAt', order: 'DESC' },
};

const published = (db: Kysely<Database>) =>
  db
    .selectFrom('citizenInfo')
    .innerJoin('infoCategory', 'infoCategory.id', 'citizenInfo.categoryId')
    .where('citizenInfo.status', '=', 'PUBLISHED');
type Published = ReturnType<typeof published>;

const selectColumns = (qb: Published) =>
  qb.select([
    'citizenInfo.id',
    'citizenInfo.tenantId',
    'citizenInfo.headline',
    'citizenInfo.description',
    'citizenInfo.type',
    'citizenInfo.categoryId',
    'infoCategory.name as categoryName',
    'infoCategory.icon as categoryIcon',
    'citizenInfo.place',
    'citizenInfo.eventStart',
    'citizenInfo.eventEnd',
    'citizenInfo.titleImage',
    'citizenInfo.mapLines',
    'citizenInfo.mapAreas',
    'citizenInfo.latitude',
    'citizenInfo.longitude',
    'citizenInfo.surveyId',
    'citizenInfo.publishedAt',
  ]);
export type PublishedRow = RowOf<typeof selectColumns>;

/** The public address of an uploaded image. */
export const imageUrl = (publicUrl: string, name: string | null) => (name ? `${publicUrl}/files/images/${name}` : null);

function toPublic(publicUrl: string, row: PublishedRow): PublicInfo {
  return {
    id: row.id,
    headline: row.headline,
    description: row.description,
    type: row.type as InfoType,
    category: { id: row.categoryId, name: row.categoryName, icon: row.categoryIcon },
    place: row.place,
    eventStart: row.eventStart,
    eventEnd: row.eventEnd,
    titleImageUrl: imageUrl(publicUrl, row.titleImage),
    line: storedPoints(row.mapLines),
    area: storedPoints(row.mapAreas),
    latitude: row.latitude,
    longitude: row.longitude,
    surveyId: row.surveyId,
    publishedAt: row.publishedAt,
    url: infoPageUrl(publicUrl, row.id),
  };
}

/** GET /api/public/buergerinfo?apiKey=: the published items of the key's tenant. */
export async function listPublicInfos(
  db: Kysely<Database>,
  tenantId: number,
  publicUrl: string,
  query: PublicInfoQuery,
): Promise<PageOf<PublicInfo>> {
  let base = published(db).where('citizenInfo.tenantId', '=', tenantId);
  if (query.type !== undefined) base = base.where('citizenInfo.type', '=', query.type);
  if (query.category !== undefined) base = base.where('citizenInfo.categoryId', '=', query.category);
  if (query.search?.trim()) base = base.where(containsAny(['citizenInfo.headline', 'infoCategory.name'], query.search));
  const page = await paginate(base, query, publicSort, 'citizenInfo.id', selectColumns);
  return { ...page, content: page.content.map((row) => toPublic(publicUrl, row)) };
}

/** A published item (of the tenant when one is named) of a tenant with BUERGERINFO; drafts and items in review are not. */
export async function findPublishedInfo(db: Kysely<Database>, id: number, tenantId?: number): Promise<PublishedRow | undefined> {
  let query = selectColumns(published(db)).where('citizenInfo.id', '=', id);
  if (tenantId !== undefined) query = query.where('citizenInfo.tenantId', '=', tenantId);
  const row = await query.executeTakeFirst();
  return row && (await tenantHasModule(db, row.tenantId, 'BUERGERINFO')) ? row : undefined;
}

/** GET /api/public/buergerinfo/{id}?apiKey=: 404 for anything not published by the key's tenant. */
export async function getPublicInfo(db: Kysely<Database>, tenantId: number, publicUrl: string, id: number): Promise<PublicInfo> {
  const row = await findPublishedInfo(db, id, tenantId);
  if (!row) throw notFound('Diese Bürgerinformation ist nicht veröffentlicht.');
  return toPublic(publicUrl, row);
}
