/** A point on the map, in the names the API uses. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Map constants (docs/product/README.md#maps). */
export const DEFAULT_CENTER: LatLng = { latitude: 52.22, longitude: 13.44 };
export const DEFAULT_ZOOM = 10;
export const CASE_MAP_CENTER: LatLng = { latitude: 52.2189, longitude: 13.4391 };
export const CASE_MAP_ZOOM = 15;
/** after an address pick, a located position or typed coordinates */
export const PICK_ZOOM = 16;
/** the closest zoom of the tiles; set on the map itself too, which clustering needs before the tiles are there */
export const MAX_ZOOM = 19;

/** Six decimals are about 10 cm: more precision than a click on a map has, and shorter JSON. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
export const roundPoint = (point: LatLng): LatLng => ({ latitude: round6(point.latitude), longitude: round6(point.longitude) });

/** A typed coordinate ("52,2201" or "52.2201"); null when it is not a number within ±limit. */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Math.abs(value) <= limit ? value : null;
}

/** A coordinate for reading, in the UI language's number format ("52,22010" in German). */
export const formatCoordinate = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 5, maximumFractionDigits: 6 });
