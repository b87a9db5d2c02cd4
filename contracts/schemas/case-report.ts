import { Type, type Static } from 'typebox';
import { Id, Nullable, TenantRef } from './common.js';

/**
 * Case summaries (mail, PDF) and the super admin's forwarding of cases to the responsible municipality.
 * The case id in the path follows the case visibility rules: a case the caller may not see answers 404.
 */

/** POST /api/case/{id}/send-summary (SEND_CASE_SUMMARY): an invalid or missing recipient answers 400. */
export const SummaryMailRequest = Type.Object({
  recipient: Type.Optional(Type.String({ maxLength: 254 })),
  /** a personal message put above the summary */
  message: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
});
export type SummaryMailRequest = Static<typeof SummaryMailRequest>;

/**
 * GET /api/case/{id}/pdf-summary (CREATE_CASE_SUMMARY_PDF): a freshly generated PDF, stored as an internal
 * file; `link` is a signed address a browser opens without the bearer token, valid until `expiresAt`. The
 * PDF itself is removed 24 hours after it was generated (until then logged-in users of the tenant can open
 * it under /files/{name}); every call generates a new one.
 */
export const PdfSummaryLink = Type.Object({ link: Type.String(), expiresAt: Type.String() });
export type PdfSummaryLink = Static<typeof PdfSummaryLink>;

/** GET /api/case/reachable?caseId= (super admin). */
export const ReachableQuery = Type.Object({ caseId: Id });
export type ReachableQuery = Static<typeof ReachableQuery>;

/**
 * Whether the responsible municipality handles the case itself: the case was routed to it and it is a
 * customer with the module MAENGELMELDER. Otherwise the super admin forwards it by mail.
 */
export const Reachability = Type.Object({
  reachable: Type.Boolean(),
  /** the municipality responsible for the case; null when the report lies outside every tenant */
  tenant: Nullable(TenantRef),
  /** where a forward goes: the tenant's address for new cases, else its main account's */
  forwardAddress: Nullable(Type.String()),
  /** when the case was last forwarded by mail */
  forwardedAt: Nullable(Type.String()),
});
export type Reachability = Static<typeof Reachability>;

/** POST /api/case/toAdmin/{id} (super admin): an accompanying text for the municipality. */
export const ForwardRequest = Type.Object({ description: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))) });
export type ForwardRequest = Static<typeof ForwardRequest>;

/**
 * POST /api/tenant/unreachable/send (super admin): every unreachable case of the tenant (null: of no tenant)
 * in one mail to `email`.
 */
export const UnreachableSendRequest = Type.Object({
  tenantId: Nullable(Id),
  email: Type.Optional(Type.String({ maxLength: 254 })),
});
export type UnreachableSendRequest = Static<typeof UnreachableSendRequest>;

export const UnreachableSendResult = Type.Object({ message: Type.String(), count: Type.Integer() });
export type UnreachableSendResult = Static<typeof UnreachableSendResult>;
