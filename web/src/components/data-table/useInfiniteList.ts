import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageOf } from '@contracts/common.js';
import { ApiError } from '../../api/http.js';

export interface InfiniteList<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** the server's German message of the last failed load */
  error: string | null;
  hasMore: boolean;
  /**
   * loads the next page after the list's delay (500 ms, 250 ms on the case list:
   * docs/product/README.md#lists-paging-and-sorting)
   */
  loadMore(): void;
  /** starts again at page 0 (after a change elsewhere) */
  reload(): void;
}

/** The loaded pages of a list for one filter key: what a screen keeps to show the same rows when it comes back. */
export interface ListSnapshot<T> {
  key: string;
  rows: T[];
  total: number;
  /** the last loaded page (zero-based) */
  page: number;
  totalPages: number;
}

export interface InfiniteListOptions<T> {
  delayMs?: number;
  size?: number;
  /** pages kept from an earlier visit: with the same filter key they are shown instead of loading page 0 again */
  initial?: ListSnapshot<T> | null;
  /** called with the loaded pages whenever a page has arrived */
  onSnapshot?: (snapshot: ListSnapshot<T>) => void;
}

/**
 * Pages of a list, appended as the user scrolls. `filterKey` names the current filters (search, tab,
 * sort …): when it changes the list starts again at page 0, and answers for an older key are dropped.
 */
export function useInfiniteList<T>(
  load: (page: number, size: number) => Promise<PageOf<T>>,
  filterKey: string,
  { delayMs = 500, size = 50, initial = null, onSnapshot }: InfiniteListOptions<T> = {},
): InfiniteList<T> {
  const resumed = initial?.key === filterKey ? initial : null;
  const [pages, setPages] = useState<ListSnapshot<T>>(resumed ?? { key: filterKey, rows: [], total: 0, page: -1, totalPages: 0 });
  // Loading from the start (page 0 is asked for at once), so no empty text shows before the first answer.
  const [loading, setLoading] = useState(resumed === null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onSnapshotRef = useRef(onSnapshot);
  onSnapshotRef.current = onSnapshot;
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The filter key and generation whose page 0 was asked for (or resumed), so an effect run again for the
  // same list (React's strict mode) neither loads twice nor throws the resumed rows away.
  const started = useRef<string | null>(resumed ? `${filterKey}#0` : null);

  const fetchPage = useCallback(
    async (key: string, next: number) => {
      const id = ++request.current;
      setLoading(true);
      setError(null);
      try {
        const result = await loadRef.current(next, size);
        if (id !== request.current) return;
        setPages((previous) => ({
          key,
          rows: next === 0 ? result.content : [...previous.rows, ...result.content],
          total: result.totalElements,
          page: next,
          totalPages: result.totalPages,
        }));
      } catch (failure) {
        if (id !== request.current) return;
        setError(failure instanceof ApiError && failure.message ? failure.message : null);
        if (!(failure instanceof ApiError)) console.error(failure);
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [size],
  );

  useEffect(() => {
    const run = `${filterKey}#${generation}`;
    if (started.current !== run) {
      started.current = run;
      clearTimeout(timer.current);
      timer.current = undefined;
      setPages({ key: filterKey, rows: [], total: 0, page: -1, totalPages: 0 });
      void fetchPage(filterKey, 0);
    }
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [filterKey, generation, fetchPage]);

  useEffect(() => {
    if (pages.page >= 0) onSnapshotRef.current?.(pages);
  }, [pages]);

  const { page, totalPages } = pages;
  const hasMore = page + 1 < totalPages;
  const loadMore = useCallback(() => {
    if (loading || !hasMore || timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void fetchPage(pages.key, page + 1);
    }, delayMs);
  }, [loading, hasMore, page, pages.key, delayMs, fetchPage]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { rows: pages.rows, total: pages.total, loading, error, hasMore, loadMore, reload };
}
