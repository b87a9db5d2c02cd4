import { Type, type Static } from 'typebox';
import { Nullable, PageQueryProps } from './common.js';
import { GeoPoint } from './tenant.js';

/**
 * Promotions (super admin only; everyone else 403). A promotion is an area (boundary polygon) and a period in
 * which devices may take part; it has no status (docs/product/super-admin.md#promotions).
 */

/** Sort keys of GET /api/promotion; without a sort the list is by start date descending. */
export const PROMOTION_SORTS = ['name', 'startDate', 'endDate'] as const;

/**
 * A promotion (docs/product/super-admin.md#promotions): GET /api/promotion[/{id}] and the `promotion` of a save answer.
 */
export const Promotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** ISO 8601 UTC */
  startDate: Type.String(),
  endDate: Type.String(),
  allowAlreadyRegisteredDevices: Type.Boolean(),
  /** the boundary polygon as the JSON string of [{ latitude, longitude }] */
  boundaries: Type.String(),
  boundariesArray: Type.Array(GeoPoint),
  /** the first boundary point */
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  /** the column Zeitraum: "yyyy.MM.dd HH:mm – yyyy.MM.dd HH:mm", Europe/Berlin */
  validityFormatted: Type.String(),
});
export type Promotion = Static<typeof Promotion>;

/** GET /api/promotion: the paging parameters; search looks in the name; `sort` one of PROMOTION_SORTS. */
export const PromotionListQuery = Type.Object(PageQueryProps);
export type PromotionListQuery = Static<typeof PromotionListQuery>;

/**
 * POST /api/promotion/ (also without the slash) and PUT /api/promotion/{id}. Checked in this order, the first
 * failure answers 400 with its message (docs/product/super-admin.md#promotion-validation-rules): name, startDate,
 * endDate, boundaries (at least three points); then an end before the start answers 400. latitude/longitude are
 * derived from the boundary.
 */
export const PromotionSave = Type.Object({
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  /** ISO 8601 date-time */
  startDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  endDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  allowAlreadyRegisteredDevices: Type.Optional(Type.Boolean()),
  /** the JSON string of [{ latitude, longitude }] */
  boundaries: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
});
export type PromotionSave = Static<typeof PromotionSave>;

/** The answer of POST (201) and PUT: the text the client shows ('Die Promotion wurde gespeichert.' / 'aktualisiert.') and the promotion. */
export const PromotionSaved = Type.Object({ message: Type.String(), promotion: Promotion });
export type PromotionSaved = Static<typeof PromotionSaved>;

export const PROMOTION_MESSAGES = {
  saved: 'Die Promotion wurde gespeichert.',
  updated: 'Die Promotion wurde aktualisiert.',
  deleted: 'Die Promotion wurde gelöscht.',
} as const;
