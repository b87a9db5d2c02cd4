import { Type, type Static } from 'typebox';

/** How many characters an address search needs and may have (after trimming). */
export const GEOCODE_QUERY_MIN = 3;
export const GEOCODE_QUERY_MAX = 200;

/**
 * GET /api/geocode?q=<text>&limit=5: address search for every map (back office and public frames). Public,
 * rate-limited per IP for anonymous callers; q must have 3 to 200 characters after trimming (else 400).
 * The server asks the configured geocoder (GEOCODER_URL, Nominatim or Photon) and caches the answers.
 */
export const GeocodeQuery = Type.Object({
  q: Type.String({ maxLength: 1000 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 5 })),
});
export type GeocodeQuery = Static<typeof GeocodeQuery>;

export const GeocodeResult = Type.Object({
  /** a readable address, such as "Rathausplatz 1, 15732 Musterstadt" */
  label: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type GeocodeResult = Static<typeof GeocodeResult>;

export const GeocodeResults = Type.Array(GeocodeResult);
