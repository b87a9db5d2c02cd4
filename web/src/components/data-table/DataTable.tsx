import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.js';
import type { InfiniteList } from './useInfiniteList.js';
import './DataTable.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** header cell hidden visually (e.g. "Aktionen"), still read by screen readers */
  hiddenHeader?: boolean;
}

export interface DataTableProps<T> {
  /** the table's accessible name */
  caption: string;
  columns: Column<T>[];
  list: InfiniteList<T>;
  rowKey: (row: T) => string | number;
  emptyText: string;
}

/**
 * A list as a real table: loads the next page when its end scrolls into view, and offers a
 * "load more" button so keyboard and screen-reader users are never stuck at the first page.
 */
export function DataTable<T>({ caption, columns, list, rowKey, emptyText }: DataTableProps<T>) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, hasMore } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, hasMore]);

  return (
    <div className="data-table">
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div ref={sentinel} className="data-table__end" aria-live="polite">
        {list.loading && <p className="data-table__status">{t('app.loading')}</p>}
        {!list.loading && list.error && (
          <p className="data-table__error" role="alert">
            {list.error}
          </p>
        )}
        {!list.loading && !list.error && list.rows.length === 0 && <p className="data-table__status">{emptyText}</p>}
        {!list.loading && hasMore && (
          <button type="button" className="data-table__more" onClick={loadMore}>
            {t('dataTable.loadMore', { shown: list.rows.length, total: list.total })}
          </button>
        )}
      </div>
    </div>
  );
}
