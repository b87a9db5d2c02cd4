import type { CompiledQuery, Kysely, SelectQueryBuilder } from 'kysely';
import {
  CASE_STATE_VALUES,
  CLOSED_CASE_STATES,
  isOpenState,
  OPEN_CASE_STATES,
  type CaseListItem,
  type CaseListQuery,
  type CaseStateValue,
  type DeadlineCasesQuery,
} from '@contracts/case.js';
import type { PageOf } from '@contracts/common.js';
import type { Database } from '../../db/schema.js';
import { constant, isoPlus } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { perDatabase } from '../../db/per-database.js';
import type { AuthUser } from '../../platform/auth.js';
import { applySort, containsAny, pageParams, type SortSpec } from '../../platform/paging.js';
import { SharedAnswers } from '../../platform/shared-answers.js';
import { joinedCases, listedCases, toListItem, type CaseListRow } from './dto.js';
import { visibleStateCounts } from './stats.js';
import { assertTenantVisible, caseVisibility, whereCaseVisible, type CaseQuery, type CaseVisibility } from './visibility.js';

/** Sort keys (docs/product/cases.md#sort-keys); the default createdAt DESC reads an index in order (migration 0004). */
const CASE_SORT: SortSpec = {
  columns: {
    createdAt: 'defectCase.createdAt',
    editedAt: 'defectCase.editedAt',
    caseNumber: 'defectCase.caseNumber',
    'assignee.lastname': germanOrder('assignee.lastname'),
    stateChangedDeadline: 'defectCase.stateChangedDeadline',
    'category.name': germanOrder('category.name'),
    'tenant.name': germanOrder('tenant.name'),
  },
  fallback: { column: 'defectCase.createdAt', order: 'DESC' },
  notNull: ['defectCase.createdAt'],
};

/** Deadline cases: past or due within this time (docs/product/cases.md#deadlines). */
const DEADLINE_WINDOW_MS = 3 * 86_400_000;

type Filter = NonNullable<CaseListQuery['state']>;

/** Filters whose count the counters answer (no per-user or per-rating condition). */
const COUNTER_FILTERS: Partial<Record<Filter, readonly CaseStateValue[]>> = {
  all: CASE_STATE_VALUES,
  open: OPEN_CASE_STATES,
  closed: CLOSED_CASE_STATES,
  ...Object.fromEntries(CASE_STATE_VALUES.map((s) => [s, [s]])),
};

/** The filter as conditions; `is_open` is always named when it applies, so the open/closed indexes serve it. */
function whereFilter<QB extends CaseQuery>(qb: QB, filter: Filter, userId: number): QB {
  switch (filter) {
    case 'all':
      return qb;
    case 'open':
    case 'closed':
      return qb.where('defectCase.isOpen', '=', constant(filter === 'open' ? 1 : 0)) as QB;
    case 'my-open':
    case 'my-closed':
      return qb.where('defectCase.assigneeId', '=', userId).where('defectCase.isOpen', '=', constant(filter === 'my-open' ? 1 : 0)) as QB;
    case 'my-due':
      return dueWithinWindow(qb.where('defectCase.assigneeId', '=', userId) as QB);
    case 'negative':
      return qb.where('defectCase.rating', '<=', 2) as QB;
    default:
      return qb
        .where('defectCase.state', '=', constant(filter))
        .where('defectCase.isOpen', '=', constant(isOpenState(filter) ? 1 : 0)) as QB;
  }
}

/**
 * A list's search: the term, and the categories whose name contains it. The categories are read apart, so that each
 * arm of the search is a condition on the case's own columns which an index can serve (on PostgreSQL the
 * descriptions' trigram index, docs/decisions/search-by-trigrams.md).
 */
interface CaseSearch {
  term: string;
  categoryIds: readonly number[];
}

async function caseSearch(db: Kysely<Database>, term: string): Promise<CaseSearch | undefined> {
  if (term === '') return undefined;
  const categories = await db
    .selectFrom('category')
    .select('category.id')
    .where(containsAny(['category.name'], term))
    .execute();
  return { term, categoryIds: categories.map((c) => c.id) };
}

