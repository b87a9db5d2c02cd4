import { badRequest } from '../../../platform/errors.js';
import { isLatitude, isLongitude } from '../../tenants/index.js';

export type LatLng = [number, number];

export const MAP_DATA_INVALID = 'Die Kartendaten sind ungültig.';
const MAX_POINTS = 5000;

/** One point as a map widget may write it: [lat, lng], {lat, lng} (Leaflet) or {latitude, longitude}. */
function toPoint(value: unknown): LatLng | null {
  let lat: unknown;
  let lng: unknown;
  if (Array.isArray(value) && value.length === 2) [lat, lng] = value;
  else if (value && typeof value === 'object') {
    const point = value as Record<string, unknown>;
    lat = point.lat ?? point.latitude;
    lng = point.lng ?? point.longitude;
  }
  return isLatitude(lat) && isLongitude(lng) ? [lat, lng] : null;
}

/**
 * The points of a line or an area from its JSON text (empty for none). A single ring nested once, as
 * Leaflet's polygon gives it ([[...]]), is unwrapped. Anything else answers 400.
 */
export function parsePoints(json: string | null | undefined): LatLng[] {
  if (!json?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest(MAP_DATA_INVALID, 'MAP_DATA_INVALID');
  }
  if (Array.isArray(parsed) && parsed.length === 1 && Array.isArray(parsed[0]) && toPoint(parsed[0]) === null) {
    parsed = parsed[0];
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_POINTS) throw badRequest(MAP_DATA_INVALID, 'MAP_DATA_INVALID');
  return parsed.map((value) => {
    const point = toPoint(value);
    if (!point) throw badRequest(MAP_DATA_INVALID, 'MAP_DATA_INVALID');
    return point;
  });
}

/** Stored map data were checked on save; anything unreadable counts as none. */
export function storedPoints(json: string | null): LatLng[] | null {
  if (!json) return null;
  try {
    return parsePoints(json);
  } catch {
    return null;
  }
}
