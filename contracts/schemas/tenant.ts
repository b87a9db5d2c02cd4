import { Type, type Static } from 'typebox';
import { Id, MAX_INTEGER, Nullable, TenantRef, UserRef } from './common.js';
import { REMINDER_DAYS_AHEAD, REMINDER_TIME_DEFAULT } from './reminders.js';

export const TENANT_TYPES = ['company', 'commune'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** Countries a tenant may lie in; GERMANY is the default (docs/product/tenants.md#tenant-defaults). */
export const COUNTRIES = [
  'GERMANY',
  'AUSTRIA',
  'SWITZERLAND',
  'LIECHTENSTEIN',
  'LUXEMBOURG',
  'BELGIUM',
  'NETHERLANDS',
  'DENMARK',
  'POLAND',
  'CZECH_REPUBLIC',
  'FRANCE',
  'ITALY',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const GeoPoint = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });
export type GeoPoint = Static<typeof GeoPoint>;

/** The municipal view of a tenant: its centre, parsed boundary polygon and size. */
export const Commune = Type.Object({
  id: Type.Integer(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  boundariesArray: Type.Array(GeoPoint),
  population: Nullable(Type.Integer()),
  area: Nullable(Type.Number()),
});
export type Commune = Static<typeof Commune>;

/**
 * A row of GET /api/tenant (the tenant list and the tenant pickers). The list takes PageQuery; `sort` is one
 * of name, zip, country, population (alias residents); search looks in name, city and zip.
 */
export const TenantListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  designationMap: Type.Record(Type.String(), Type.String()),
  city: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  country: Type.String(),
  type: Type.String(),
  population: Nullable(Type.Integer()),
  modules: Type.Array(Type.String()),
  /** false when the tenant has module WERBEFREI (the list's "advertising" column) */
  advertising: Type.Boolean(),
});
export type TenantListItem = Static<typeof TenantListItem>;

/** The full tenant of GET/POST/PUT /api/tenant[/{id}] (docs/product/tenants.md#the-tenant-form). */
export const Tenant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  designationMap: Type.Record(Type.String(), Type.String()),
  street: Nullable(Type.String()),
  hnr: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Type.String(),
  type: Type.String(),
  image: Nullable(Type.String()),
  headerImage: Nullable(Type.String()),
  population: Nullable(Type.Integer()),
  area: Nullable(Type.Number()),
  emailNotification: Nullable(Type.String()),
  emailNotificationCompletedCase: Nullable(Type.String()),
  emailNotificationBis: Nullable(Type.String()),
  emailNotificationApproveBis: Nullable(Type.String()),
  automaticReply: Nullable(Type.String()),
  parentTenant: Nullable(TenantRef),
  childrenTenantIds: Type.Array(Type.Integer()),
  childrenTenants: Type.Array(TenantRef),
  useCustomImage: Type.Boolean(),
  hideTenantNameInApp: Type.Boolean(),
  townhallLatitude: Nullable(Type.Number()),
  townhallLongitude: Nullable(Type.Number()),
  mapCenterLatitude: Nullable(Type.Number()),
  mapCenterLongitude: Nullable(Type.Number()),
  mmStartPageDesignation: Nullable(Type.String()),
  mmStartPageBackgroundImage: Nullable(Type.String()),
  bisStartPageDesignation: Nullable(Type.String()),
  bisStartPageBackgroundImage: Nullable(Type.String()),
  modules: Type.Array(Type.String()),
  visibleModules: Type.Array(Type.String()),
  showBisCalendar: Type.Boolean(),
  mmPublishAllCasesOnMap: Type.Boolean(),
  mmMapShowCreateCaseButton: Type.Boolean(),
  description: Nullable(Type.String()),
  /** id of the main account user */
  mainAccount: Nullable(Type.Integer()),
  mainAccountUser: Nullable(UserRef),
  /** only for callers with MANAGE_API_KEY; null otherwise */
  apiKey: Nullable(Type.String()),
  /** null unless type is commune */
  commune: Nullable(Commune),
  /** the boundary polygon as the JSON string of [{ latitude, longitude }] */
  boundaries: Nullable(Type.String()),
  /** the tenant's own pages for the citizens' forms (see isPageAddress); null: the platform's own texts apply */
  termsUrl: Nullable(Type.String()),
  privacyUrl: Nullable(Type.String()),
  imprintUrl: Nullable(Type.String()),
  /** the readable Open311 jurisdiction_id (see isOpen311JurisdictionId); null: Open311 knows the tenant by its id only */
  open311JurisdictionId: Nullable(Type.String()),
  /** the web origins (https://host[:port]) whose pages may send writes with the tenant's API key (CORS) */
  corsOrigins: Type.Array(Type.String()),
  /** days after a case was closed until the housekeeping removes its reporter's personal data (DSGVO retention) */
  reporterDataRetentionDays: Type.Integer(),
  /** the daily digest of due cases to their assignees (reminders.ts): on or off, at HH:MM Berlin time, due within days */
  remindersEnabled: Type.Boolean(),
  remindersTime: Type.String(),
  remindersDaysAhead: Type.Integer(),
  createdAt: Type.String(),
  editedAt: Nullable(Type.String()),
});
export type Tenant = Static<typeof Tenant>;

