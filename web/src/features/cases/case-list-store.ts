import { signal } from '@preact/signals-react';
import type { CaseListItem, CaseStats } from '@contracts/case.js';
import type { ListSnapshot } from '../../components/data-table/useInfiniteList.js';
import { criteriaFromAddress } from './case-list-address.js';
import { criteriaKey, DEFAULT_CRITERIA, type CaseListCriteria } from './case-list-criteria.js';

/**
 * The case list's state, kept at module level so that leaving /cases and coming back shows the same
 * filter, sort, search, tenant, rows and scroll position (docs/product/cases.md#screens).
 * A reload of the page starts afresh; the owner check drops it when another user logs in without one.
 */
export interface CaseListView {
  /** the user the state belongs to */
  owner: number | null;
  criteria: CaseListCriteria;
  /** what the search box shows (the criteria hold it once typing has paused) */
  searchText: string;
}

const fresh = (owner: number | null): CaseListView => ({ owner, criteria: DEFAULT_CRITERIA, searchText: '' });

export const caseListView = signal<CaseListView>(fresh(null));
/** The loaded pages; read once when the screen mounts, so writing it re-renders nothing. */
export const keptRows = signal<ListSnapshot<CaseListItem> | null>(null);
/** The window's scroll position on the list, restored when the screen comes back. */
export const keptScrollY = signal(0);
/** The last stats answer, shown at once on return while fresh numbers are asked for. */
export const keptStats = signal<CaseStats | null>(null);

/** Starts afresh when the state belongs to someone else. */
export function claimCaseListView(userId: number): void {
  if (caseListView.peek().owner === userId) return;
  caseListView.value = fresh(userId);
  keptRows.value = null;
  keptScrollY.value = 0;
  keptStats.value = null;
}

export function updateCriteria(change: Partial<CaseListCriteria>): void {
  const view = caseListView.peek();
  caseListView.value = { ...view, criteria: { ...view.criteria, ...change } };
}

/**
 * Shows the list an address names, if it names one (filter, sort, order, search, tenant); a tenant outside
 * TENANT_INDEPENDENCE is dropped, as the controls offer none. The kept rows stay when it is the same list.
 */
export function followAddress(search: string, independent: boolean): void {
  const named = criteriaFromAddress(search);
  if (!named) return;
  const view = caseListView.peek();
  const tenant = independent && named.tenant ? (view.criteria.tenant?.id === named.tenant.id ? view.criteria.tenant : named.tenant) : null;
  const criteria = { ...named, tenant };
  if (criteriaKey(criteria) === criteriaKey(view.criteria)) return;
  caseListView.value = { ...view, criteria, searchText: criteria.search };
}

export function setSearchText(searchText: string): void {
  caseListView.value = { ...caseListView.peek(), searchText };
}
