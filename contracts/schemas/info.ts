import { Type, type Static } from 'typebox';
import { Id, Nullable, PageQueryProps, TenantRef } from './common.js';

/**
 * Citizen information items ("Bürgerinformationen"). Every staff call needs module BUERGERINFO on the
 * caller's tenant (403 MODULE_MISSING) and BIS_MANAGE_INFORMATION (403); ids outside the caller's scope
 * answer 404. Per category the variable rights decide: create BASIC_RIGHT_CREATE, edit BASIC_RIGHT_EDIT,
 * delete BASIC_RIGHT_DELETE, publish BASIC_RIGHT_APPROVE (a super admin holds all); missing: 403.
 */

export const INFO_TYPES = ['TEXT', 'EVENT', 'SURVEY', 'MAP_LINE', 'MAP_AREA'] as const;
export type InfoType = (typeof INFO_TYPES)[number];
export const InfoTypeSchema = Type.Enum([...INFO_TYPES]);

/** DRAFT (Entwurf), IN_REVIEW (In Überprüfung), PUBLISHED (Veröffentlicht). */
export const INFO_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED'] as const;
export type InfoStatus = (typeof INFO_STATUSES)[number];
export const InfoStatusSchema = Type.Enum([...INFO_STATUSES]);

/**
 * Sort keys of the information list; the default is id DESC
 * (docs/product/citizen-information.md#citizen-information-items).
 */
export const INFO_SORTS = ['id', 'headline', 'type', 'status', 'createdAt', 'editedAt', 'category.name', 'tenant.name'] as const;

/** The ten validation messages of docs/product/citizen-information.md#validation-order, checked in this order. */
export const INFO_VALIDATION_MESSAGES = [
  'Der Titel der Bürgerinformation darf nicht leer sein.',
  'Das Feld für Kategorie darf nicht leer sein.',
  'Es muss eine Umfrage ausgewählt werden.',
  'Sie müssen ein Start- und Enddatum für die Veranstaltung festlegen.(Datum & Uhrzeit)',
  'Es muss ein Typ ausgewählt werden.',
  'Das Feld für die Beschreibung darf nicht leer sein.',
  'Sie müssen eine Linie (mind. 2 Punkte) auf der Karte darstellen.',
  'Sie müssen eine Fläche (mind. 3 Punkte) auf der Karte darstellen.',
  'Für diesen Typen muss ein Titelbild hinterlegt werden.',
  'Es muss ein Mandant für diese Bürgerinformation ausgewählt werden.',
] as const;

const Person = Type.Object({ firstname: Type.String(), lastname: Type.String() });
export const InfoCategoryRef = Type.Object({ id: Type.Integer(), name: Type.String(), icon: Type.String() });
const SurveyRef = Type.Object({ id: Type.Integer(), name: Type.String() });

const listProps = {
  id: Type.Integer(),
  headline: Type.String(),
  type: InfoTypeSchema,
  status: InfoStatusSchema,
  categoryId: Type.Integer(),
  category: InfoCategoryRef,
  tenantId: Type.Integer(),
  tenant: TenantRef,
  createdAt: Type.String(),
  /** the list column Datum: yyyy.MM.dd, Europe/Berlin */
  createdAtDateFormatted: Type.String(),
  editedAt: Nullable(Type.String()),
  createdBy: Nullable(Person),
  /** "Zuletzt bearbeitet von": the last editor, else the author */
  editedBy: Nullable(Person),
  /** the caller holds BASIC_RIGHT_EDIT on the category */
  editable: Type.Boolean(),
  /** the caller holds BASIC_RIGHT_DELETE on the category */
  deletable: Type.Boolean(),
};

/** A row of GET /api/buergerinfo/info. */
export const InfoListItem = Type.Object(listProps);
export type InfoListItem = Static<typeof InfoListItem>;

/** GET /api/buergerinfo/info/{id}: the whole item (docs/product/citizen-information.md#citizen-information-items). */
export const Info = Type.Object({
  ...listProps,
  /** sanitised HTML */
  description: Type.String(),
  /** stored file name of a public image (served under /files/images/{name}) */
  titleImage: Nullable(Type.String()),
  place: Nullable(Type.String()),
  /** ISO 8601; EVENT only */
  eventStart: Nullable(Type.String()),
  eventEnd: Nullable(Type.String()),
  /** SURVEY only */
  surveyId: Nullable(Type.Integer()),
  survey: Nullable(SurveyRef),
  /** MAP_LINE only: JSON text of the line's [lat, lng] points */
  mapLines: Nullable(Type.String()),
  /** MAP_AREA only: JSON text of the area's [lat, lng] points */
  mapAreas: Nullable(Type.String()),
  /** the single marker of the other types */
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  publishedAt: Nullable(Type.String()),
  /** the caller holds BASIC_RIGHT_APPROVE on the category (publish rather than request approval) */
  approvable: Type.Boolean(),
  /** the public page the QR code points to: `${PUBLIC_URL}/info/{id}` (shows published items only) */
  publicUrl: Type.String(),
});
export type Info = Static<typeof Info>;

/**
 * GET /api/buergerinfo/info: paging (search over headline and category name) plus optional filters;
 * `sort` one of INFO_SORTS.
 */
export const InfoListQuery = Type.Object({
  ...PageQueryProps,
  tenant: Type.Optional(Id),
  category: Type.Optional(Id),
  status: Type.Optional(InfoStatusSchema),
  type: Type.Optional(InfoTypeSchema),
});
export type InfoListQuery = Static<typeof InfoListQuery>;

const optionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const optionalId = Type.Optional(Nullable(Id));

