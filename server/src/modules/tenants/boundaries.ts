import type { GeoPoint } from '@contracts/tenant.js';
import { badRequest } from '../../platform/errors.js';

export const BOUNDARY_MESSAGES = {
  missing: 'Es wurden keine Grenzen für die Gemeinde markiert',
  invalid: 'Die Grenzen der Gemeinde sind ungültig.',
  tooFew: 'Die Grenzen der Gemeinde brauchen mindestens drei Punkte.',
};

const MAX_POINTS = 5000;

export const isLatitude = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
export const isLongitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;

/**
 * The boundary as the client sends it: the JSON string of [{ latitude, longitude }].
 * Returns the points (empty for "[]"); throws a 400 for anything that is not such a list.
 */
export function parseBoundaries(json: string): GeoPoint[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest(BOUNDARY_MESSAGES.invalid, 'INVALID_BOUNDARIES');
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_POINTS) throw badRequest(BOUNDARY_MESSAGES.invalid, 'INVALID_BOUNDARIES');
  return parsed.map((point) => {
    const { latitude, longitude } = (point ?? {}) as Record<string, unknown>;
    if (!isLatitude(latitude) || !isLongitude(longitude)) throw badRequest(BOUNDARY_MESSAGES.invalid, 'INVALID_BOUNDARIES');
    return { latitude, longitude };
  });
}

/** A polygon needs three points; stored as the normalised JSON string (latitude and longitude only). */
export function boundariesToStore(points: GeoPoint[]): string {
  if (points.length < 3) throw badRequest(BOUNDARY_MESSAGES.tooFew, 'INVALID_BOUNDARIES');
  return JSON.stringify(points);
}

/**
 * The stored boundary as a polygon, the shape that routing a public report by its point will test. Stored values were validated on save; anything unreadable counts as no boundary.
 */
export function boundaryPolygon(stored: string | null): GeoPoint[] {
  if (!stored) return [];
  try {
    return parseBoundaries(stored);
  } catch {
    return [];
  }
}
