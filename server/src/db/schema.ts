import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table interfaces (camelCase here; db/naming.ts maps them to snake_case in SQL).
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 UTC text on both dialects,
 * so sorting and comparing them is the same everywhere; see db/values.ts for the edge conversion.
 */
export type Bool = number;
export type Timestamp = string;

export interface TenantTable {
  id: Generated<number>;
  name: string;
  street: string | null;
  hnr: string | null;
  zip: string | null;
  city: string | null;
  country: string;
  type: string;
  parentId: number | null;
  image: string | null;
  headerImage: string | null;
  population: number | null;
  area: number | null;
  emailNotification: string | null;
  emailNotificationCompletedCase: string | null;
  emailNotificationBis: string | null;
  emailNotificationApproveBis: string | null;
  automaticReply: string | null;
  useCustomImage: Bool;
  hideTenantNameInApp: Bool;
  townhallLatitude: number | null;
  townhallLongitude: number | null;
  mapCenterLatitude: number | null;
  mapCenterLongitude: number | null;
  mmStartPageDesignation: string | null;
  mmStartPageBackgroundImage: string | null;
  bisStartPageDesignation: string | null;
  bisStartPageBackgroundImage: string | null;
  showBisCalendar: Bool;
  mmPublishAllCasesOnMap: Bool;
  mmMapShowCreateCaseButton: Bool;
  description: string | null;
  mainAccountId: number | null;
  apiKey: string | null;
  boundaries: string | null;
  termsUrl: string | null;
  privacyUrl: string | null;
  imprintUrl: string | null;
  /** the readable Open311 jurisdiction_id (migration 0018); null: the numeric id only */
  open311JurisdictionId: string | null;
  /** the web origins whose pages may write with the tenant's API key, a JSON array (migration 0023); null: none */
  corsOrigins: string | null;
  /** days after a case was closed until its reporter's personal data is removed (migration 0017) */
  reporterDataRetentionDays: Generated<number>;
  /** the daily digest of due cases (migration 0027) */
  remindersEnabled: Generated<Bool>;
  remindersTime: Generated<string>;
  remindersDaysAhead: Generated<number>;
  /** the tenant's own accessibility statement (migration 0028); null: the product's default text */
  accessibilityStatement: string | null;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

export interface ModuleTable {
  name: string;
}

export interface TenantModuleTable {
  tenantId: number;
  module: string;
  /** purchased: the tenant may use it; visible: shown in the municipal app */
  purchased: Bool;
  visible: Bool;
}

export interface AppUserTable {
  id: Generated<number>;
  tenantId: number;
  roleId: number | null;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  position: string | null;
  superAdmin: Bool;
  superUser: Bool;
  /** release status: 1 Freigegeben, 0 Gesperrt */
  status: Bool;
  /** 0 while a self-registration waits for approval */
  approved: Bool;
  active: Bool;
  language: string;
  /** declined the daily digest of due cases (migration 0027) */
  remindersOptOut: Generated<Bool>;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

/** The daily digests sent: one row per tenant and Berlin day, written with the mails (migration 0027). */
export interface ReminderDigestTable {
  tenantId: number;
  day: string;
  sentAt: Timestamp;
  mails: number;
}

export interface RoleTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  createdAt: Timestamp;
}

export interface RoleRightTable {
  roleId: number;
  right: string;
}

export interface VariableRightTable {
  id: Generated<number>;
  tenantId: number;
  module: string;
  bisCategoryId: number | null;
  basicRight: string;
}

export interface RoleVariableRightTable {
  roleId: number;
  variableRightId: number;
}

/** Categories and subcategories (tags) a user is restricted to; see migration 0002. */
export interface UserCategoryAssignmentTable {
  userId: number;
  categoryId: number;
}

export interface UserTagAssignmentTable {
  userId: number;
  tagId: number;
}

export interface SessionTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  lastActivityAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

/**
 * A streak of failed logins for one address from one source (modules/auth/login-throttle.ts, migration 0021):
 * a client address or a known-device cookie, or `untrusted` for all sources without such a cookie together.
 * Both keys are keyed hashes, never the address or the IP.
 */
export interface LoginThrottleTable {
  emailKey: string;
  sourceKey: string;
  failures: number;
  firstFailureAt: Timestamp;
  lockedUntil: Timestamp | null;
}

/**
 * The latest registration for an address that already has an account (modules/auth/registration-attempts.ts):
 * the chosen password's hash, so a login with it answers like a new account waiting for approval.
 */
export interface RegistrationAttemptTable {
  /** a keyed hash of the normalised address */
  emailKey: string;
  passwordHash: string;
  attemptedAt: Timestamp;
  /** when the address's owner was last mailed about an attempt (at most once a day) */
  ownerNotifiedAt: Timestamp | null;
}

/** A tenant's current hour of new-registration mails to its main account (modules/auth/registration-notices.ts). */
export interface RegistrationNoticeWindowTable {
  tenantId: number;
  windowEndsAt: Timestamp;
  /** registrations within the window, the mailed ones and those left for the summary */
  registrations: number;
}

/** One route's request counter of one client address in its current window (platform/rate-limit-store.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  windowEndsAt: Timestamp;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** a caller-chosen key that makes enqueueing the same mail twice a no-op */
  dedupeKey: string | null;
  createdAt: Timestamp;
  attempts: number;
  nextAttemptAt: Timestamp;
  sentAt: Timestamp | null;
  lastError: string | null;
  /** the unique part of the Message-ID header, so a repeated mail is recognisable; null only in mails sent before migration 0011 */
  messageId: string | null;
  /** the worker sending the mail; no other worker takes the row before claimedUntil */
  claimedBy: string | null;
  claimedUntil: Timestamp | null;
}

