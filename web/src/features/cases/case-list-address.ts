import { CASE_FILTERS, CASE_SORTS, CASE_STATE_VALUES } from '@contracts/case.js';
import { recordIdFrom } from '../../components/record-id.js';
import {
  CASE_LIST_VIEWS,
  type CaseListView,
  DEFAULT_CRITERIA,
  TENANT_SORT,
  type CaseListCriteria,
  type CaseListFilter,
  type CaseSort,
  type SortOrder,
} from './case-list-criteria.js';

/** The parameters of a list address; an address with none of them leaves the kept list as it is. */
const LIST_PARAMS = ['filter', 'sort', 'order', 'search', 'tenant', 'view'] as const;

const FILTERS: readonly string[] = [...CASE_FILTERS, ...CASE_STATE_VALUES];
const isFilter = (value: string | null): value is CaseListFilter => value !== null && FILTERS.includes(value);
const isSort = (value: string | null): value is CaseSort => value !== null && (CASE_SORTS as readonly string[]).includes(value);
const isOrder = (value: string | null): value is SortOrder => value === 'ASC' || value === 'DESC';
const isView = (value: string | null): value is CaseListView => value !== null && (CASE_LIST_VIEWS as readonly string[]).includes(value);

/**
 * The list an address names (`/cases?filter=open&sort=createdAt&order=DESC&search=…`), so a list can be
 * bookmarked and sent to a colleague; each unknown value falls back to its default. The tenant belongs to the
 * tenant sort (as in the controls) and comes with its id only; the screen looks its name up. null: the address
 * names no list.
 */
export function criteriaFromAddress(search: string): CaseListCriteria | null {
  const params = new URLSearchParams(search);
  if (!LIST_PARAMS.some((name) => params.has(name))) return null;
  const [filter, sort, order, view] = [params.get('filter'), params.get('sort'), params.get('order'), params.get('view')];
  const criteria: CaseListCriteria = {
    filter: isFilter(filter) ? filter : DEFAULT_CRITERIA.filter,
    sort: isSort(sort) ? sort : DEFAULT_CRITERIA.sort,
    order: isOrder(order) ? order : DEFAULT_CRITERIA.order,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    tenant: null,
    view: isView(view) ? view : DEFAULT_CRITERIA.view,
  };
  const tenantId = recordIdFrom(search, 'tenant');
  return criteria.sort === TENANT_SORT && tenantId !== null ? { ...criteria, tenant: { id: tenantId, name: '' } } : criteria;
}

/** The address's query for a list: filter, sort and order always, search, tenant and the map view when set. */
export function addressOf(criteria: CaseListCriteria): string {
  const params = new URLSearchParams({ filter: criteria.filter, sort: criteria.sort, order: criteria.order });
  if (criteria.search) params.set('search', criteria.search);
  if (criteria.tenant) params.set('tenant', String(criteria.tenant.id));
  if (criteria.view !== DEFAULT_CRITERIA.view) params.set('view', criteria.view);
  return params.toString();
}
