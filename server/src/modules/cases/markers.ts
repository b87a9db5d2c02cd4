import type { Kysely } from 'kysely';
import { MAX_CASE_MARKERS, type CaseMarker, type CaseMarkers, type CaseMarkersQuery, type CaseStateValue } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import { perDatabase } from '../../db/per-database.js';
import type { Database } from '../../db/schema.js';
import { constant } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { EncodedAnswer } from '../../platform/encoded-answer.js';
import { joinedCases } from './dto.js';
import { listParams, orderedCases, type CaseListParams } from './list.js';
import { markerAnswers, sharedMarkersKey } from './marker-answers.js';
import { caseVisibility, type CaseVisibility } from './visibility.js';

const markerSource = perDatabase((db) =>
  joinedCases(db).select([
    'defectCase.id',
    'defectCase.caseNumber',
    'defectCase.latitude',
    'defectCase.longitude',
    'defectCase.state',
    'category.name as category',
  ]),
);

interface MarkerRow {
  id: number;
  caseNumber: number | null;
  latitude: number;
  longitude: number;
  state: string;
  category: string | null;
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

/** The compact form of the markers (contracts: CaseMarker): tuples, with states and category names once each. */
export function compactMarkers(rows: readonly MarkerRow[], truncated: boolean): CaseMarkers {
  const states = new Lookup<CaseStateValue>();
  const categories = new Lookup<string>();
  const markers = rows.map(
    (row): CaseMarker => [
      row.id,
      row.caseNumber,
      row.latitude,
      row.longitude,
      states.indexOf(row.state as CaseStateValue),
      row.category === null ? null : categories.indexOf(row.category),
    ],
  );
  return { markers, states: states.values, categories: categories.values, truncated };
}

/** The list's cases as markers, in its order; one more than MAX_CASE_MARKERS is read to know whether it holds more. */
async function buildMarkers(
  db: Kysely<Database>,
  v: CaseVisibility,
  params: CaseListParams,
  query: CaseMarkersQuery,
): Promise<EncodedAnswer> {
  const rows = await orderedCases(markerSource(db), v, params, query)
    .limit(constant(MAX_CASE_MARKERS + 1))
    .execute();
  const answer = compactMarkers(rows.slice(0, MAX_CASE_MARKERS), rows.length > MAX_CASE_MARKERS);
  return new EncodedAnswer(Buffer.from(JSON.stringify(answer)));
}

/**
 * GET /api/case/markers: the cases of the caller's list (visibility, filter, tenant, search) as map markers. An
 * answer that does not depend on who asks, beyond the scope, is built once and shared until a case changes
 * (marker-answers.ts); any other is built per request.
 */
export async function caseMarkers(db: Kysely<Database>, user: AuthUser, query: CaseMarkersQuery): Promise<EncodedAnswer> {
  const v = await caseVisibility(db, user);
  const params = listParams(v, query);
  const build = () => buildMarkers(db, v, params, query);
  const key = sharedMarkersKey(v, params, query);
  if (key === null) return build();
  return markerAnswers(db).answer(key, changesOf(db).casesVersion(), build);
}
