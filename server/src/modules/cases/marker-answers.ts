import { type CaseMarkersQuery, PERSONAL_CASE_FILTERS } from '@contracts/case.js';
import { perDatabase } from '../../db/per-database.js';
import type { Revision } from '../../db/revised-rows.js';
import type { EncodedAnswer } from '../../platform/encoded-answer.js';
import { SharedAnswers, type Sized } from '../../platform/shared-answers.js';
import type { CaseListParams } from './list.js';
import type { CaseVisibility } from './visibility.js';

/** A marker's row: the columns of a CaseMarker, with the category by its id, and the revision it was read at. */
export interface MarkerRow extends Revision {
  caseNumber: number | null;
  latitude: number;
  longitude: number;
  state: string;
  categoryId: number | null;
}

/** A shared marker answer, with the rows and category names it was made from for the next build to reuse. */
export interface BuiltMarkers extends Sized {
  answer: EncodedAnswer;
  rows: readonly MarkerRow[];
  names: ReadonlyMap<number, string>;
}

/**
 * The built marker answers of one database. A super admin's 10,000 markers are about 0.4 MB, 1.2 MB with their
 * rows; the keys are few in practice (scope × filter × tenant × sort), the bounds keep odd queries from growing
 * the process.
 */
export const markerAnswers = perDatabase(() => new SharedAnswers<BuiltMarkers>({ entries: 100, bytes: 128 * 1024 * 1024 }));

/** Filters on the caller's own cases: their answer is the caller's alone. */
const PERSONAL_FILTERS: ReadonlySet<CaseListParams['filter']> = new Set(PERSONAL_CASE_FILTERS);

/**
 * The key under which callers share a marker answer, or null when the answer is the caller's alone. Shared are
 * the answers of callers who see whole tenants (no assignee, category or tag restriction), without a search and
 * without a filter on their own cases: then the answer depends only on the tenants in scope, whether unreachable
 * cases count (super admins), the filter, the tenant asked for and the order.
 */
export function sharedMarkersKey(v: CaseVisibility, params: CaseListParams, query: CaseMarkersQuery): string | null {
  if (!v.wholeTenants || params.search !== undefined || PERSONAL_FILTERS.has(params.filter)) return null;
  const scope = v.scope === 'all' ? 'all' : [...v.scope].sort((a, b) => a - b);
  return JSON.stringify([scope, v.includeUnreachable, params.filter, params.tenantId ?? null, query.sort ?? null, query.order ?? null]);
}
