import { Type, type Static } from 'typebox';
import { Nullable, PageQueryProps, BerlinDateTime } from './common.js';

/**
 * The newsletter block list: addresses that receive no broadcast. Super admin only (everyone else 403), except
 * the public unsubscribe link GET /api/newsletter/unsubscribe?token=... that every broadcast mail carries.
 */

/** Sort keys of GET /api/newsletter; default createdAt descending (newest first). */
export const BLOCKED_ADDRESS_SORTS = ['email', 'createdAt'] as const;

export const BLOCK_REASONS = ['manual', 'unsubscribe'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** A blocked address: a row of GET /api/newsletter and the answer of POST. */
export const BlockedAddress = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  /** manual: added by a super admin; unsubscribe: the recipient used the link of a broadcast mail */
  reason: Type.Union([Type.Literal('manual'), Type.Literal('unsubscribe')]),
  /** ISO 8601 UTC */
  createdAt: Type.String(),
  /** yyyy.MM.dd HH:mm, Europe/Berlin */
  createdAtFormatted: BerlinDateTime,
});
export type BlockedAddress = Static<typeof BlockedAddress>;

/** GET /api/newsletter: the paging parameters; search looks in the address; `sort` one of BLOCKED_ADDRESS_SORTS. */
export const BlockedAddressListQuery = Type.Object(PageQueryProps);
export type BlockedAddressListQuery = Static<typeof BlockedAddressListQuery>;

/**
 * POST /api/newsletter (also with a trailing slash): put an address on the list (201). Missing: 400
 * 'E-Mail ist erforderlich'; invalid: 400 'E-Mail muss gültig sein'; already on the list: 409.
 */
export const BlockedAddressCreate = Type.Object({
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
});
export type BlockedAddressCreate = Static<typeof BlockedAddressCreate>;

/** GET /api/newsletter/unsubscribe?token=...: public; answers a small German HTML page (200, or 400 for a bad token). */
export const UnsubscribeQuery = Type.Object({ token: Type.Optional(Type.String()) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