/** Description, category name, or the case number when the term is one. */
function whereSearch<QB extends CaseQuery>(qb: QB, search: CaseSearch): QB {
  return qb.where((eb) => {
    const arms = [containsAny(['defectCase.description'], search.term)];
    if (search.categoryIds.length > 0) arms.push(eb('defectCase.categoryId', 'in', search.categoryIds));
    if (/^\d{1,9}$/.test(search.term)) arms.push(eb('defectCase.caseNumber', '=', Number(search.term)));
    return eb.or(arms);
  }) as QB;
}

async function countRows<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await qb.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  return Number((row as { total?: number | string } | undefined)?.total ?? 0);
}

export interface CaseListParams {
  filter: Filter;
  tenantId?: number;
  search?: CaseSearch;
}

/**
 * The cases of `source` (the joined cases, with or without a card's columns) that are visible and match a
 * list's filter, tenant and search: the page and the count both start here.
 */
export function filteredCases<QB extends CaseQuery>(source: QB, v: CaseVisibility, p: CaseListParams): QB {
  let base = whereFilter(whereCaseVisible(source, v), p.filter, v.userId);
  if (p.tenantId !== undefined) base = base.where('defectCase.tenantId', '=', p.tenantId) as QB;
  if (p.search) base = whereSearch(base, p.search);
  return base;
}

/**
 * Whether a list reads the tables joined to its cases (dto.ts joinedCases): the sort keys that are not a case column
 * read a name. Every condition, a search's included, reads the case's own columns.
 */
export function readsJoinedTables(query: Pick<CaseListQuery, 'sort'>): boolean {
  const sortColumn = query.sort === undefined ? undefined : CASE_SORT.columns[query.sort];
  return sortColumn !== undefined && !(typeof sortColumn === 'string' && sortColumn.startsWith('defectCase.'));
}

/** The visible cases of `source` that match a list, in its requested (allow-listed) order: the page and the export. */
export function orderedCases<QB extends CaseQuery>(
  source: QB,
  v: CaseVisibility,
  p: CaseListParams,
  query: Pick<CaseListQuery, 'sort' | 'order'>,
): QB {
  return applySort(filteredCases(source, v, p), query, CASE_SORT, 'defectCase.id') as QB;
}

/** One page of a list's cards. */
export function casePage(db: Kysely<Database>, v: CaseVisibility, p: CaseListParams, query: CaseListQuery) {
  const { page, size } = pageParams(query);
  return orderedCases(listedCases(db), v, p, query)
    .limit(constant(size))
    .offset(constant(page * size));
}

/**
 * The compiled page queries of lists without a search, kept per caller and list for as long as the caller's rights,
 * scope and assignments hold (AuthUser.rightsVersion): on an indexed page, building and compiling the query cost
 * about as much CPU as running it (docs/decisions/case-list-queries-compiled-once.md). Everything such a query holds
 * comes from the caller's visibility and the list's parameters; a search reads category names first and `my-due`
 * compares with the clock, so those are built for each request.
 */
const compiledPages = perDatabase(
  () => new SharedAnswers<{ query: CompiledQuery<CaseListRow>; bytes: number }>({ entries: 5000, bytes: 16 * 2 ** 20 }),
);

async function pageQuery(
  db: Kysely<Database>,
  user: AuthUser,
  v: CaseVisibility,
  p: CaseListParams,
  query: CaseListQuery,
): Promise<CompiledQuery<CaseListRow>> {
  const compile = () => casePage(db, v, p, query).compile();
  if (p.search || p.filter === 'my-due') return compile();
  const { page, size } = pageParams(query);
  const key = `${user.id} ${p.filter} ${p.tenantId ?? ''} ${query.sort ?? ''} ${query.order ?? ''} ${page} ${size}`;
  const kept = await compiledPages(db).answer(key, user.rightsVersion, async () => {
    const compiled = compile();
    return { query: compiled, bytes: 2 * compiled.sql.length + 64 * compiled.parameters.length };
  });
  return kept.query;
}

