import type { Kysely } from 'kysely';
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
import { arePublicUploadsFree } from '../files/index.js';
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

async function checkPhotos(db: Kysely<Database>, photos: readonly string[] = []): Promise<string[]> {
  const names = [...new Set(photos)];
  if (names.length > PUBLIC_PHOTOS_MAX) throw badRequest(REPORT_MESSAGES.tooManyPhotos, 'TOO_MANY_PHOTOS');
  if (!(await arePublicUploadsFree(db, names))) throw badRequest(REPORT_MESSAGES.photoUnknown, 'PHOTO_UNKNOWN');
  return names;
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
  deviceId: string | null,
  links: CaseLinks,
): Promise<PublicCaseCreated> {
  const { description, email } = checkText(body);
  const point = checkPoint(body.longitude, body.latitude);
  const photos = await checkPhotos(db, body.photos);
  const area = await areaAt(db, point.longitude, point.latitude);
  const reachable = area?.reachable === true;
  const fallback = !reachable && typeof body.category === 'string' && (FALLBACK_CATEGORIES as readonly string[]).includes(body.category);
  if (!reachable && !fallback) throw badRequest(REPORT_MESSAGES.category, 'CATEGORY_NOT_AT_LOCATION');

  let categoryId: number | null = null;
  let assigneeId: number | null = null;
  let publishedOnMap = false;
  // checked before the number is drawn, so a refused report leaves no gap
  if (reachable) {
    const category = await db
      .selectFrom('category')
      .innerJoin('tenant', 'tenant.id', 'category.tenantId')
      .select(['category.id', 'category.initialAssigneeId', 'tenant.mmPublishAllCasesOnMap'])
      .where('category.id', '=', typeof body.category === 'number' ? body.category : -1)
      .where('category.tenantId', '=', area.tenantId)
      .executeTakeFirst();
    if (!category) throw badRequest(REPORT_MESSAGES.category, 'CATEGORY_NOT_AT_LOCATION');
    categoryId = category.id;
    // read here with the check, which spares the report's transaction a statement
    assigneeId = category.initialAssigneeId;
    publishedOnMap = toBool(category.mmPublishAllCasesOnMap);
  }
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
