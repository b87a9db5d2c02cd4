import { Type, type Static } from 'typebox';
import { CaseStateSchema } from './case.js';
import { Id, Nullable, BerlinDateTime } from './common.js';
import { UploadedFile } from './file.js';
import { GeoPoint } from './tenant.js';

/**
 * The citizen side (public frames and other public clients). Every call below except the status-page calls
 * needs the tenant's API key, either as the `apiKey` query parameter or the `X-Api-Key` header:
 * missing 401 'Es wurde kein API-Schlüssel übergeben.' (code API_KEY_MISSING), unknown 404
 * 'Dieser API-Schlüssel ist unbekannt.' (API_KEY_UNKNOWN), removed 401 'Dieser API-Schlüssel wurde entfernt
 * und ist nicht mehr gültig.' (API_KEY_REMOVED), a tenant without the modules MAENGELMELDER and APIZUGRIFF 403
 * (API_MODULE_MISSING). Reports and uploads are rate-limited per IP (429). Reports carry the frame's device id
 * in the `X-Device-Id` header; a blocked device answers 403 'Dieses Gerät wurde vorübergehend für Meldungen
 * gesperrt.' (DEVICE_BLOCKED). The status-page calls are authorised by the private token of the status link.
 */

/** `apiKey` as a query parameter (or the X-Api-Key header instead). */
export const ApiKeyQuery = Type.Object({ apiKey: Type.Optional(Type.String({ maxLength: 200 })) });
export type ApiKeyQuery = Static<typeof ApiKeyQuery>;

export const ApiKeyParams = Type.Object({ apiKey: Type.String({ minLength: 1, maxLength: 200 }) });
export type ApiKeyParams = Static<typeof ApiKeyParams>;

/** GET /api/tenant/apikey/{apiKey}: the public face of the key's tenant (no internal settings). */
export const PublicTenant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  designationMap: Type.Record(Type.String(), Type.String()),
  mapCenterLatitude: Nullable(Type.Number()),
  mapCenterLongitude: Nullable(Type.Number()),
  showCreateCaseButton: Type.Boolean(),
  /** the tenant has a boundary polygon (reports are routed by it) */
  hasBoundaries: Type.Boolean(),
  /** the pages the report form links: the tenant's own, else the platform's (PLATFORM_LEGAL_PAGES) */
  termsUrl: Type.String(),
  privacyUrl: Type.String(),
  imprintUrl: Type.String(),
});
export type PublicTenant = Static<typeof PublicTenant>;

/**
 * The platform's own terms of use, privacy notice and imprint (pages of this portal): what the registration
 * links, and what a tenant's report form links where the tenant has no page of its own.
 */
export const PLATFORM_LEGAL_PAGES = {
  termsUrl: '/rechtliches/nutzungsbedingungen.html',
  privacyUrl: '/rechtliches/datenschutz.html',
  imprintUrl: '/imprint',
} as const;

/** A marker of the public map (category null when the category was removed) and what it shows. */
export const MapCase = Type.Object({
  id: Type.Integer(),
  caseNumber: Nullable(Type.Integer()),
  latitude: Type.Number(),
  longitude: Type.Number(),
  state: CaseStateSchema,
  category: Nullable(Type.String()),
  createdAtFormatted: BerlinDateTime,
  /** the description cut to at most 140 characters */
  description: Type.String(),
});
export type MapCase = Static<typeof MapCase>;

/**
 * GET /api/case/map?apiKey=: the tenant's cases published on the map
 * (docs/product/frames-and-open311.md#the-cases-map). Answers carry an ETag; a matching If-None-Match answers 304.
 */
export const CaseMap = Type.Object({
  cases: Type.Array(MapCase),
  showCreateCaseButton: Type.Boolean(),
  mapCenterLatitude: Nullable(Type.Number()),
  mapCenterLongitude: Nullable(Type.Number()),
  /** the tenant's boundary polygon (empty without one): what the map shows while no case is published */
  boundary: Type.Array(GeoPoint),
});
export type CaseMap = Static<typeof CaseMap>;

/** GET /api/category/coordinates/{lng}/{lat}?apiKey=: out-of-range coordinates answer 400. */
export const CoordinateParams = Type.Object({
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
});
export type CoordinateParams = Static<typeof CoordinateParams>;

/** A category offered at a point; the fallback categories have no id. */
export const PublicCategory = Type.Object({ id: Nullable(Type.Integer()), name: Type.String() });
export type PublicCategory = Static<typeof PublicCategory>;

/**
 * The default public categories (docs/product/frames-and-open311.md#fallback-categories), offered where no customer
 * tenant with MAENGELMELDER is responsible.
 */
export const FALLBACK_CATEGORIES = ['Verkehrsflächen', 'Gewässer', 'Grünflächen', 'Sonstiges'] as const;

/**
 * The tenant whose boundary contains the point and its categories; outside every customer tenant (or in one
 * without MAENGELMELDER) tenantId and tenantName are null, reachable is false and the categories are the
 * fallback list.
 */