/** A list's filter, tenant and search from its query; a tenant outside the caller's scope answers 404. */
export async function listParams(
  db: Kysely<Database>,
  v: CaseVisibility,
  query: Pick<CaseListQuery, 'state' | 'tenant' | 'search'>,
  tenantParam?: number,
): Promise<CaseListParams> {
  const tenantId = tenantParam ?? query.tenant;
  assertTenantVisible(v, tenantId);
  return { filter: query.state ?? 'all', tenantId, search: await caseSearch(db, query.search?.trim() ?? '') };
}

/**
 * The total a page already tells: a page that is not full (and not past the end) ends the list. A search saves its
 * second scan that way: descriptions are matched by a substring, which on SQLite no index serves, so the count would
 * read every description in scope again, and both scans block the process.
 */
function totalFromPage(rows: number, page: number, size: number): number | undefined {
  if (rows > 0 && rows < size) return page * size + rows;
  return rows === 0 && page === 0 ? 0 : undefined;
}

/**
 * GET /api/case and /api/case/tenant/{tenantId}. The page query joins the names a card shows; the total comes
 * from the counters when the caller sees whole tenants and the filter is one of states
 * (docs/product/cases.md#stats-tiles-and-counters), from the page when a search's page is its last, and from a count
 * query otherwise.
 */
export async function listCases(
  db: Kysely<Database>,
  user: AuthUser,
  query: CaseListQuery,
  tenantParam?: number,
): Promise<PageOf<CaseListItem>> {
  const v = await caseVisibility(db, user);
  const params = await listParams(db, v, query, tenantParam);
  const { page, size } = pageParams(query);
  const counterStates = v.wholeTenants && !params.search ? COUNTER_FILTERS[params.filter] : undefined;
  const counted = () => countRows(filteredCases(joinedCases(db), v, params));
  const pageRows = async () => (await db.executeQuery(await pageQuery(db, user, v, params, query))).rows;
  const [totalElements, rows] = params.search
    ? await pageRows().then(async (rows) => [totalFromPage(rows.length, page, size) ?? (await counted()), rows] as const)
    : await Promise.all([
        counterStates
          ? visibleStateCounts(db, v, params.tenantId).then((counts) => counterStates.reduce((sum, s) => sum + counts[s], 0))
          : counted(),
        pageRows(),
      ]);
  return { content: rows.map(toListItem), totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}

/** Open cases due within 3 days or overdue: the deadline cases, and the list filter `my-due` of one's own. */
function dueWithinWindow<QB extends CaseQuery>(qb: QB): QB {
  return qb
    .where('defectCase.isOpen', '=', constant(1))
    .where('defectCase.stateChangedDeadline', 'is not', null)
    .where('defectCase.stateChangedDeadline', '<=', isoPlus(DEADLINE_WINDOW_MS)) as QB;
}

/** Open visible cases of `source` due within 3 days or overdue (the deadline index serves both). */
export function dueCases<QB extends CaseQuery>(source: QB, v: CaseVisibility, tenantId?: number): QB {
  let base = dueWithinWindow(whereCaseVisible(source, v));
  if (tenantId !== undefined) base = base.where('defectCase.tenantId', '=', tenantId) as QB;
  return base;
}

/** One page of the due cards, the most urgent first. */
export function duePage(db: Kysely<Database>, v: CaseVisibility, tenantId: number | undefined, page: number, size: number) {
  return dueCases(listedCases(db), v, tenantId)
    .orderBy('defectCase.stateChangedDeadline', 'asc')
    .orderBy('defectCase.id', 'asc')
    .limit(constant(size))
    .offset(constant(page * size));
}

/** GET /api/case/deadline-cases (size 5 unless asked otherwise). */
export async function listDeadlineCases(db: Kysely<Database>, user: AuthUser, query: DeadlineCasesQuery): Promise<PageOf<CaseListItem>> {
  const v = await caseVisibility(db, user);
  assertTenantVisible(v, query.tenant);
  const { page, size } = pageParams({ page: query.page, size: query.size ?? 5 });
  const [totalElements, rows] = await Promise.all([
    countRows(dueCases(joinedCases(db), v, query.tenant)),
    duePage(db, v, query.tenant, page, size).execute(),
  ]);
  return { content: rows.map(toListItem), totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}
