import type { Kysely } from 'kysely';
import type { NearbyCase } from '@contracts/public.js';
import type { Database } from '../../db/schema.js';
import { MARKER_COLUMNS, toMarker } from './map.js';
import { checkPoint, reportingTenantAt } from './routing.js';

export const NEARBY_RADIUS_M = 50;
const NEARBY_MAX = 20;
const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * GET /api/case/nearby: the open cases of the tenant responsible for the point within 50 m, nearest first
 * ("Wurde das schon gemeldet?"). A bounding box on the latitude index narrows the rows, the exact distance is
 * computed here (portable SQL, no geo extension). Only cases published on the map appear: the hint shows no more
 * than the map (docs/decisions/nearby-published-only.md).
 */
export async function nearbyCases(db: Kysely<Database>, latitude: number, longitude: number): Promise<NearbyCase[]> {
  const point = checkPoint(longitude, latitude);
  const area = await reportingTenantAt(db, point.longitude, point.latitude);
  if (!area) return [];
  const dLat = NEARBY_RADIUS_M / METRES_PER_DEGREE;
  const dLng = NEARBY_RADIUS_M / (METRES_PER_DEGREE * Math.max(Math.cos(radians(latitude)), 0.01));
  const rows = await db
    .selectFrom('defectCase')
    .leftJoin('category', 'category.id', 'defectCase.categoryId')
    .select([...MARKER_COLUMNS, 'defectCase.description'])
    .where('defectCase.latitude', '>=', latitude - dLat)
    .where('defectCase.latitude', '<=', latitude + dLat)
    .where('defectCase.longitude', '>=', longitude - dLng)
    .where('defectCase.longitude', '<=', longitude + dLng)
    .where('defectCase.tenantId', '=', area.tenantId)
    .where('defectCase.isOpen', '=', 1)
    .where('defectCase.publishedOnMap', '=', 1)
    .limit(500)
    .execute();
  return rows
    .map((row) => ({ row, distance: distanceMetres(latitude, longitude, row.latitude, row.longitude) }))
    .filter((hit) => hit.distance <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, NEARBY_MAX)
    .map(({ row, distance }) => ({
      ...toMarker(row, row.description),
      distance: Math.round(distance),
    }));
}
