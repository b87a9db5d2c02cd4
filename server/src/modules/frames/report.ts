import { sql, type Kysely } from 'kysely';
import { isEmail } from '@contracts/common.js';
import {
  FALLBACK_CATEGORIES,
  PUBLIC_DESCRIPTION_MAX,
  PUBLIC_PHOTOS_MAX,
  type PublicCaseCreate,
  type PublicCaseCreated,
} from '@contracts/public.js';
import type { Database } from '../../db/schema.js';
import { toBool } from '../../db/values.js';
import { badRequest } from '../../platform/errors.js';
import { type CaseLinks, statusUrl, submitCase } from '../cases/index.js';
import { deviceBlock, deviceIdOf, refuseBlockedDevice } from '../devices/index.js';
import { freePublicUploads } from '../files/index.js';
import { areaAt, checkPoint } from './routing.js';

export const REPORT_MESSAGES = {
  descriptionRequired: 'Bitte beschreiben Sie den Mangel.',
  descriptionTooLong: 'Die Beschreibung darf nicht länger als 250 Zeichen sein.',
  email: 'Bitte wählen Sie eine gültige E-Mail-Adresse.',
  tooManyPhotos: `Es können höchstens ${PUBLIC_PHOTOS_MAX} Bilder angehängt werden.`,
  photoUnknown: 'Ein Bild wurde nicht gefunden oder gehört schon zu einer anderen Meldung. Bitte laden Sie es erneut hoch.',
  category: 'Diese Kategorie gibt es am gewählten Ort nicht. Bitte wählen Sie eine Kategorie aus der Liste.',
};

/**
 * A report's text and reporter address, checked with the messages of
 * docs/product/frames-and-open311.md#report-validation-rules.
 */
function checkText(body: PublicCaseCreate): { description: string; email: string | null } {
  const description = body.description.trim();
  if (!description) throw badRequest(REPORT_MESSAGES.descriptionRequired, 'DESCRIPTION_REQUIRED');
  if (description.length > PUBLIC_DESCRIPTION_MAX) throw badRequest(REPORT_MESSAGES.descriptionTooLong, 'DESCRIPTION_TOO_LONG');
  const email = body.email?.trim() || null;
  if (email !== null && (email.length > 254 || !isEmail(email))) throw badRequest(REPORT_MESSAGES.email, 'EMAIL_INVALID');
  return { description, email };
}

/**
 * What a report's checks need from the database, asked in one statement: the category where the point is (none
 * when `tenantId` is null), the device's block and how many of the photos are free to attach. In a storm of
 * reports every statement is a round trip that the database and the app pay for each report.
 */
async function reportFacts(
  db: Kysely<Database>,
  check: { categoryId: number; tenantId: number | null; deviceId: string | null; photos: readonly string[] },
) {
  const uploads = check.photos.length === 0 ? null : freePublicUploads(db, check.photos);
  const facts = await db
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
    .leftJoin('category', (join) =>
      join.on('category.id', '=', check.tenantId === null ? -1 : check.categoryId).on('category.tenantId', '=', check.tenantId ?? -1),
    )
    .leftJoin('tenant', 'tenant.id', 'category.tenantId')
    .select([
      'category.id as categoryId',
      'category.initialAssigneeId',
      'tenant.mmPublishAllCasesOnMap',
      (check.deviceId === null ? sql<string | null>`null` : deviceBlock(db, check.deviceId)).as('blockedUntil'),
      (uploads ?? sql<number>`0`).as('freePhotos'),
    ])
    .executeTakeFirstOrThrow();
  return { ...facts, photosFree: check.photos.length === 0 || (uploads !== null && Number(facts.freePhotos) === check.photos.length) };
}

/**
 * POST /api/case without a session (the API key and the device were checked by the route). The point decides
 * the tenant, not the key (docs/product/frames-and-open311.md#routing-a-report-by-its-point): inside a tenant that
 * takes reports the category must be one of its own; elsewhere the case is stored unreachable for the super admin to
 * forward, and the chosen fallback category is kept in the hand-over note. An unreachable case keeps the tenant whose
 * boundary holds the point (one without MAENGELMELDER), so the super admin can forward that tenant's cases together;
 * only a point in no boundary has no tenant.
 */
export async function createPublicReport(
  db: Kysely<Database>,
  body: PublicCaseCreate,
  deviceHeader: string | string[] | undefined,
  links: CaseLinks,
): Promise<PublicCaseCreated> {
  const deviceId = deviceIdOf(deviceHeader);
  const { description, email } = checkText(body);
  const point = checkPoint(body.longitude, body.latitude);
  const photos = [...new Set(body.photos ?? [])];
  if (photos.length > PUBLIC_PHOTOS_MAX) throw badRequest(REPORT_MESSAGES.tooManyPhotos, 'TOO_MANY_PHOTOS');
  const area = await areaAt(db, point.longitude, point.latitude);
  const reachable = area?.reachable === true;
  // checked before the number is drawn, so a refused report leaves no gap
  const facts = await reportFacts(db, {
    categoryId: typeof body.category === 'number' ? body.category : -1,
    tenantId: reachable ? area.tenantId : null,
    deviceId,
    photos,
  });
  refuseBlockedDevice(facts.blockedUntil);
  if (!facts.photosFree) throw badRequest(REPORT_MESSAGES.photoUnknown, 'PHOTO_UNKNOWN');
  const fallback = !reachable && typeof body.category === 'string' && (FALLBACK_CATEGORIES as readonly string[]).includes(body.category);
  if (!reachable && !fallback) throw badRequest(REPORT_MESSAGES.category, 'CATEGORY_NOT_AT_LOCATION');
  if (reachable && facts.categoryId === null) throw badRequest(REPORT_MESSAGES.category, 'CATEGORY_NOT_AT_LOCATION');
  const categoryId = reachable ? facts.categoryId : null;
  // read here with the check, which spares the report's transaction a statement
  const assigneeId = reachable ? facts.initialAssigneeId : null;
  const publishedOnMap = reachable && toBool(facts.mmPublishAllCasesOnMap ?? 0);
  const tenantId = area?.tenantId ?? null;
  const { id, caseNumber } = await submitCase(
    db,
    {
      tenantId,
      description,
      categoryId,
      categoryTagId: null,
      assigneeId,
      ...point,
      email,
      deviceId,
      reachable,
      stateChangedDeadline: null,
      handoverNote: reachable ? null : `Kategorie laut Meldung: ${body.category}`,
      photos,
      publishedOnMap,
    },
    null,
    links,
  );
  return { id, caseNumber, statusUrl: statusUrl(links, id) };
}