/**
 * POST /api/buergerinfo/info and PUT /api/buergerinfo/info/{id}: the whole form (a field left out is empty;
 * on PUT a missing tenantId keeps the tenant). Checks in order: the ten INFO_VALIDATION_MESSAGES (400,
 * code INFO_VALIDATION; map data that are no list of points answer 'Die Kartendaten sind ungültig.' in place
 * of rule 7 or 8), then 'Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.', a tenant outside
 * scope or without BUERGERINFO (403), 'Die Kategorie gehört nicht zum gewählten Mandanten.', 'Die Umfrage
 * gehört nicht zum gewählten Mandanten.', an unknown or internal title image (400), the variable rights (403).
 * Map data may be sent as [[lat, lng], ...] or [{lat, lng}, ...] (Leaflet) and are stored as [[lat, lng], ...].
 * Only the data of the type is kept: event dates for EVENT, surveyId for SURVEY, mapLines for MAP_LINE,
 * mapAreas for MAP_AREA, the marker (latitude/longitude) for TEXT, EVENT and SURVEY.
 * Status: DRAFT stores a draft; PUBLISHED publishes with BASIC_RIGHT_APPROVE, otherwise it stores IN_REVIEW
 * and mails the tenant's approval address (emailNotificationApproveBis); missing means DRAFT on create and
 * the current status on update (so editing a published item without APPROVE sends it back to review).
 */
export const InfoSave = Type.Object({
  headline: optionalText(300),
  /** rich text; images the editor embeds as data: URLs count towards the 2 MB request limit */
  description: optionalText(1_500_000),
  titleImage: optionalText(100),
  type: Type.Optional(Nullable(InfoTypeSchema)),
  status: Type.Optional(Nullable(InfoStatusSchema)),
  categoryId: optionalId,
  surveyId: optionalId,
  tenantId: optionalId,
  place: optionalText(300),
  eventStart: optionalText(40),
  eventEnd: optionalText(40),
  mapLines: optionalText(500_000),
  mapAreas: optionalText(500_000),
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
});
export type InfoSave = Static<typeof InfoSave>;

/**
 * The answer of POST (201) and PUT (200): the stored item, whether approval was requested (the item is
 * IN_REVIEW because the caller lacks APPROVE) and the success message of
 * docs/product/citizen-information.md#saving-and-publishing to show: 'Die Bürgerinformation wurde erstellt und
 * veröffentlicht.', '... erstellt und die Freigabe wurde angefragt.', '... als Entwurf gespeichert.', '... bearbeitet.'
 * (an update that requests approval: 'Die Bürgerinformation wurde bearbeitet und die Freigabe wurde angefragt.').
 */
export const InfoSaved = Type.Object({
  info: Info,
  approvalRequested: Type.Boolean(),
  message: Type.String(),
});
export type InfoSaved = Static<typeof InfoSaved>;

/** PATCH /api/buergerinfo/info/{id}/status/{status}: only DRAFT is a target (a published or in-review item). */
export const InfoStatusParams = Type.Object({ id: Id, status: Type.Enum(['DRAFT']) });
export type InfoStatusParams = Static<typeof InfoStatusParams>;

/** GET /api/buergerinfo/info/{id}/generate-qr: `link` loads a 200x200 PNG (black on white) in an <img>. */
export const InfoQr = Type.Object({ link: Type.String(), target: Type.String() });
export type InfoQr = Static<typeof InfoQr>;

/** [latitude, longitude] */
export const LatLng = Type.Tuple([Type.Number(), Type.Number()]);

/**
 * A published item as the municipal app and the web read it (GET /api/public/buergerinfo[/{id}]?apiKey=).
 * Map data come parsed: `line` for MAP_LINE, `area` for MAP_AREA, the marker otherwise.
 */
export const PublicInfo = Type.Object({
  id: Type.Integer(),
  headline: Type.String(),
  /** sanitised HTML */
  description: Type.String(),
  type: InfoTypeSchema,
  category: InfoCategoryRef,
  place: Nullable(Type.String()),
  eventStart: Nullable(Type.String()),
  eventEnd: Nullable(Type.String()),
  /** absolute URL of the title image, or null */
  titleImageUrl: Nullable(Type.String()),
  line: Nullable(Type.Array(LatLng)),
  area: Nullable(Type.Array(LatLng)),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  /** the survey to fetch from GET /api/public/survey/{id} (SURVEY only) */
  surveyId: Nullable(Type.Integer()),
  publishedAt: Nullable(Type.String()),
  /** the public page of the item */
  url: Type.String(),
});
export type PublicInfo = Static<typeof PublicInfo>;

/** Sort keys of the public list; the default is publishedAt DESC. */
export const PUBLIC_INFO_SORTS = ['publishedAt', 'eventStart', 'headline'] as const;

/**
 * GET /api/public/buergerinfo?apiKey= (or the X-Api-Key header): published items of the key's tenant, newest
 * first (sort `eventStart` for a calendar, `headline`), optionally of one type or category, searched over
 * headline and category name. The key errors are those of the public API (401 API_KEY_MISSING /
 * API_KEY_REMOVED, 404 API_KEY_UNKNOWN, 403 API_MODULE_MISSING without BUERGERINFO and APIZUGRIFF).
 * GET /api/public/buergerinfo/{id}?apiKey= answers one published item (404 otherwise).
 */
export const PublicInfoQuery = Type.Object({
  apiKey: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQueryProps,
  type: Type.Optional(InfoTypeSchema),
  category: Type.Optional(Id),
});
export type PublicInfoQuery = Static<typeof PublicInfoQuery>;
