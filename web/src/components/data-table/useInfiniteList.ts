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
  /** loads the next page after the list's delay (specification §9: 500 ms, 250 ms on the case list) */
  loadMore(): void;
  /** starts again at page 0 (after a change elsewhere) */
  reload(): void;
}

export interface InfiniteListOptions {
  delayMs?: number;
  size?: number;
}

/**
 * Pages of a list, appended as the user scrolls. `filterKey` names the current filters (search, tab,
 * sort …): when it changes the list starts again at page 0, and answers for an older key are dropped.
 */
export function useInfiniteList<T>(
  load: (page: number, size: number) => Promise<PageOf<T>>,
  filterKey: string,
  { delayMs = 500, size = 50 }: InfiniteListOptions = {},
): InfiniteList<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(-1);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fetchPage = useCallback(
    async (next: number) => {
      const id = ++request.current;
      setLoading(true);
      setError(null);
      try {
        const result = await loadRef.current(next, size);
        if (id !== request.current) return;
        setRows((previous) => (next === 0 ? result.content : [...previous, ...result.content]));
        setTotal(result.totalElements);
        setTotalPages(result.totalPages);
        setPage(next);
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
    clearTimeout(timer.current);
    setRows([]);
    setPage(-1);
    void fetchPage(0);
    return () => clearTimeout(timer.current);
  }, [filterKey, generation, fetchPage]);

  const hasMore = page + 1 < totalPages;
  const loadMore = useCallback(() => {
    if (loading || !hasMore || timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void fetchPage(page + 1);
    }, delayMs);
  }, [loading, hasMore, page, delayMs, fetchPage]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { rows, total, loading, error, hasMore, loadMore, reload };
}
