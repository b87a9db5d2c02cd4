import { Type, type Static } from 'typebox';
import { Nullable, PageQueryProps, UserRef, BerlinDateTime } from './common.js';

/**
 * Broadcast: a plain-text mail to every correspondent whose address is not on the newsletter block list.
 * Super admin only; everyone else 403.
 */

/**
 * POST /api/tenant/broadcast and POST /api/tenant/broadcast/test. An empty message answers 400; an empty
 * subject becomes 'Nachricht aus dem Bürgerportal'. A repeat of the send call is queued once and answered like
 * the first (same count): a repeated `Idempotency-Key` request header of the same sender (at any time), or the
 * same sender, subject and message within five minutes (with or without the header).
 */
export const BroadcastSend = Type.Object({
  /** at most 250 characters, so the test mail's "[Test] " prefix still fits the outbox */
  subject: Type.Optional(Type.String({ maxLength: 250 })),
  message: Type.Optional(Type.String({ maxLength: 50_000 })),
});
export type BroadcastSend = Static<typeof BroadcastSend>;

/** The answer of both calls: a German text to show and the number of mails queued (1 for the test). */
export const BroadcastResult = Type.Object({ message: Type.String(), recipients: Type.Integer() });
export type BroadcastResult = Static<typeof BroadcastResult>;

/** A sent broadcast: a row of GET /api/tenant/broadcast (paged, newest first). */
export const BroadcastRecord = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  message: Type.String(),
  /** null when the sender's account no longer exists */
  sentBy: Nullable(UserRef),
  /** ISO 8601 UTC */
  sentAt: Type.String(),
  /** yyyy.MM.dd HH:mm, Europe/Berlin */
  sentAtFormatted: BerlinDateTime,
  recipients: Type.Integer(),
});
export type BroadcastRecord = Static<typeof BroadcastRecord>;

/** GET /api/tenant/broadcast: the paging parameters; search looks in subject and message; always newest first. */
export const BroadcastListQuery = Type.Object(PageQueryProps);
export type BroadcastListQuery = Static<typeof BroadcastListQuery>;
