import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n.js';
import type { InfiniteList } from './useInfiniteList.js';
import './DataTable.css';

/**
 * The end of an infinitely scrolled list (a table or cards): loads the next page when it scrolls into view,
 * says what is happening, and offers a "load more" button so keyboard and screen-reader users are never
 * stuck at the first page.
 */
export function ListEnd<T>({ list, emptyText }: { list: InfiniteList<T>; emptyText: string }) {
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
  );
}