export const CoordinateCategories = Type.Object({
  tenantId: Nullable(Type.Integer()),
  tenantName: Nullable(Type.String()),
  reachable: Type.Boolean(),
  categories: Type.Array(PublicCategory),
});
export type CoordinateCategories = Static<typeof CoordinateCategories>;

export const PUBLIC_DESCRIPTION_MAX = 250;
export const PUBLIC_PHOTOS_MAX = 3;

/**
 * POST /api/case without a session (API key, X-Device-Id, per-IP limit). The point decides the tenant, not
 * the API key. `category` is the id of a category of that tenant (else 400); at an unreachable point one of
 * FALLBACK_CATEGORIES by name. `photos` are names from the public upload, not yet used by a case.
 * Messages: description missing or over 250 characters 'Die Beschreibung darf nicht länger als 250 Zeichen
 * sein.'; e-mail 'Bitte wählen Sie eine gültige E-Mail-Adresse.' (an empty e-mail is sent as null).
 */
export const PublicCaseCreate = Type.Object({
  description: Type.String({ maxLength: 5000 }),
  photos: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  category: Type.Union([Id, Type.String({ minLength: 1, maxLength: 100 })]),
  latitude: Type.Number(),
  longitude: Type.Number(),
  email: Type.Optional(Nullable(Type.String({ maxLength: 320 }))),
});
export type PublicCaseCreate = Static<typeof PublicCaseCreate>;

/** 201 of a public report: the case number for the thank-you page and the private status link. */
export const PublicCaseCreated = Type.Object({
  id: Type.Integer(),
  /** null for a report outside every customer tenant (no tenant, no running number) */
  caseNumber: Nullable(Type.Integer()),
  /** `${PUBLIC_URL}/fall-status?token=...`; also mailed when an e-mail was given */
  statusUrl: Type.String(),
});
export type PublicCaseCreated = Static<typeof PublicCaseCreated>;

/** GET /api/case/nearby?apiKey=&latitude=&longitude=: open cases within 50 m of the point ("Wurde das schon gemeldet?"). */
export const NearbyQuery = Type.Object({
  apiKey: Type.Optional(Type.String({ maxLength: 200 })),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});
export type NearbyQuery = Static<typeof NearbyQuery>;

/** A case published on the map near the asked point (the hint shows no more than the map). */
export const NearbyCase = Type.Object({
  ...MapCase.properties,
  /** metres from the asked point, rounded */
  distance: Type.Integer(),
});
export type NearbyCase = Static<typeof NearbyCase>;

/** nearest first, at most 20 */
export const NearbyCases = Type.Array(NearbyCase);
export type NearbyCases = Static<typeof NearbyCases>;

/** The private token of a status link (unknown token: 404; its case's reporter data removed after the retention: 410). */
export const StatusTokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type StatusTokenParams = Static<typeof StatusTokenParams>;

/** An answer of the administration to the reporter (a note of type ANSWER). */
export const StatusAnswer = Type.Object({
  text: Type.String(),
  createdAt: Type.String(),
  createdAtFormatted: BerlinDateTime,
});
export type StatusAnswer = Static<typeof StatusAnswer>;

/** GET /api/public/case-status/{token}: what the reporter sees on /fall-status?token=. */
export const CaseStatus = Type.Object({
  caseNumber: Nullable(Type.Integer()),
  state: CaseStateSchema,
  /** German state label: Erstellt, In Bearbeitung, Zurückgezogen, Abgeschlossen, Abgelehnt */
  stateLabel: Type.String(),
  createdAt: Type.String(),
  createdAtFormatted: BerlinDateTime,
  category: Nullable(Type.String()),
  /** the responsible municipality; null while the report is not reachable */
  tenantName: Nullable(Type.String()),
  /**
   * that municipality's API key for its frames, so that the page's footer links its accessibility statement
   * (`/barrierefreiheit?apiKey=`): the status link carries no key. Null while tenantName is, and where the
   * municipality's key opens no frame (no key, or no API access)
   */
  tenantApiKey: Nullable(Type.String()),
  description: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** oldest first */
  answers: Type.Array(StatusAnswer),
  rating: Nullable(Type.Integer()),
  ratingComment: Nullable(Type.String()),
  /** closed (FINISHED or REJECTED) and not yet rated */
  canRate: Type.Boolean(),
  /** still open (CREATED or IN_PROGRESS) */
  canWithdraw: Type.Boolean(),
});
export type CaseStatus = Static<typeof CaseStatus>;

/**
 * POST /api/public/case-status/{token}/rating: once, only for a closed case (409 otherwise); answers the
 * status. POST .../withdraw (no body) sets an open case to CANCELLED (409 otherwise); answers the status.
 */
export const RatingBody = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
export type RatingBody = Static<typeof RatingBody>;

/**
 * POST /files/upload without a session: the same multipart call (part `file`, a png, gif or jpeg) with the
 * API key; the stored name stays unattached until a report uses it and is removed after 24 hours otherwise.
 */
export const PublicUpload = UploadedFile;
export type PublicUpload = Static<typeof PublicUpload>;
