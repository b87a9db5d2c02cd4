import {
  CASE_SORTS,
  isOpenState,
  type CaseExportFormat,
  type CaseExportQuery,
  type CaseFilter,
  type CaseListItem,
  type CaseListQuery,
  type CaseMarkersQuery,
  type CaseStateValue,
} from '@contracts/case.js';
import type { TenantOption } from '../../components/TenantPicker.js';
import type { MessageKey } from '../../i18n/de.js';

export type CaseSort = (typeof CASE_SORTS)[number];
export type SortOrder = 'ASC' | 'DESC';
/** A filter of the dropdown (docs/product/cases.md#filters) or one state, which a stats tile sets. */
export type CaseListFilter = CaseFilter | CaseStateValue;

/** What the list shows: the filter, sort, settled search text and (sorting by tenant) one tenant. */
export interface CaseListCriteria {
  filter: CaseListFilter;
  sort: CaseSort;
  order: SortOrder;
  /** the trimmed search text once typing has paused; '' for none */
  search: string;
  tenant: TenantOption | null;
  /** the cases as cards or on a map; changing it keeps the list */
  view: CaseListView;
}

export const CASE_LIST_VIEWS = ['cards', 'map'] as const;
export type CaseListView = (typeof CASE_LIST_VIEWS)[number];

/** All cases, newest first (docs/product/cases.md#sort-keys). */
export const DEFAULT_CRITERIA: CaseListCriteria = {
  filter: 'all',
  sort: 'createdAt',
  order: 'DESC',
  search: '',
  tenant: null,
  view: 'cards',
};

/**
 * Page size of the list and the infinite scroll's delay on the case list, 250 ms
 * (docs/product/cases.md#business-constants-and-limits).
 */
export const CASE_PAGE_SIZE = 50;
export const CASE_SCROLL_DELAY_MS = 250;
/** Typing pauses this long before the list is asked again. */
export const SEARCH_DELAY_MS = 300;
/**
 * A deadline this close (or past) is highlighted, as on the dashboard's deadline tile
 * (docs/product/cases.md#deadlines).
 */
export const DEADLINE_SOON_MS = 3 * 86_400_000;

export const TENANT_SORT: CaseSort = 'tenant.name';

/** The sort columns a user may choose: the tenant only with TENANT_INDEPENDENCE (docs/product/cases.md#sort-keys). */
export const sortOptions = (independent: boolean): CaseSort[] => CASE_SORTS.filter((sort) => independent || sort !== TENANT_SORT);

/** GET /api/case parameters for one page. */
/** What selects the list's cases and their order: the same for its pages and its export. */
function selection(criteria: CaseListCriteria) {
  return {
    state: criteria.filter,
    sort: criteria.sort,
    order: criteria.order,
    ...(criteria.search ? { search: criteria.search } : {}),
    ...(criteria.tenant ? { tenant: criteria.tenant.id } : {}),
  };
}

export function caseListQuery(criteria: CaseListCriteria, page: number, size: number): CaseListQuery {
  return { ...selection(criteria), page, size };
}

/** The export of exactly the cases the list shows, in its order. */
export const caseExportQuery = (criteria: CaseListCriteria, format: CaseExportFormat): CaseExportQuery => ({
  ...selection(criteria),
  format,
});

/** The markers of exactly the cases the list shows. */
export const caseMarkersQuery = (criteria: CaseListCriteria): CaseMarkersQuery => selection(criteria);

/** Names the list the criteria select: another key starts the list again at page 0. */
export const criteriaKey = (c: CaseListCriteria): string => JSON.stringify([c.filter, c.sort, c.order, c.search, c.tenant?.id ?? null]);

/**
 * The three empty texts (docs/product/cases.md#empty-texts): a search that finds nothing says 'Es wurden keine
 * Fälle gefunden.'; a filter (or a chosen tenant) that matches nothing says 'Keine Fälle gefunden'; only the
 * unfiltered list of all cases says 'Es wurden noch keine Fälle gemeldet.', because then there really are none.
 */
export function emptyTextKey(criteria: CaseListCriteria): MessageKey {
  if (criteria.search) return 'cases.empty.search';
  if (criteria.filter !== 'all' || criteria.tenant) return 'cases.empty.filter';
  return 'cases.empty.none';
}

export type DeadlineUrgency = 'overdue' | 'soon' | null;

/** An open case's deadline that is past or within three days; closed cases have nothing left to do. */
export function deadlineUrgency(item: Pick<CaseListItem, 'state' | 'stateChangedDeadline'>, nowMs: number): DeadlineUrgency {
  if (!item.stateChangedDeadline || !isOpenState(item.state)) return null;
  const due = Date.parse(item.stateChangedDeadline);
  if (Number.isNaN(due)) return null;
  if (due < nowMs) return 'overdue';
  return due - nowMs <= DEADLINE_SOON_MS ? 'soon' : null;
}

/** Ratings of 2 or less are negative (docs/product/cases.md#ratings). */
export const isNegativeRating = (rating: number | null): rating is number => rating !== null && rating <= 2;
