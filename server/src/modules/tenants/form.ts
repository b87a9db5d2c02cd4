import { isEmail } from '@contracts/common.js';
import { isReminderDaysAhead, isReminderTime, REMINDER_DAYS_AHEAD } from '@contracts/reminders.js';
import { MODULES } from '@contracts/catalog.js';
import {
  COUNTRIES,
  normaliseOrigin,
  isOpen311JurisdictionId,
  isPageAddress,
  isReporterDataRetentionDays,
  REPORTER_DATA_RETENTION_DAYS,
  LEGAL_LINK_FIELDS,
  type LegalLinkField,
  TENANT_IMAGE_FIELDS,
  TENANT_TYPES,
  type TenantSave,
} from '@contracts/tenant.js';
import { badRequest } from '../../platform/errors.js';
import { isStoredName } from '../../platform/files.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { BOUNDARY_MESSAGES, boundariesToStore, isLatitude, isLongitude, parseBoundaries } from './boundaries.js';

/** Every field of the tenant form with its value after merging (a left-out field is not undefined here). */
export type TenantForm = { [K in keyof TenantSave]-?: Exclude<TenantSave[K], undefined> };

/**
 * The fields only a super admin may change (docs/product/tenants.md#fields-only-the-super-admin-changes); for anyone
 * else they keep their stored values.
 */
export const SUPER_ADMIN_FIELDS = [
  'childrenTenantIds',
  'modules',
  'visibleModules',
  'type',
  'population',
  'area',
  'mainAccount',
  'boundaries',
] as const satisfies readonly (keyof TenantForm)[];

export const TENANT_MESSAGES = {
  required: (label: string) => `Bitte füllen Sie das Feld „${label}“ aus.`,
  invalid: (label: string) => `Der Wert für „${label}“ ist ungültig.`,
  email: (label: string) => `Die E-Mail-Adresse im Feld „${label}“ ist ungültig.`,
  pageAddress: (label: string) =>
    `Die Adresse im Feld „${label}“ ist ungültig. Bitte geben Sie eine Webadresse mit https:// an (oder eine Seite dieses Portals, beginnend mit /).`,
  image: (label: string) => `Das Bild im Feld „${label}“ ist ungültig. Bitte laden Sie es erneut hoch.`,
  open311JurisdictionId: (value: string) =>
    `Die Open311-Kennung „${value}“ ist ungültig. Erlaubt sind Kleinbuchstaben, Ziffern sowie Punkte und Bindestriche dazwischen (z. B. musterstadt.de), mit mindestens einem Buchstaben und höchstens 63 Zeichen.`,
  open311JurisdictionIdTaken: (value: string) => `Die Open311-Kennung „${value}“ verwendet bereits ein anderer Mandant.`,
  corsOrigin: (value: string) =>
    `Die Herkunft „${value}“ ist ungültig. Bitte geben Sie sie als https://host oder https://host:port an, ohne Pfad (z. B. https://www.musterstadt.de).`,
  unknownModule: (module: string) => `Das Modul „${module}“ gibt es nicht.`,
  visibleNotPurchased: (module: string) => `Das Modul „${module}“ kann nur in der App angezeigt werden, wenn es gebucht ist.`,
  crest: 'Bitte laden Sie Ihr Wappen hoch, wenn Sie es in der App darstellen möchten',
  townhall: 'Bitte setzen Sie genau eine Markierung für das Rathaus.',
  mapCenter: 'Der Kartenmittelpunkt ist ungültig.',
  mainAccount: 'Der Hauptnutzer muss ein Nutzer dieses Mandanten sein.',
  childSelf: 'Ein Mandant kann nicht sein eigener Untermandant sein.',
  childCycle: (name: string) => `„${name}“ ist diesem Mandanten übergeordnet und kann nicht sein Untermandant werden.`,
  childUnknown: 'Ein gewählter Untermandant wurde nicht gefunden.',
  remindersTime: 'Bitte geben Sie die Uhrzeit der täglichen Erinnerung als HH:MM an, zum Beispiel 07:00.',
  remindersDaysAhead: `Die Erinnerung kann Fälle nennen, die in ${REMINDER_DAYS_AHEAD.min} bis ${REMINDER_DAYS_AHEAD.max} Tagen fällig werden. Bitte geben Sie eine Zahl in diesem Bereich an.`,
  retentionDays: `Personenbezogene Daten von Meldenden können frühestens ${REPORTER_DATA_RETENTION_DAYS.min} und spätestens ${REPORTER_DATA_RETENTION_DAYS.max} Tage nach Abschluss gelöscht werden. Bitte geben Sie eine Zahl in diesem Bereich an.`,
};

/** Applies the sent fields over the base; super-admin-only fields are ignored for everyone else. */
export function mergeForm(base: TenantForm, body: TenantSave, superAdmin: boolean): TenantForm {
  const merged: Record<string, unknown> = { ...base };
  const restricted: readonly string[] = SUPER_ADMIN_FIELDS;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || !(key in base) || (!superAdmin && restricted.includes(key))) continue;
    merged[key] = typeof value === 'string' ? value.trim() || null : value;
  }
  return merged as TenantForm;
}