/** An uploaded image or a generated PDF; `attached` once a record refers to it (see TEMPORARY_FILE_LIFETIME_MS). */
export interface FileTable {
  id: Generated<number>;
  name: string;
  tenantId: number | null;
  uploadedBy: number | null;
  internal: Bool;
  mime: string;
  size: number;
  attached: Bool;
  createdAt: Timestamp;
}

/** SHA-256 of an API key that was removed or replaced, so it is reported as removed and never valid again. */
export interface RevokedApiKeyTable {
  keyHash: string;
  tenantId: number;
  revokedAt: Timestamp;
}

export interface CategoryTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  initialAssigneeId: number | null;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

/** A tenant's answer template ("Textbaustein"): a name and a text with placeholders. */
export interface AnswerTemplateTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  text: string;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

export interface CategoryTagTable {
  id: Generated<number>;
  tenantId: number;
  categoryId: number;
  name: string;
  initialAssigneeId: number | null;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

/** A defect report ("Fall"); `isOpen` mirrors the state for indexed open/closed filters (migration 0004). */
export interface DefectCaseTable {
  id: Generated<number>;
  tenantId: number | null;
  caseNumber: number | null;
  description: string;
  state: string;
  isOpen: Bool;
  categoryId: number | null;
  categoryTagId: number | null;
  assigneeId: number | null;
  latitude: number;
  longitude: number;
  email: string | null;
  deviceId: string | null;
  reachable: Bool;
  publishedOnMap: Bool;
  stateChangedDeadline: Timestamp | null;
  rating: number | null;
  /** the reporter's words with the rating (migration 0006) */
  ratingComment: Generated<string | null>;
  /** an Open311 request's address_string, as the reporter wrote it (migration 0009) */
  address: Generated<string | null>;
  handoverNote: string | null;
  statusTokenHash: string | null;
  forwardedAt: Timestamp | null;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
  stateChangedAt: Timestamp;
  /** when the reporter's e-mail, device id and status link were removed (migration 0017) */
  reporterDataErasedAt: Generated<Timestamp | null>;
  /** the name and phone number an Open311 client sent for the reporter (migration 0020) */
  reporterName: Generated<string | null>;
  reporterPhone: Generated<string | null>;
  /** an Open311 request's media_url: the reporter's photo elsewhere, never fetched (migration 0020) */
  mediaUrl: Generated<string | null>;
  /** an imported case's Open311 server, its id there and its status there at the last import (migration 0026) */
  externalSource: Generated<string | null>;
  externalId: Generated<string | null>;
  externalStatus: Generated<string | null>;
  /** filed through POST requests of the Open311 interface (migration 0029) */
  filedOverOpen311: Generated<Bool>;
  /** moves with every change to what the case's public map marker shows (migration 0032, a trigger) */
  mapRevision: Generated<number>;
}

export interface CaseSequenceTable {
  tenantId: number;
  lastNumber: number;
}

/** Cases per tenant (0 = no tenant) and state, kept in the transaction of every change. */
export interface CaseCounterTable {
  tenantId: number;
  state: string;
  total: number;
}

/** Created and finished cases per tenant (0 = no tenant) and Berlin calendar day (yyyy-MM-dd). */
export interface CaseDailyStatTable {
  tenantId: number;
  day: string;
  createdCount: number;
  finishedCount: number;
}

export interface CasePhotoTable {
  id: Generated<number>;
  caseId: number;
  fileName: string;
  final: Bool;
  createdAt: Timestamp;
  createdBy: number | null;
}

export interface CaseNoteTable {
  id: Generated<number>;
  caseId: number;
  type: string;
  description: string;
  systemGenerated: Bool;
  /** written by the reporter (migration 0005) */
  clientMessage: Generated<Bool>;
  createdBy: number | null;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
  /** when an answer was mailed to the reporter; such an answer stays as sent (migration 0024) */
  sentAt: Generated<Timestamp | null>;
}

/** A tenant's Open311 endpoint for the new reports of a scope: the tenant, a category or a subcategory (migration 0029). */
export interface ForwardingEndpointTable {
  id: Generated<number>;
  tenantId: number;
  categoryId: number | null;
  categoryTagId: number | null;
  name: string;
  baseUrl: string;
  jurisdictionId: string | null;
  serviceCode: string;
  /** the API key, encrypted with FORWARDING_SECRET (platform/secret-box.ts) */
  apiKeyCipher: string | null;
  shareEmail: Bool;
  answerReporter: Bool;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

/** A case's forwarding over Open311: queued with the case, claimed by one worker at a time (migration 0029). */
export interface CaseForwardingTable {
  caseId: number;
  endpointId: number | null;
  /** the receiving body's name when the case was queued */
  recipient: string;
  state: string;
  attempts: number;
  nextAttemptAt: Timestamp;
  claimedBy: string | null;
  claimedUntil: Timestamp | null;
  lastError: string | null;
  serviceRequestId: string | null;
  sentAt: Timestamp | null;
  /** the reporter's e-mail went along (the Art. 15 information names the recipient) */
  emailShared: Generated<Bool>;
  remoteStatus: string | null;
  remoteNotes: string | null;
  checkedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface CaseProtocolTable {
  id: Generated<number>;
  caseId: number;
  userId: number | null;
  description: string;
  createdAt: Timestamp;
}

export interface DeviceTable {
  id: string;
  blockedUntil: Timestamp | null;
  blockedBy: number | null;
  createdAt: Timestamp;
}

/** An information category of the module BUERGERINFO; it owns four variable rights (migration 0007). */
export interface InfoCategoryTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  /** a lucide icon name in kebab-case */
  icon: string;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

/** A citizen information item ("Bürgerinformation"); map data are JSON texts of [lat, lng] points. */
export interface CitizenInfoTable {
  id: Generated<number>;
  tenantId: number;
  categoryId: number;
  surveyId: number | null;
  headline: string;
  description: string;
  titleImage: string | null;
  type: string;
  status: string;
  place: string | null;
  eventStart: Timestamp | null;
  eventEnd: Timestamp | null;
  mapLines: string | null;
  mapAreas: string | null;
  latitude: number | null;
  longitude: number | null;
  publishedAt: Timestamp | null;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

export interface SurveyTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  startDate: Timestamp;
  endDate: Timestamp;
  showInDashboard: Bool;
  /** JSON text of {latitude, longitude} points */
  boundaries: string | null;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

export interface SurveyQuestionTable {
  id: Generated<number>;
  surveyId: number;
  name: string;
  orderNum: number;
  multipleChoice: Bool;
  required: Bool;
}

/** An answer option of a question. */
export interface SurveyAnswerTable {
  id: Generated<number>;
  questionId: number;
  description: string;
  orderNum: number;
}

/** One device's participation in a survey (unique per survey and device), with its optional note. */
export interface SurveyParticipationTable {
  id: Generated<number>;
  surveyId: number;
  deviceId: string;
  note: string | null;
  createdAt: Timestamp;
}

/** One chosen answer of a participation. */
export interface SurveyVoteTable {
  participationId: number;
  questionId: number;
  answerId: number;
}

/** A promotion area and period (super admin); latitude/longitude repeat the first boundary point. */
export interface PromotionTable {
  id: Generated<number>;
  name: string;
  startDate: Timestamp;
  endDate: Timestamp;
  allowAlreadyRegisteredDevices: Bool;
  boundaries: string;
  latitude: number | null;
  longitude: number | null;
  createdAt: Timestamp;
  createdBy: number | null;
  editedAt: Timestamp | null;
  editedBy: number | null;
}

/** A broadcast recipient; the address is stored trimmed and lower-case; names spelled as on app_user. */
export interface CorrespondentTable {
  id: Generated<number>;
  tenantId: number;
  firstname: string;
  lastname: string;
  email: string;
  title: string | null;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

/** An address that receives no broadcast (unique, lower-case); reason 'manual' or 'unsubscribe'. */
export interface NewsletterBlockTable {
  id: Generated<number>;
  email: string;
  reason: string;
  createdAt: Timestamp;
  createdBy: number | null;
}

/** A sent broadcast with the number of mails it queued; idempotencyKey is unique. */
export interface BroadcastTable {
  id: Generated<number>;
  idempotencyKey: string;
  contentHash: string;
  subject: string;
  message: string;
  sentBy: number | null;
  sentAt: Timestamp;
  recipients: number;
}

/** One request of a data subject (modules/privacy): the address only as a keyed hash (migration 0019). */
export interface PrivacyRequestTable {
  id: Generated<number>;
  userId: number;
  /** the user's tenant when the request was made */
  tenantId: number;
  /** one of PRIVACY_ACTIONS */
  action: string;
  emailHash: string;
  recordCount: number;
  createdAt: Timestamp;
}

export interface Database {
  tenant: TenantTable;
  reminderDigest: ReminderDigestTable;
  module: ModuleTable;
  tenantModule: TenantModuleTable;
  appUser: AppUserTable;
  role: RoleTable;
  roleRight: RoleRightTable;
  variableRight: VariableRightTable;
  roleVariableRight: RoleVariableRightTable;
  userCategoryAssignment: UserCategoryAssignmentTable;
  userTagAssignment: UserTagAssignmentTable;
  session: SessionTable;
  passwordResetToken: PasswordResetTokenTable;
  loginThrottle: LoginThrottleTable;
  registrationAttempt: RegistrationAttemptTable;
  registrationNoticeWindow: RegistrationNoticeWindowTable;
  rateLimit: RateLimitTable;
  mailOutbox: MailOutboxTable;
  device: DeviceTable;
  category: CategoryTable;
  categoryTag: CategoryTagTable;
  answerTemplate: AnswerTemplateTable;
  defectCase: DefectCaseTable;
  caseSequence: CaseSequenceTable;
  caseCounter: CaseCounterTable;
  caseDailyStat: CaseDailyStatTable;
  casePhoto: CasePhotoTable;
  caseNote: CaseNoteTable;
  caseProtocol: CaseProtocolTable;
  forwardingEndpoint: ForwardingEndpointTable;
  caseForwarding: CaseForwardingTable;
  file: FileTable;
  revokedApiKey: RevokedApiKeyTable;
  infoCategory: InfoCategoryTable;
  citizenInfo: CitizenInfoTable;
  survey: SurveyTable;
  surveyQuestion: SurveyQuestionTable;
  surveyAnswer: SurveyAnswerTable;
  surveyParticipation: SurveyParticipationTable;
  surveyVote: SurveyVoteTable;
  promotion: PromotionTable;
  correspondent: CorrespondentTable;
  newsletterBlock: NewsletterBlockTable;
  broadcast: BroadcastTable;
  privacyRequest: PrivacyRequestTable;
}

export type TenantRow = Selectable<TenantTable>;
export type UserRow = Selectable<AppUserTable>;
export type NewUser = Insertable<AppUserTable>;
