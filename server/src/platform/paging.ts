import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { PageOf, PageQuery } from '@contracts/common.js';
import { badRequest } from './errors.js';
import { ownValue } from './lookup.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** A column reference, or an expression such as germanOrder(column) for a text sorted alphabetically. */
export type SortColumn = string | Expression<unknown>;

export interface SortSpec {
  /** API sort key (as the client sends it) -> what to sort by */
  columns: Record<string, SortColumn>;
  /** used when the client sends no sort */
  fallback: { column: SortColumn; order: 'ASC' | 'DESC' };
  /**
   * Columns the table requires (never empty) whose order an index provides: sorted without a NULLS clause, which
   * would keep PostgreSQL from reading that index backwards for a descending page (a sort of every match instead).
   */
  notNull?: readonly string[];
}

export function pageParams(query: PageQuery): { page: number; size: number } {
  const page = Math.max(0, query.page ?? 0);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, query.size ?? DEFAULT_PAGE_SIZE));
  return { page, size };
}

/** Applies the allow-listed sort, then a stable tiebreak on the id column. */
export function applySort<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  spec: SortSpec,
  idColumn: string,
): SelectQueryBuilder<DB, TB, O> {
  let column = spec.fallback.column;
  let order = spec.fallback.order;
  if (query.sort) {
    const mapped = ownValue(spec.columns, query.sort);
    if (!mapped) throw badRequest(`Nach "${query.sort}" kann nicht sortiert werden.`, 'INVALID_SORT');
    column = mapped;
    order = query.order ?? 'ASC';
  } else if (query.order) {
    order = query.order;
  }
  const direction = order === 'DESC' ? sql`desc` : sql`asc`;
  // Empty values come first ascending and last descending on both databases (PostgreSQL's default is the reverse).
  const nulls =
    typeof column === 'string' && spec.notNull?.includes(column) ? sql`` : order === 'DESC' ? sql`nulls last` : sql`nulls first`;
  const sortedBy = typeof column === 'string' ? sql.ref(column) : column;
  let sorted = qb.orderBy(sql`${sortedBy} ${direction} ${nulls}`);
  if (column !== idColumn) sorted = sorted.orderBy(sql`${sql.ref(idColumn)} ${direction}`);
  return sorted;
}

/**
 * Runs one page of a filtered query plus its count. `base` holds the joins and filters only;
 * `select` adds the columns, so the count query stays lean.
 */
export async function paginate<Row, DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  sort: SortSpec,
  idColumn: string,
  select: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<PageOf<Row>> {
  const { page, size } = pageParams(query);
  const countRow = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const totalElements = Number((countRow as { total?: number | string } | undefined)?.total ?? 0);
  const rows = await select(applySort(base, query, sort, idColumn))
    .limit(size)
    .offset(page * size)
    .execute();
  return { content: rows, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}

export function mapPage<A, B>(page: PageOf<A>, map: (item: A) => B): PageOf<B> {
  return { ...page, content: page.content.map(map) };
}

/** `%term%` for a LIKE search, with the wildcards of the term escaped. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains" over several columns or expressions (joined by OR), the one search clause
 * of every list. The escape clause makes the escaped wildcards of the term literal on SQLite and PostgreSQL.
 */
export function containsAny(columns: (string | Expression<string>)[], search: string): Expression<SqlBool> {
  const pattern = likePattern(search);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${typeof column === 'string' ? sql.ref(column) : column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** "first last", for searching a person by the full name as it is shown. */
export const fullNameExpression = (table: string): Expression<string> =>
  sql<string>`${sql.ref(`${table}.firstname`)} || ' ' || ${sql.ref(`${table}.lastname`)}`;