/** The tenant's addresses of its terms of use, privacy notice and imprint, which the citizens' forms link. */
export const LEGAL_LINK_FIELDS = ['termsUrl', 'privacyUrl', 'imprintUrl'] as const;
export type LegalLinkField = (typeof LEGAL_LINK_FIELDS)[number];
export const PAGE_ADDRESS_MAX = 500;

/**
 * An address a citizen's browser may open from a link: a web page (http or https) or a page of this portal
 * ("/rechtliches/..."). Never "javascript:" and the like, and no "//host" that leaves the portal unannounced.
 */
export function isPageAddress(value: string): boolean {
  if (value.length > PAGE_ADDRESS_MAX || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const OPEN311_JURISDICTION_ID_MAX = 63;

/**
 * A readable Open311 jurisdiction_id: lowercase letters, digits, dots and hyphens between them, like a web domain
 * ("musterstadt.de") or a slug ("musterstadt"), at most 63 characters. It needs a letter, so it never reads as
 * another tenant's numeric id, which Open311 accepts as well.
 */
export function isOpen311JurisdictionId(value: string): boolean {
  return value.length <= OPEN311_JURISDICTION_ID_MAX && /[a-z]/.test(value) && /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(value);
}

/** At most this many origins per tenant (CORS). */
export const CORS_ORIGINS_MAX = 20;

/**
 * A web origin as a browser sends it in its Origin header: `https://host` or `https://host:port`, nothing after
 * it but an optional `/`. Normalised (lowercase host, IDN as punycode, no default port), or null when it is none.
 * `schemes` widens it, e.g. to http for an operator's own list (CORS_ORIGINS).
 */
export function normaliseOrigin(value: string, schemes: readonly string[] = ['https:']): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s\\]+\/?$/i.test(value)) return null;
  try {
    const url = new URL(value);
    // a host name of letters, digits and hyphens (IDN as punycode) or an IP address: no wildcard, no "_"
    const host = /^(?:\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)$/.test(url.hostname);
    return schemes.includes(url.protocol) && host ? url.origin : null;
  } catch {
    return null;
  }
}

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const coordinate = Type.Optional(Nullable(Type.Number()));
const flag = Type.Optional(Type.Boolean());
const fileName = text(100);

/**
 * The tenant form as POST and PUT take it. A field left out keeps its stored value (on create: its default);
 * null clears it. Required fields are checked by the server with German messages that name the field.
 * Only a super admin may set childrenTenantIds, modules, visibleModules, type, population, area,
 * mainAccount and boundaries; for everyone else those fields are ignored.
 */
