import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasRight } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import { berlinInstant, now } from '../../db/values.js';
import { dayOf } from '../case-stats/index.js';
import { fileForUser } from '../files/index.js';

/**
 * The German texts of the case rules (docs/product/cases.md#case-validation-rules); the first two are its numbered
 * rules.
 */
export const CASE_MESSAGES = {
  categoryRequired: 'Bitte wählen Sie eine Kategorie aus',
  locationRequired: 'Bitte wählen Sie auf der Karte eine Ortsangabe für den Fall',
  categoryOfOtherTenant: 'Die Kategorie gehört nicht zum Mandanten des Falls.',
  tagOfOtherCategory: 'Die Unterkategorie gehört nicht zur gewählten Kategorie.',
  assigneeOfOtherTenant: 'Der Bearbeiter gehört nicht zum Mandanten des Falls.',
  deadlineInvalid: 'Die Bearbeitungsfrist ist kein gültiges Datum.',
  deadlineInPast: 'Die Bearbeitungsfrist darf nicht vor dem heutigen Tag liegen.',
  deadlineRight: 'Sie dürfen die Bearbeitungsfrist nicht festlegen.',
  tenantRight: 'Sie dürfen den Mandanten eines Falls nicht festlegen.',
  photoUnknown: 'Ein Bild wurde nicht gefunden. Bitte laden Sie es erneut hoch.',
  photoRight: 'Sie dürfen einem bestehenden Fall keine Bilder hinzufügen oder Bilder entfernen.',
  tooManyPhotos: 'Es können höchstens 3 Bilder und 3 Abschlussbilder hinterlegt werden.',
  finalPhotoState: 'Abschlussbilder können nur bei abgeschlossenen Fällen hinzugefügt werden.',
  settingsLocked: 'Die Einstellungen eines abgeschlossenen, abgelehnten oder zurückgezogenen Falls können nicht geändert werden.',
  illegalDelete: 'Nur abgeschlossene, abgelehnte oder zurückgezogene Fälle können gelöscht werden.',
  noDevice: 'Für diesen Fall ist kein meldendes Gerät bekannt.',
};

export const MAX_PHOTOS = 3;

/** Optional texts: blank means none. */
export const emptyToNull = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/** Latitude and longitude must both be set and non-zero (docs/product/cases.md#case-validation-rules). */
export function requireLocation(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): { latitude: number; longitude: number } {
  if (!latitude || !longitude) throw badRequest(CASE_MESSAGES.locationRequired, 'LOCATION_REQUIRED');
  return { latitude, longitude };
}

/** Setting or clearing a deadline needs SET_CASE_EDIT_DEADLINE; a new deadline lies today or later (Berlin). */
export function checkDeadline(user: AuthUser, iso: string | null): string | null {
  if (!hasRight(user, 'SET_CASE_EDIT_DEADLINE')) throw forbidden(CASE_MESSAGES.deadlineRight);
  if (iso !== null && dayOf(iso) < dayOf(now())) throw badRequest(CASE_MESSAGES.deadlineInPast);
  return iso;
}

/** A deadline sent as a day alone is due at the end of that Berlin day (docs/decisions/deadline-local-time.md). */
const DEADLINE_END_OF_DAY = { hour: 23, minute: 59 };

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?)?$/;

/**
 * A deadline as stored (ISO 8601 UTC); empty means none. An instant (with Z or an offset) is taken as it is; a
 * date or a date and time without a zone is Berlin's wall clock, a date alone the end of that day.
 */
export function normaliseDeadline(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const local = LOCAL_DATE_TIME.exec(value.trim());
  if (local) {
    const [year, month, day] = local.slice(1, 4).map(Number) as [number, number, number];
    const hour = local[4] === undefined ? DEADLINE_END_OF_DAY.hour : Number(local[4]);
    const minute = local[5] === undefined ? DEADLINE_END_OF_DAY.minute : Number(local[5]);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
      throw badRequest(CASE_MESSAGES.deadlineInvalid);
    }
    return berlinInstant(year, month, day, hour, minute);
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest(CASE_MESSAGES.deadlineInvalid);
  return new Date(time).toISOString();
}

/** Choosing a tenant other than one's own needs TENANT_INDEPENDENCE (the scope check follows). */
export function checkTenantRight(user: AuthUser, tenantId: number): void {
  if (tenantId !== user.tenantId && !hasRight(user, 'TENANT_INDEPENDENCE')) throw forbidden(CASE_MESSAGES.tenantRight);
}

/** Uploaded names the caller may use; anything else is a validation error, not a 404. */
export async function checkPhotos(db: Kysely<Database>, user: AuthUser, names: readonly string[]): Promise<void> {
  for (const name of names) {
    try {
      await fileForUser(db, user, name);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw badRequest(CASE_MESSAGES.photoUnknown, 'PHOTO_UNKNOWN');
      throw error;
    }
  }
}

/** The category must belong to the case's tenant. */
export async function checkCategory(db: Kysely<Database>, tenantId: number | null, categoryId: number): Promise<void> {
  const category = await db.selectFrom('category').select('tenantId').where('id', '=', categoryId).executeTakeFirst();
  if (!category || category.tenantId !== tenantId) throw badRequest(CASE_MESSAGES.categoryOfOtherTenant);
}

/** The subcategory must belong to the category. */
export async function checkTag(db: Kysely<Database>, categoryId: number, tagId: number): Promise<void> {
  const tag = await db.selectFrom('categoryTag').select('categoryId').where('id', '=', tagId).executeTakeFirst();
  if (!tag || tag.categoryId !== categoryId) throw badRequest(CASE_MESSAGES.tagOfOtherCategory);
}

/** Whether a user is an approved member of the tenant (an assignee must be). */
export async function isTenantMember(db: Kysely<Database>, tenantId: number | null, userId: number): Promise<boolean> {
  if (tenantId === null) return false;
  const row = await db
    .selectFrom('appUser')
    .select('id')
    .where('id', '=', userId)
    .where('tenantId', '=', tenantId)
    .where('approved', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function checkAssignee(db: Kysely<Database>, tenantId: number | null, userId: number): Promise<void> {
  if (!(await isTenantMember(db, tenantId, userId))) throw badRequest(CASE_MESSAGES.assigneeOfOtherTenant);
}
