import { sql, type Kysely } from 'kysely';
import type { CaseStateValue } from '@contracts/case.js';
import type { CaseMap, MapCase } from '@contracts/public.js';
import { changesOf } from '../../db/changes.js';
import { perDatabase } from '../../db/per-database.js';
import type { Database, TenantRow } from '../../db/schema.js';
import { reuseUnchanged, type Revision } from '../../db/revised-rows.js';
import { formatBerlin, toBool } from '../../db/values.js';
import { EncodedAnswer } from '../../platform/encoded-answer.js';
import { shortText } from '../../platform/short-text.js';
import { SharedAnswers, type Sized } from '../../platform/shared-answers.js';
import { categoryNames } from '../categories/index.js';
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

type PublishedRow = MarkerRow & Revision & { description: string };

/**
 * The published cases of a tenant with the marker's columns, along `case_tenant_published_idx`; only `ids` when
 * given.
 */
function publishedRows(db: Kysely<Database>, tenantId: number, ids?: readonly number[]): Promise<PublishedRow[]> {
  let query = db
    .selectFrom('defectCase')
    .leftJoin('category', 'category.id', 'defectCase.categoryId')
    .select([
      ...MARKER_COLUMNS,
      'defectCase.mapRevision',
      sql<string>`substr(${sql.ref('defectCase.description')}, 1, ${MAP_DESCRIPTION_MAX + 1})`.as('description'),
    ])
    .where('defectCase.tenantId', '=', tenantId)
    .where('defectCase.publishedOnMap', '=', 1);
  if (ids) query = query.where('defectCase.id', 'in', ids);
  return query.orderBy('defectCase.id').execute();
}

/** Each published case's id, marker revision and category, from `case_tenant_published_idx` alone. */
export function publishedRevisions(db: Kysely<Database>, tenantId: number) {
  return db
    .selectFrom('defectCase')
    .select(['id', 'mapRevision', 'categoryId'])
    .where('tenantId', '=', tenantId)
    .where('publishedOnMap', '=', 1)
    .orderBy('id');
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

const encoded = (row: PublishedRow): EncodedMarker => ({ row, json: Buffer.from(JSON.stringify(toMarker(row, row.description))) });

/** The markers of all published cases, each encoded afresh. */
async function allMarkers(db: Kysely<Database>, tenantId: number): Promise<Map<number, EncodedMarker>> {
  const markers = new Map<number, EncodedMarker>();
  for (const row of await publishedRows(db, tenantId)) markers.set(row.id, encoded(row));
  return markers;
}

/**
 * The markers after a change: each published case's revision (migration 0032) and category name are compared with
 * the previous build's, and only the cases whose marker differs are read whole and encoded again. After one
 * change, 10,000 markers cost an index read of three numbers each instead of every row with its text
 * (docs/decisions/public-map-rebuilt-from-revisions.md).
 */
async function changedMarkers(db: Kysely<Database>, tenantId: number, previous: BuiltMap): Promise<Map<number, EncodedMarker>> {
  const published = await publishedRevisions(db, tenantId).execute();
  const names = await categoryNames(
    db,
    published.map((entry) => entry.categoryId),
  );
  const markers = await reuseUnchanged(
    published,
    previous.markers,
    (entry, kept) =>
      kept.row.mapRevision === entry.mapRevision &&
      kept.row.category === (entry.categoryId === null ? null : (names.get(entry.categoryId) ?? null)),
    async (ids) => new Map((await publishedRows(db, tenantId, ids)).map((row) => [row.id, encoded(row)])),
  );
  return markers === null ? allMarkers(db, tenantId) : new Map(markers.map((marker) => [marker.row.id, marker]));
}

/** The tenant's map answer; after a change built from the previous build's markers (changedMarkers). */
export async function buildMap(db: Kysely<Database>, tenant: TenantRow, previous: BuiltMap | undefined): Promise<BuiltMap> {
  const markers = previous ? await changedMarkers(db, tenant.id, previous) : await allMarkers(db, tenant.id);
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