export const TenantSave = Type.Object({
  name: text(200),
  street: text(200),
  hnr: text(20),
  zip: text(20),
  city: text(200),
  country: text(40),
  type: text(20),
  image: fileName,
  headerImage: fileName,
  population: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_INTEGER }))),
  area: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  emailNotification: text(254),
  emailNotificationCompletedCase: text(254),
  emailNotificationBis: text(254),
  emailNotificationApproveBis: text(254),
  automaticReply: text(5000),
  childrenTenantIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  useCustomImage: flag,
  hideTenantNameInApp: flag,
  townhallLatitude: coordinate,
  townhallLongitude: coordinate,
  mapCenterLatitude: coordinate,
  mapCenterLongitude: coordinate,
  mmStartPageDesignation: text(200),
  mmStartPageBackgroundImage: fileName,
  bisStartPageDesignation: text(200),
  bisStartPageBackgroundImage: fileName,
  modules: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  visibleModules: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  showBisCalendar: flag,
  mmPublishAllCasesOnMap: flag,
  mmMapShowCreateCaseButton: flag,
  description: text(500_000),
  mainAccount: Type.Optional(Nullable(Id)),
  boundaries: text(200_000),
  termsUrl: text(PAGE_ADDRESS_MAX),
  privacyUrl: text(PAGE_ADDRESS_MAX),
  imprintUrl: text(PAGE_ADDRESS_MAX),
  open311JurisdictionId: text(OPEN311_JURISDICTION_ID_MAX),
  /** each checked by the server with a German message (normaliseOrigin); empty lines are dropped */
  corsOrigins: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: CORS_ORIGINS_MAX })),
  /** checked by the server with a German message (REPORTER_DATA_RETENTION_DAYS) */
  reporterDataRetentionDays: Type.Optional(Type.Integer()),
  remindersEnabled: flag,
  /** checked by the server with a German message (isReminderTime, REMINDER_DAYS_AHEAD) */
  remindersTime: Type.Optional(Type.String({ maxLength: 5 })),
  remindersDaysAhead: Type.Optional(Type.Integer()),
});
export type TenantSave = Static<typeof TenantSave>;

/**
 * "Personenbezogene Daten von Meldenden löschen nach … Tagen nach Abschluss": at least 30 days, so a
 * reporter can still rate or follow up a closed case; at most ten years.
 */
export const REPORTER_DATA_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const;

export const isReporterDataRetentionDays = (days: number): boolean =>
  Number.isInteger(days) && days >= REPORTER_DATA_RETENTION_DAYS.min && days <= REPORTER_DATA_RETENTION_DAYS.max;

/** The tenant's fields that name a stored image file. */
export const TENANT_IMAGE_FIELDS = ['image', 'headerImage', 'mmStartPageBackgroundImage', 'bisStartPageBackgroundImage'] as const;

/**
 * What a new tenant holds in each field its POST leaves out (in Germany, a company, the event calendar
 * shown: docs/product/tenants.md#tenant-defaults); every field is named, so a form merged over it is complete.
 */
export const TENANT_DEFAULTS = {
  name: null,
  street: null,
  hnr: null,
  zip: null,
  city: null,
  country: 'GERMANY',
  type: 'company',
  image: null,
  headerImage: null,
  population: null,
  area: null,
  emailNotification: null,
  emailNotificationCompletedCase: null,
  emailNotificationBis: null,
  emailNotificationApproveBis: null,
  automaticReply: null,
  childrenTenantIds: [],
  useCustomImage: false,
  hideTenantNameInApp: false,
  townhallLatitude: null,
  townhallLongitude: null,
  mapCenterLatitude: null,
  mapCenterLongitude: null,
  mmStartPageDesignation: null,
  mmStartPageBackgroundImage: null,
  bisStartPageDesignation: null,
  bisStartPageBackgroundImage: null,
  modules: [],
  visibleModules: [],
  showBisCalendar: true,
  mmPublishAllCasesOnMap: false,
  mmMapShowCreateCaseButton: false,
  description: null,
  mainAccount: null,
  boundaries: null,
  termsUrl: null,
  privacyUrl: null,
  imprintUrl: null,
  open311JurisdictionId: null,
  corsOrigins: [],
  reporterDataRetentionDays: REPORTER_DATA_RETENTION_DAYS.default,
  remindersEnabled: false,
  remindersTime: REMINDER_TIME_DEFAULT,
  remindersDaysAhead: REMINDER_DAYS_AHEAD.default,
} satisfies Required<TenantSave>;

/** PATCH /api/tenant/{id}/generate-api-key */
export const ApiKeyBody = Type.Object({ apiKey: Type.String() });
export type ApiKeyBody = Static<typeof ApiKeyBody>;
