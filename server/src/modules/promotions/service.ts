import type { Kysely } from 'kysely';
import type { PageOf } from '@contracts/common.js';
import type { Promotion, PromotionListQuery, PromotionSave } from '@contracts/promotion.js';
import type { GeoPoint } from '@contracts/tenant.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin, fromBool, now, toBool } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { containsAny, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { deleteOrNotFound } from '../../platform/records.js';
import { boundariesToStore, boundaryPolygon, parseBoundaries } from '../tenants/index.js';
import type { RowOf } from '../../db/kysely.js';

/**
 * The messages of docs/product/super-admin.md#promotion-validation-rules (the first failing one is shown), then the
 * end-before-start rule.
 */
export const PROMOTION_VALIDATION = {
  nameMissing: 'Bitte geben Sie einen Namen für die Promotion ein.',
  startMissing: 'Bitte geben Sie ein Startdatum für die Promotion an.',
  endMissing: 'Bitte geben Sie ein Enddatum für die Promotion an.',
  boundariesMissing: 'Bitte markieren Sie die Grenzen der Promotion.',
  endBeforeStart: 'Das Ende der Promotion darf nicht vor ihrem Beginn liegen.',
};

const listSort: SortSpec = {
  columns: { name: germanOrder('promotion.name'), startDate: 'promotion.startDate', endDate: 'promotion.endDate' },
  fallback: { column: 'promotion.startDate', order: 'DESC' },
};

const promotions = (db: Kysely<Database>) => db.selectFrom('promotion');
type Base = ReturnType<typeof promotions>;

const selectColumns = (qb: Base) =>
  qb.select([
    'promotion.id',
    'promotion.name',
    'promotion.startDate',
    'promotion.endDate',
    'promotion.allowAlreadyRegisteredDevices',
    'promotion.boundaries',
    'promotion.latitude',
    'promotion.longitude',
  ]);
type PromotionRow = RowOf<typeof selectColumns>;

const toDto = (row: PromotionRow): Promotion => ({
  id: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  allowAlreadyRegisteredDevices: toBool(row.allowAlreadyRegisteredDevices),
  boundaries: row.boundaries,
  boundariesArray: boundaryPolygon(row.boundaries),
  latitude: row.latitude,
  longitude: row.longitude,
  validityFormatted: `${formatBerlin(row.startDate)} – ${formatBerlin(row.endDate)}`,
});

/** GET /api/promotion: all promotions, paged; search in the name. */
export async function listPromotions(db: Kysely<Database>, query: PromotionListQuery): Promise<PageOf<Promotion>> {
  let base = promotions(db);
  if (query.search?.trim()) base = base.where(containsAny(['promotion.name'], query.search));
  return mapPage(await paginate(base, query, listSort, 'promotion.id', selectColumns), toDto);
}

export async function getPromotion(db: Kysely<Database>, id: number): Promise<Promotion> {
  const row = await selectColumns(promotions(db)).where('promotion.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

/** An ISO date-time from the form, or null when missing or unreadable (both answer the "missing" message). */
function readDate(value: string | null | undefined): string | null {
  const ms = value?.trim() ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * The boundary polygon of the form and its first point (the promotion's latitude and longitude); unreadable
 * JSON or fewer than three points answer "Bitte markieren Sie die Grenzen der Promotion."
 * (docs/product/super-admin.md#promotion-validation-rules).
 */
function readBoundaries(json: string | null | undefined): { points: GeoPoint[]; first: GeoPoint } {
  let points: GeoPoint[] = [];
  try {
    points = json?.trim() ? parseBoundaries(json) : [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const [first] = points;
  if (!first || points.length < 3) throw badRequest(PROMOTION_VALIDATION.boundariesMissing, 'BOUNDARIES_MISSING');
  return { points, first };
}

/** The stored columns of a valid form, checked in order (docs/product/super-admin.md#promotion-validation-rules). */
function validate(body: PromotionSave) {
  const name = body.name?.trim();
  if (!name) throw badRequest(PROMOTION_VALIDATION.nameMissing, 'NAME_MISSING');
  const startDate = readDate(body.startDate);
  if (!startDate) throw badRequest(PROMOTION_VALIDATION.startMissing, 'START_DATE_MISSING');
  const endDate = readDate(body.endDate);
  if (!endDate) throw badRequest(PROMOTION_VALIDATION.endMissing, 'END_DATE_MISSING');
  const { points, first } = readBoundaries(body.boundaries);
  if (endDate < startDate) throw badRequest(PROMOTION_VALIDATION.endBeforeStart, 'END_BEFORE_START');
  return {
    name,
    startDate,
    endDate,
    allowAlreadyRegisteredDevices: fromBool(body.allowAlreadyRegisteredDevices),
    boundaries: boundariesToStore(points),
    latitude: first.latitude,
    longitude: first.longitude,
  };
}

export async function createPromotion(db: Kysely<Database>, userId: number, body: PromotionSave): Promise<Promotion> {
  const values = validate(body);
  const row = await db
    .insertInto('promotion')
    .values({ ...values, createdAt: now(), createdBy: userId, editedAt: null, editedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getPromotion(db, row.id);
}

export async function updatePromotion(db: Kysely<Database>, userId: number, id: number, body: PromotionSave): Promise<Promotion> {
  await getPromotion(db, id);
  await db
    .updateTable('promotion')
    .set({ ...validate(body), editedAt: now(), editedBy: userId })
    .where('id', '=', id)
    .execute();
  return getPromotion(db, id);
}

export async function deletePromotion(db: Kysely<Database>, id: number): Promise<void> {
  await deleteOrNotFound(db.deleteFrom('promotion').where('id', '=', id));
}
