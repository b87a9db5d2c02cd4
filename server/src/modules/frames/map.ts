import { sql, type Kysely } from 'kysely';
import type { CaseStateValue } from '@contracts/case.js';
import type { CaseMap, MapCase } from '@contracts/public.js';
import { changesOf } from '../../db/changes.js';
import { perDatabase } from '../../db/per-database.js';
import type { Database, TenantRow } from '../../db/schema.js';
import { formatBerlin, toBool } from '../../db/values.js';
import { EncodedAnswer } from '../../platform/encoded-answer.js';
import { shortText } from '../../platform/short-text.js';
import { SharedAnswers, type Sized } from '../../platform/shared-answers.js';
import { boundaryPolygon } from '../tenants/index.js';

/** Markers show a short description; the whole text stays in the back office. */
const MAP_DESCRIPTION_MAX = 140;

const COMMA = 0x2c;

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

type PublishedRow = MarkerRow & { description: string };

/** The published cases of a tenant: only the marker's columns, along the (tenant_id, published_on_map) index. */
function publishedRows(db: Kysely<Database>, tenantId: number): Promise<PublishedRow[]> {
  return db
    .selectFrom('defectCase')
    .leftJoin('category', 'category.id', 'defectCase.categoryId')
    .select([...MARKER_COLUMNS, sql<string>`substr(${sql.ref('defectCase.description')}, 1, ${MAP_DESCRIPTION_MAX + 1})`.as('description')])
    .where('defectCase.tenantId', '=', tenantId)
    .where('defectCase.publishedOnMap', '=', 1)
    .orderBy('defectCase.id')
    .execute();
}

/** A marker's JSON, kept with the row it was made from. */
interface EncodedMarker {
  row: PublishedRow;
  json: Buffer;
}

/** A tenant's built map: the answer, and each marker's JSON for the next build to reuse. */
export interface BuiltMap extends Sized {
  answer: EncodedAnswer;
  markers: ReadonlyMap<number, EncodedMarker>;
}

const sameRow = (a: PublishedRow, b: PublishedRow): boolean => {
  for (const column in a) if (a[column as keyof PublishedRow] !== b[column as keyof PublishedRow]) return false;
  return true;
};

/** `{...object, [key]: items}` as JSON, the items already encoded: each is copied once, none encoded again. */
function jsonWithArray(object: object, key: string, items: readonly Buffer[]): Buffer {
  const head = Buffer.from(`${JSON.stringify(object).slice(0, -1)},${JSON.stringify(key)}:[`);
  let length = head.length + Math.max(items.length - 1, 0) + 2;
  for (const item of items) length += item.length;
  const json = Buffer.allocUnsafe(length);
  json.set(head);
  let at = head.length;
  for (const [i, item] of items.entries()) {
    if (i > 0) json[at++] = COMMA;
    json.set(item, at);
    at += item.length;
  }
  json.write(']}', at);
  return json;
}

/**
 * Reads the published cases and encodes only the markers whose row differs from the previous build's: after one
 * change the rest of 10,000 markers are copied as they were, which takes a fraction of encoding them (formatting
 * dates, shortening texts, JSON, UTF-8).
 */
export async function buildMap(db: Kysely<Database>, tenant: TenantRow, previous: BuiltMap | undefined): Promise<BuiltMap> {
  const markers = new Map<number, EncodedMarker>();
  for (const row of await publishedRows(db, tenant.id)) {
    const kept = previous?.markers.get(row.id);
    markers.set(row.id, kept && sameRow(kept.row, row) ? kept : { row, json: Buffer.from(JSON.stringify(toMarker(row, row.description))) });
  }
  const settings: Omit<CaseMap, 'cases'> = {
    showCreateCaseButton: toBool(tenant.mmMapShowCreateCaseButton),
    mapCenterLatitude: tenant.mapCenterLatitude ?? tenant.townhallLatitude,
    mapCenterLongitude: tenant.mapCenterLongitude ?? tenant.townhallLongitude,
    boundary: boundaryPolygon(tenant.boundaries),
  };
  const cases = [...markers.values()].map((marker) => marker.json);
  const answer = new EncodedAnswer(jsonWithArray(settings, 'cases', cases));
  // the answer, the markers' own JSON and the rows they came from are each about the size of the answer
  return { answer, markers, bytes: 3 * answer.bytes };
}

/** Per database (tests run several apps in one process); a tenant with 10,000 markers holds about 10 MB. */
const maps = perDatabase(() => new SharedAnswers<BuiltMap>({ entries: 1000, bytes: 128 * 1024 * 1024 }));

/**
 * GET /api/case/map: the tenant's map answer, serialised once and served from memory until something on the
 * map changes, in any process: the tenant's map version (db/changes.ts) moves. Requests arriving while it is
 * rebuilt share the one rebuild.
 */
export async function caseMapAnswer(db: Kysely<Database>, tenant: TenantRow): Promise<EncodedAnswer> {
  const version = changesOf(db).caseMapVersion(tenant.id);
  const built = await maps(db).answer(String(tenant.id), version, (previous) => buildMap(db, tenant, previous));
  return built.answer;
}
