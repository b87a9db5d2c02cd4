import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon } from '@turf/helpers';
import type { Feature, Polygon } from 'geojson';
import type { Kysely } from 'kysely';
import { FALLBACK_CATEGORIES, type CoordinateCategories } from '@contracts/public.js';
import { changesOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { germanOrder } from '../../db/german-order.js';
import { badRequest } from '../../platform/errors.js';
import { boundaryPolygon, isLatitude, isLongitude } from '../tenants/index.js';

export const ROUTING_MESSAGES = {
  location: 'Bitte wählen Sie auf der Karte eine Ortsangabe für den Fall',
};

/** A tenant's area: its boundary polygon, and whether it takes reports (module MAENGELMELDER). */
export interface TenantArea {
  tenantId: number;
  name: string;
  reachable: boolean;
  /** west, south, east, north: a cheap test before the polygon */
  box: [number, number, number, number];
  shape: Feature<Polygon>;
}

interface CachedAreas {
  version: string;
  areas: Promise<TenantArea[]>;
}

/** Parsed polygons per database (tests run several apps in one process), until a tenant changes in any process. */
const cache = new WeakMap<object, CachedAreas>();

function toArea(row: { id: number; name: string; boundaries: string | null }, reachable: boolean): TenantArea | null {
  const points = boundaryPolygon(row.boundaries);
  const [first] = points;
  const last = points.at(-1);
  if (points.length < 3 || !first || !last) return null;
  const ring = points.map((p) => [p.longitude, p.latitude]);
  // turf's polygon wants a closed ring
  if (first.longitude !== last.longitude || first.latitude !== last.latitude) ring.push([first.longitude, first.latitude]);
  const lngs = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  return {
    tenantId: row.id,
    name: row.name,
    reachable,
    box: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
    shape: polygon([ring]),
  };
}

async function loadAreas(db: Kysely<Database>): Promise<TenantArea[]> {
  const [rows, reporting] = await Promise.all([
    db.selectFrom('tenant').select(['id', 'name', 'boundaries']).where('boundaries', 'is not', null).orderBy('id').execute(),
    db.selectFrom('tenantModule').select('tenantId').where('module', '=', 'MAENGELMELDER').where('purchased', '=', 1).execute(),
  ]);
  const reachable = new Set(reporting.map((r) => r.tenantId));
  return rows.map((row) => toArea(row, reachable.has(row.id))).filter((area): area is TenantArea => area !== null);
}

function areasOf(db: Kysely<Database>): Promise<TenantArea[]> {
  const version = changesOf(db).tenantsVersion();
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached.areas;
  const areas = loadAreas(db);
  cache.set(db, { version, areas });
  areas.catch(() => cache.delete(db));
  return areas;
}

/** A point the map can hold; 400 otherwise (the coordinates of a report or a lookup). */
export function checkPoint(longitude: unknown, latitude: unknown): { longitude: number; latitude: number } {
  if (!isLongitude(longitude) || !isLatitude(latitude) || (longitude === 0 && latitude === 0)) {
    throw badRequest(ROUTING_MESSAGES.location, 'LOCATION_INVALID');
  }
  return { longitude, latitude };
}

/**
 * The tenant whose boundary contains the point (docs/product/frames-and-open311.md#routing-a-report-by-its-point):
 * where areas overlap (a shared border line), a tenant that takes reports wins, then the older tenant. Null outside
 * every boundary.
 */
export async function areaAt(db: Kysely<Database>, longitude: number, latitude: number): Promise<TenantArea | null> {
  let found: TenantArea | null = null;
  for (const area of await areasOf(db)) {
    const [west, south, east, north] = area.box;
    if (longitude < west || longitude > east || latitude < south || latitude > north) continue;
    if (!booleanPointInPolygon([longitude, latitude], area.shape)) continue;
    if (area.reachable) return area;
    found ??= area;
  }
  return found;
}

/** Whether a point lies in the tenant's boundary; a tenant without a boundary covers every point. */
export async function tenantCovers(db: Kysely<Database>, tenantId: number, longitude: number, latitude: number): Promise<boolean> {
  const area = (await areasOf(db)).find((a) => a.tenantId === tenantId);
  return !area || booleanPointInPolygon([longitude, latitude], area.shape);
}

/** The responsible tenant that takes reports at the point, or null (outside, or its tenant has no MAENGELMELDER). */
export async function reportingTenantAt(db: Kysely<Database>, longitude: number, latitude: number): Promise<TenantArea | null> {
  const area = await areaAt(db, longitude, latitude);
  return area?.reachable ? area : null;
}

/** GET /api/category/coordinates/{lng}/{lat}: the categories a report at the point may choose from. */
export async function categoriesAt(db: Kysely<Database>, longitude: number, latitude: number): Promise<CoordinateCategories> {
  const point = checkPoint(longitude, latitude);
  const area = await reportingTenantAt(db, point.longitude, point.latitude);
  if (!area) {
    return { tenantId: null, tenantName: null, reachable: false, categories: FALLBACK_CATEGORIES.map((name) => ({ id: null, name })) };
  }
  const categories = await db
    .selectFrom('category')
    .select(['id', 'name'])
    .where('tenantId', '=', area.tenantId)
    .orderBy(germanOrder('name'))
    .orderBy('id')
    .execute();
  return { tenantId: area.tenantId, tenantName: area.name, reachable: true, categories };
}
