import type { Kysely } from 'kysely';
import { MAX_CASE_MARKERS, type CaseMarker, type CaseMarkers, type CaseMarkersQuery, type CaseStateValue } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import { perDatabase } from '../../db/per-database.js';
import type { Database } from '../../db/schema.js';
import { constant } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { EncodedAnswer } from '../../platform/encoded-answer.js';
import { categoryNames } from '../categories/index.js';
import { joinedCases } from './dto.js';
import { listParams, orderedCases, readsJoinedTables, type CaseListParams } from './list.js';
import { markerAnswers, sharedMarkersKey } from './marker-answers.js';
import { caseVisibility, type CaseVisibility } from './visibility.js';

const MARKER_COLUMNS = [
  'defectCase.id',
  'defectCase.caseNumber',
  'defectCase.latitude',
  'defectCase.longitude',
  'defectCase.state',
  'defectCase.categoryId',
] as const;

/**
 * A marker's columns are all in `case_open_created_idx` (migration 0031), so in date order the map of all open
 * cases reads that index alone. The category is read by its id and its name looked up apart; the joined tables
 * are read only when the list sorts by a name: SQLite reads a case's row for every column a join names, even when
 * it leaves the join out.
 */
const markerSources = {
  joined: perDatabase((db) => joinedCases(db).select(MARKER_COLUMNS)),
  bare: perDatabase((db) => db.selectFrom('defectCase').select(MARKER_COLUMNS)),
};

interface MarkerRow {
  id: number;
  caseNumber: number | null;
  latitude: number;
  longitude: number;
  state: string;
  categoryId: number | null;
}

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

/** The query of the markers of a list: its cases in its order, one more than MAX_CASE_MARKERS. */
export function markerRows(db: Kysely<Database>, v: CaseVisibility, params: CaseListParams, query: CaseMarkersQuery) {
  const source = readsJoinedTables(query) ? markerSources.joined(db) : markerSources.bare(db);
  return orderedCases(source, v, params, query).limit(constant(MAX_CASE_MARKERS + 1));
}

/** The list's cases as markers, in its order; one more than MAX_CASE_MARKERS is read to know whether it holds more. */
async function buildMarkers(
  db: Kysely<Database>,
  v: CaseVisibility,
  params: CaseListParams,
  query: CaseMarkersQuery,
): Promise<EncodedAnswer> {
  const rows = await markerRows(db, v, params, query).execute();
  const shown = rows.slice(0, MAX_CASE_MARKERS);
  const answer = compactMarkers(
    shown,
    await categoryNames(
      db,
      shown.map((row) => row.categoryId),
    ),
    rows.length > MAX_CASE_MARKERS,
  );
  return new EncodedAnswer(Buffer.from(JSON.stringify(answer)));
}

/**
 * GET /api/case/markers: the cases of the caller's list (visibility, filter, tenant, search) as map markers. An
 * answer that does not depend on who asks, beyond the scope, is built once and shared until a case changes
 * (marker-answers.ts); any other is built per request.
 */
export async function caseMarkers(db: Kysely<Database>, user: AuthUser, query: CaseMarkersQuery): Promise<EncodedAnswer> {
  const v = await caseVisibility(db, user);
  const params = await listParams(db, v, query);
  const build = () => buildMarkers(db, v, params, query);
  const key = sharedMarkersKey(v, params, query);
  if (key === null) return build();
  return markerAnswers(db).answer(key, changesOf(db).casesVersion(), build);
}
