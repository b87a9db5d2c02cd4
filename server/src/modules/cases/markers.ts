import type { Kysely } from 'kysely';
import { MAX_CASE_MARKERS, type CaseMarker, type CaseMarkers, type CaseMarkersQuery, type CaseStateValue } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import { perDatabase } from '../../db/per-database.js';
import { reuseUnchanged } from '../../db/revised-rows.js';
import type { Database } from '../../db/schema.js';
import { constant } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { EncodedAnswer } from '../../platform/encoded-answer.js';
import { categoryNames } from '../categories/index.js';
import { joinedCases } from './dto.js';
import { listParams, orderedCases, readsJoinedTables, type CaseListParams } from './list.js';
import { type BuiltMarkers, type MarkerRow, markerAnswers, sharedMarkersKey } from './marker-answers.js';
import { caseVisibility, type CaseVisibility } from './visibility.js';

const MARKER_COLUMNS = [
  'defectCase.id',
  'defectCase.caseNumber',
  'defectCase.latitude',
  'defectCase.longitude',
  'defectCase.state',
  'defectCase.categoryId',
  'defectCase.mapRevision',
] as const;
const REVISION_COLUMNS = ['defectCase.id', 'defectCase.mapRevision'] as const;

/**
 * A marker's columns and its revision are all in `case_open_created_idx` (migrations 0031, 0036), so in date order
 * the map of all open cases reads that index alone. The category is read by its id and its name looked up apart;
 * the joined tables are read only when the list sorts by a name: SQLite reads a case's row for every column a join
 * names, even when it leaves the join out.
 */
const sources = (columns: typeof MARKER_COLUMNS | typeof REVISION_COLUMNS) => ({
  joined: perDatabase((db) => joinedCases(db).select(columns)),
  bare: perDatabase((db) => db.selectFrom('defectCase').select(columns)),
});
const markerSources = sources(MARKER_COLUMNS);
const revisionSources = sources(REVISION_COLUMNS);

/** Each distinct value once, in the order first met; a marker names it by its index. */
class Lookup<T> {
  readonly values: T[] = [];
  private readonly indexes = new Map<T, number>();

  indexOf(value: T): number {
    let index = this.indexes.get(value);
    if (index === undefined) {
      index = this.values.push(value) - 1;
      this.indexes.set(value, index);
    }
    return index;
  }
}

/**
 * The compact form of the markers (contracts: CaseMarker): tuples, with states and category names once each.
 * `names` names each category id of the rows.
 */
export function compactMarkers(rows: readonly MarkerRow[], names: ReadonlyMap<number, string>, truncated: boolean): CaseMarkers {
  const states = new Lookup<CaseStateValue>();
  const categories = new Lookup<string>();
  const category = (id: number | null) => {
    const name = id === null ? undefined : names.get(id);
    return name === undefined ? null : categories.indexOf(name);
  };
  const markers = rows.map(
    (row): CaseMarker => [
      row.id,
      row.caseNumber,
      row.latitude,
      row.longitude,
      states.indexOf(row.state as CaseStateValue),
      category(row.categoryId),
    ],
  );
  return { markers, states: states.values, categories: categories.values, truncated };
}

/** The list's cases, in its order, one more than MAX_CASE_MARKERS: to know whether it holds more. */
function listed<S extends typeof markerSources | typeof revisionSources>(
  sourceOf: S,
  db: Kysely<Database>,
  v: CaseVisibility,
  params: CaseListParams,
  query: CaseMarkersQuery,
) {
  const source = (readsJoinedTables(query) ? sourceOf.joined : sourceOf.bare)(db) as ReturnType<S['bare']>;
  return orderedCases(source, v, params, query).limit(constant(MAX_CASE_MARKERS + 1));
}

/** The query of the markers of a list. */
export const markerRows = (db: Kysely<Database>, v: CaseVisibility, params: CaseListParams, query: CaseMarkersQuery) =>
  listed(markerSources, db, v, params, query);

/** The query of the ids and marker revisions of a list. */
export const markerRevisions = (db: Kysely<Database>, v: CaseVisibility, params: CaseListParams, query: CaseMarkersQuery) =>
  listed(revisionSources, db, v, params, query);

/**
 * The rows of the list's markers. After a change the list is read as ids and revisions (migration 0032), and only
 * the rows whose revision differs from the previous build's are read whole: a list of 10,000 markers reads two
 * numbers per case instead of six (docs/decisions/case-markers-cache.md).
 */
async function readRows(
  db: Kysely<Database>,
  v: CaseVisibility,
  params: CaseListParams,
  query: CaseMarkersQuery,
  previous: BuiltMarkers | undefined,
): Promise<MarkerRow[]> {
  if (previous) {
    const rows = await reuseUnchanged(
      await markerRevisions(db, v, params, query).execute(),
      new Map(previous.rows.map((row) => [row.id, row])),
      (entry, kept) => kept.mapRevision === entry.mapRevision,
      async (ids) => {
        const read = await markerSources.bare(db).where('defectCase.id', 'in', ids).execute();
        return new Map(read.map((row) => [row.id, row]));
      },
    );
    if (rows) return rows;
  }
  return markerRows(db, v, params, query).execute();
}

/**
 * Whether a rebuild found what the previous build showed: the same rows (reuseUnchanged hands back the kept ones
 * where a marker did not move) and the same category names. Most changes a clerk makes (a note, an assignee, a
 * deadline) move no marker.
 */
function showsTheSame(previous: BuiltMarkers, rows: readonly MarkerRow[], names: ReadonlyMap<number, string>): boolean {
  return (
    rows.length === previous.rows.length &&
    rows.every((row, i) => row === previous.rows[i]) &&
    names.size === previous.names.size &&
    [...names].every(([id, name]) => previous.names.get(id) === name)
  );
}

/** The list's cases as markers, in its order; the previous answer, serialised and compressed, where nothing moved. */
async function buildMarkers(
  db: Kysely<Database>,
  v: CaseVisibility,
  params: CaseListParams,
  query: CaseMarkersQuery,
  previous?: BuiltMarkers,
): Promise<BuiltMarkers> {
  const rows = await readRows(db, v, params, query, previous);
  const shown = rows.slice(0, MAX_CASE_MARKERS);
  const names = await categoryNames(
    db,
    shown.map((row) => row.categoryId),
  );
  if (previous && showsTheSame(previous, rows, names)) return previous;
  const answer = new EncodedAnswer(Buffer.from(JSON.stringify(compactMarkers(shown, names, rows.length > MAX_CASE_MARKERS))));
  // the rows kept for the next build take about twice the answer's bytes
  return { answer, rows, names, bytes: 3 * answer.bytes };
}

/**
 * GET /api/case/markers: the cases of the caller's list (visibility, filter, tenant, search) as map markers. An
 * answer that does not depend on who asks, beyond the scope, is built once and shared until a case changes
 * (marker-answers.ts); any other is built per request.
 */
export async function caseMarkers(db: Kysely<Database>, user: AuthUser, query: CaseMarkersQuery): Promise<EncodedAnswer> {
  const v = await caseVisibility(db, user);
  const params = await listParams(db, v, query);
  const key = sharedMarkersKey(v, params, query);
  if (key === null) return (await buildMarkers(db, v, params, query)).answer;
  const version = changesOf(db).casesVersion();
  const built = await markerAnswers(db).answer(key, version, (previous) => buildMarkers(db, v, params, query, previous));
  return built.answer;
}