const REQUIRED_TEXT = { name: 'Name', street: 'Straße', hnr: 'Hausnummer', zip: 'PLZ', city: 'Ort' } as const;
const EMAILS = {
  emailNotification: 'E-Mail für neue Fälle',
  emailNotificationCompletedCase: 'E-Mail für erledigte Fälle',
  emailNotificationBis: 'E-Mail für Kontaktanfragen',
  emailNotificationApproveBis: 'E-Mail für Freigabebenachrichtigungen',
} as const;
/** The legal pages' labels, for their messages (as the tenant form names them). */
const LEGAL_LINK_LABELS: Record<LegalLinkField, string> = {
  termsUrl: 'Adresse der Nutzungsbedingungen',
  privacyUrl: 'Adresse der Datenschutzerklärung',
  imprintUrl: 'Adresse des Impressums',
};
/** The image fields' labels, for their messages. */
export const TENANT_IMAGE_LABELS: Record<(typeof TENANT_IMAGE_FIELDS)[number], string> = {
  image: 'Wappen',
  headerImage: 'Bannerbild',
  mmStartPageBackgroundImage: 'Hintergrundbild der Startseite (Mängelmelder)',
  bisStartPageBackgroundImage: 'Hintergrundbild der Startseite (Bürgerinformationen)',
};

function checkPair(latitude: number | null, longitude: number | null, message: string): void {
  if (latitude === null && longitude === null) return;
  if (!isLatitude(latitude) || !isLongitude(longitude)) throw badRequest(message);
}

function checkModules(form: TenantForm): void {
  if (form.modules.length === 0) throw badRequest(TENANT_MESSAGES.required('Module'));
  const known: readonly string[] = MODULES;
  for (const module of [...form.modules, ...form.visibleModules]) {
    if (!known.includes(module)) throw badRequest(TENANT_MESSAGES.unknownModule(module));
  }
  const notPurchased = form.visibleModules.find((module) => !form.modules.includes(module));
  if (notPurchased) throw badRequest(TENANT_MESSAGES.visibleNotPurchased(notPurchased));
}

/**
 * Checks the merged form and returns it normalised for storage: crest image cleared when the crest is off
 * (docs/product/tenants.md#citizen-information-settings), boundary JSON normalised, description sanitised, module lists
 * without duplicates. The super admin's fields are checked only when a super admin saves (others cannot change them).
 */
export function validateForm(form: TenantForm, superAdmin: boolean): TenantForm {
  for (const [field, label] of Object.entries(REQUIRED_TEXT)) {
    if (!form[field as keyof typeof REQUIRED_TEXT]) throw badRequest(TENANT_MESSAGES.required(label));
  }
  if (!form.country) throw badRequest(TENANT_MESSAGES.required('Land'));
  if (!(COUNTRIES as readonly string[]).includes(form.country)) throw badRequest(TENANT_MESSAGES.invalid('Land'));
  if (!form.type) throw badRequest(TENANT_MESSAGES.required('Typ'));
  if (!(TENANT_TYPES as readonly string[]).includes(form.type)) throw badRequest(TENANT_MESSAGES.invalid('Typ'));
  for (const [field, label] of Object.entries(EMAILS)) {
    const value = form[field as keyof typeof EMAILS];
    if (value !== null && !isEmail(value)) throw badRequest(TENANT_MESSAGES.email(label));
  }
  for (const field of LEGAL_LINK_FIELDS) {
    const value = form[field];
    if (value !== null && !isPageAddress(value))
      throw badRequest(TENANT_MESSAGES.pageAddress(LEGAL_LINK_LABELS[field]), 'PAGE_ADDRESS_INVALID');
  }
  for (const field of TENANT_IMAGE_FIELDS) {
    const value = form[field];
    if (value !== null && !isStoredName(value)) throw badRequest(TENANT_MESSAGES.image(TENANT_IMAGE_LABELS[field]));
  }
  // a domain is case-insensitive, so a typed "Musterstadt.de" is stored as the one spelling Open311 answers to
  const open311JurisdictionId = form.open311JurisdictionId?.toLowerCase() ?? null;
  if (open311JurisdictionId !== null && !isOpen311JurisdictionId(open311JurisdictionId))
    throw badRequest(TENANT_MESSAGES.open311JurisdictionId(open311JurisdictionId), 'OPEN311_JURISDICTION_ID_INVALID');
  const corsOrigins = form.corsOrigins.map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const origin of corsOrigins) {
    if (normaliseOrigin(origin) === null) throw badRequest(TENANT_MESSAGES.corsOrigin(origin), 'CORS_ORIGIN_INVALID');
  }
  if (form.useCustomImage && !form.image) throw badRequest(TENANT_MESSAGES.crest);
  if (!isReporterDataRetentionDays(form.reporterDataRetentionDays))
    throw badRequest(TENANT_MESSAGES.retentionDays, 'RETENTION_DAYS_INVALID');
  if (!isReminderTime(form.remindersTime)) throw badRequest(TENANT_MESSAGES.remindersTime, 'REMINDERS_TIME_INVALID');
  if (!isReminderDaysAhead(form.remindersDaysAhead)) throw badRequest(TENANT_MESSAGES.remindersDaysAhead, 'REMINDERS_DAYS_INVALID');
  checkPair(form.townhallLatitude, form.townhallLongitude, TENANT_MESSAGES.townhall);
  checkPair(form.mapCenterLatitude, form.mapCenterLongitude, TENANT_MESSAGES.mapCenter);

  let boundaries = form.boundaries;
  if (superAdmin) {
    checkModules(form);
    const points = boundaries ? parseBoundaries(boundaries) : [];
    // a municipality needs its area to route reports; a company has none
    if (points.length === 0 && form.type === 'commune') throw badRequest(BOUNDARY_MESSAGES.missing, 'BOUNDARIES_MISSING');
    boundaries = points.length === 0 ? null : boundariesToStore(points);
  }
  return {
    ...form,
    image: form.useCustomImage ? form.image : null,
    description: sanitizeRichText(form.description),
    modules: [...new Set(form.modules)],
    visibleModules: [...new Set(form.visibleModules)],
    childrenTenantIds: [...new Set(form.childrenTenantIds)],
    boundaries,
    open311JurisdictionId,
    corsOrigins: [...new Set(corsOrigins.map((origin) => normaliseOrigin(origin)!))],
  };
}
