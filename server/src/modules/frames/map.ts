import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { CaseStateValue } from '@contracts/case.js';
import type { CaseMap, MapCase } from '@contracts/public.js';
import { changesOf } from '../../db/changes.js';
import type { Database, TenantRow } from '../../db/schema.js';
import { formatBerlin, toBool } from '../../db/values.js';
import { boundaryPolygon } from '../tenants/index.js';

/** Markers show a short description; the whole text stays in the back office. */
const MAP_DESCRIPTION_MAX = 140;

export interface MapAnswer {
  /** UTF-8 bytes, encoded once rather than on every answer */
  json: Buffer;
  /** the same JSON compressed once: 10,000 markers are about 2.5 MB as text and a tenth of it gzipped */
  gzipped: Buffer;
  etag: string;
}

const gzipAsync = promisify(gzip);

interface Entry {
  version: string;
  answer: Promise<MapAnswer>;
}

/** Per database (tests run several apps in one process), per tenant. */
const caches = new WeakMap<object, Map<number, Entry>>();

const shortText = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The columns of a case marker (with `defectCase` left-joined to its `category`), on the map and in the nearby list. */
export const MARKER_COLUMNS = [
  'defectCase.id',
  'defectCase.caseNumber',
  'defectCase.latitude',
  'defectCase.longitude',
  'defectCase.state',
  'defectCase.createdAt',
  'category.name as category',
] as const;

interface MarkerRow {
  id: number;
  caseNumber: number | null;
  latitude: number;
  longitude: number;
  state: string;
  createdAt: string;
  category: string | null;
}

/** A case as a marker shows it; `description` is the text the citizen may read (shortened here). */
export function toMarker(row: MarkerRow, description: string): MapCase {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    state: row.state as CaseStateValue,
    category: row.category,
    createdAtFormatted: formatBerlin(row.createdAt)!,
    description: shortText(description, MAP_DESCRIPTION_MAX),
  };
}

/** The published cases of a tenant: only the marker's columns, along the (tenant_id, published_on_map) index. */
export async function publishedCases(db: Kysely<Database>, tenantId: number): Promise<MapCase[]> {
  const rows = await db
    .selectFrom('defectCase')
    .leftJoin('category', 'category.id', 'defectCase.categoryId')
    .select([...MARKER_COLUMNS, sql<string>`substr(${sql.ref('defectCase.description')}, 1, ${MAP_DESCRIPTION_MAX + 1})`.as('description')])
    .where('defectCase.tenantId', '=', tenantId)
    .where('defectCase.publishedOnMap', '=', 1)
    .orderBy('defectCase.id')
    .execute();
  return rows.map((row) => toMarker(row, row.description));
}

async function buildAnswer(db: Kysely<Database>, tenant: TenantRow): Promise<MapAnswer> {
  const answer: CaseMap = {
    cases: await publishedCases(db, tenant.id),
    showCreateCaseButton: toBool(tenant.mmMapShowCreateCaseButton),
    mapCenterLatitude: tenant.mapCenterLatitude ?? tenant.townhallLatitude,
    mapCenterLongitude: tenant.mapCenterLongitude ?? tenant.townhallLongitude,
    boundary: boundaryPolygon(tenant.boundaries),
  };
  const json = Buffer.from(JSON.stringify(answer));
  return { json, gzipped: await gzipAsync(json), etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * GET /api/case/map: the tenant's map answer, serialised once and served from memory until something on the
 * map changes, in any process: the tenant's map version (db/changes.ts) moves. Requests arriving while it is
 * rebuilt share the one rebuild.
 */
export function caseMapAnswer(db: Kysely<Database>, tenant: TenantRow): Promise<MapAnswer> {
  let tenants = caches.get(db);
  if (!tenants) {
    tenants = new Map();
    caches.set(db, tenants);
  }
  const version = changesOf(db).caseMapVersion(tenant.id);
  const entry = tenants.get(tenant.id);
  if (entry && entry.version === version) return entry.answer;
  const answer = buildAnswer(db, tenant);
  tenants.set(tenant.id, { version, answer });
  const current = tenants;
  answer.catch(() => current.delete(tenant.id));
  return answer;
}
