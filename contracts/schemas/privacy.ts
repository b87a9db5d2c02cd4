import { Type, type Static } from 'typebox';
import { Id, Nullable, PageQueryProps, BerlinDateTime } from './common.js';

/**
 * Requests of a data subject (DSGVO Art. 15 and 17, docs/decisions/data-subject-requests.md): the super admin,
 * or a user with EDIT_OWN_TENANT within the own tenant scope, finds every case and correspondent entry that
 * carries one e-mail address, exports them and anonymises them. Every call names the address in its JSON body,
 * never in the URL, so it lands in no access log; every call is recorded in the privacy request log.
 */

export const PRIVACY_MESSAGES = {
  emailMissing: 'Bitte geben Sie die E-Mail-Adresse der betroffenen Person ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  /** the text that replaces a free text the clerk chose to anonymise */
  blanked: '[Auf Antrag der betroffenen Person anonymisiert]',
} as const;

/** POST /api/privacy/subjects/search, …/export and …/export-pdf: the address, compared trimmed and lower-case. */
export const SubjectRequest = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type SubjectRequest = Static<typeof SubjectRequest>;

const TenantName = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A case whose reporter gave the address. */
export const SubjectCase = Type.Object({
  id: Type.Integer(),
  caseNumber: Nullable(Type.Integer()),
  /** null: a case no municipality is responsible for (only the super admin finds it) */
  tenant: Nullable(TenantName),
  createdAt: Type.String(),
  createdAtFormatted: BerlinDateTime,
  state: Type.String(),
  stateLabel: Type.String(),
  category: Nullable(Type.String()),
  /** the case still holds the reporter's device id */
  hasDeviceId: Type.Boolean(),
});
export type SubjectCase = Static<typeof SubjectCase>;

/** A correspondent entry (Kontaktverwaltung) with the address. */
export const SubjectCorrespondent = Type.Object({
  id: Type.Integer(),
  tenant: TenantName,
  firstName: Type.String(),
  lastName: Type.String(),
  title: Nullable(Type.String()),
});
export type SubjectCorrespondent = Static<typeof SubjectCorrespondent>;

/** The address's entry on the newsletter block list (global, so the super admin's only; null for everyone else). */
export const SubjectBlockEntry = Type.Object({ reason: Type.String(), createdAt: Type.String(), createdAtFormatted: BerlinDateTime });
export type SubjectBlockEntry = Static<typeof SubjectBlockEntry>;

/** POST /api/privacy/subjects/search: what the caller's scope holds for the address, oldest case first. */
export const SubjectSearchResult = Type.Object({
  /** the address as compared (trimmed, lower-case) */
  email: Type.String(),
  cases: Type.Array(SubjectCase),
  correspondents: Type.Array(SubjectCorrespondent),
  blockEntry: Nullable(SubjectBlockEntry),
});
export type SubjectSearchResult = Static<typeof SubjectSearchResult>;

const Message = Type.Object({ createdAt: Type.String(), createdAtFormatted: BerlinDateTime, text: Type.String() });

/** A case as the data subject is told about it (Art. 15): what they reported, wrote and were answered. */
export const SubjectCaseExport = Type.Object({
  ...SubjectCase.properties,
  email: Nullable(Type.String()),
  deviceId: Nullable(Type.String()),
  /** the name and phone number an Open311 client sent with the report */
  reporterName: Nullable(Type.String()),
  reporterPhone: Nullable(Type.String()),
  /** the address of the reporter's photo elsewhere (an Open311 media_url) */
  mediaUrl: Nullable(Type.String()),
  tag: Nullable(Type.String()),
  description: Type.String(),
  /** an Open311 request's address as the reporter wrote it */
  address: Nullable(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
  photos: Type.Integer(),
  rating: Nullable(Type.Integer()),
  ratingComment: Nullable(Type.String()),
  /** what the reporter wrote after the report */
  reporterMessages: Type.Array(Message),
  /** the answers the administration sent to the reporter */
  answers: Type.Array(Message),
  /** the body the report was forwarded to over Open311 (a recipient of the data, Art. 15(1)(c)); null: none */
  forwardedTo: Nullable(
    Type.Object({ recipient: Type.String(), sentAt: Type.String(), sentAtFormatted: BerlinDateTime, emailShared: Type.Boolean() }),
  ),
});
export type SubjectCaseExport = Static<typeof SubjectCaseExport>;

/**
 * POST /api/privacy/subjects/export: the Art. 15 information as JSON (a download, `Content-Disposition:
 * attachment`); …/export-pdf gives the same as a readable PDF.
 */
export const SubjectExport = Type.Object({
  email: Type.String(),
  generatedAt: Type.String(),
  generatedAtFormatted: BerlinDateTime,
  cases: Type.Array(SubjectCaseExport),
  correspondents: Type.Array(Type.Object({ ...SubjectCorrespondent.properties, email: Type.String() })),
  blockEntry: Nullable(SubjectBlockEntry),
});
export type SubjectExport = Static<typeof SubjectExport>;

/**
 * POST /api/privacy/subjects/anonymise (Art. 17): removes the address, device id, the reporter's name, phone
 * number and photo link, and the status link from every case found, deletes the correspondent entries, and blanks the free texts of the cases in `freeTextCaseIds`
 * (description, rating comment, the reporter's messages). Ids that are not among the cases found change nothing.
 */
export const AnonymiseRequest = Type.Object({
  email: Type.String({ maxLength: 254 }),
  freeTextCaseIds: Type.Array(Id, { maxItems: 10_000 }),
});
export type AnonymiseRequest = Static<typeof AnonymiseRequest>;

export const AnonymiseResult = Type.Object({
  cases: Type.Integer(),
  correspondents: Type.Integer(),
  freeTexts: Type.Integer(),
  message: Type.String(),
});
export type AnonymiseResult = Static<typeof AnonymiseResult>;

/** The actions of the privacy request log. */
export const PRIVACY_ACTIONS = ['SEARCH', 'EXPORT_JSON', 'EXPORT_PDF', 'ANONYMISE'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/**
 * GET /api/privacy/requests: the request log (Art. 5(2) DSGVO, accountability), newest first; `search` looks in
 * the acting user's name and e-mail and the tenant's name; sort: createdAt (default, descending), action,
 * recordCount, user, tenant. POST /api/privacy/requests/search takes the same query and `{ email }` in the body,
 * and lists only the requests concerning that address (compared by the log's keyed hash).
 */
export const PrivacyRequestListQuery = Type.Object(PageQueryProps);
export type PrivacyRequestListQuery = Static<typeof PrivacyRequestListQuery>;

export const PrivacyRequestEntry = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  createdAtFormatted: BerlinDateTime,
  action: Type.Enum([...PRIVACY_ACTIONS]),
  /** cases and correspondent entries the request concerned */
  recordCount: Type.Integer(),
  /** the staff member who made it; null once the account was deleted (the log outlives it) */
  user: Nullable(Type.Object({ id: Type.Integer(), fullname: Type.String(), email: Type.String() })),
  /** the tenant that member belonged to when making the request */
  tenant: TenantName,
});
export type PrivacyRequestEntry = Static<typeof PrivacyRequestEntry>;
