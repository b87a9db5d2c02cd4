import type { Kysely } from 'kysely';
import { MAX_CASE_MARKERS, type CaseMarker, type CaseMarkers, type CaseMarkersQuery, type CaseStateValue } from '@contracts/case.js';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth.js';
import { joinedCases } from './dto.js';
import { listParams, orderedCases } from './list.js';
import { caseVisibility } from './visibility.js';

const markerSource = (db: Kysely<Database>) =>
  joinedCases(db).select([
    'defectCase.id',
    'defectCase.caseNumber',
    'defectCase.latitude',
    'defectCase.longitude',
    'defectCase.state',
    'category.name as category',
  ]);

/**
 * GET /api/case/markers: the cases of the caller's list (visibility, filter, tenant, search) as map markers, in
 * the list's order; at most MAX_CASE_MARKERS, one more is read to know whether the list holds more.
 */
export async function caseMarkers(db: Kysely<Database>, user: AuthUser, query: CaseMarkersQuery): Promise<CaseMarkers> {
  const v = await caseVisibility(db, user);
  const rows = await orderedCases(markerSource(db), v, listParams(v, query), query)
    .limit(MAX_CASE_MARKERS + 1)
    .execute();
  const markers: CaseMarker[] = rows.slice(0, MAX_CASE_MARKERS).map((row) => ({ ...row, state: row.state as CaseStateValue }));
  return { markers, truncated: rows.length > MAX_CASE_MARKERS };
}
