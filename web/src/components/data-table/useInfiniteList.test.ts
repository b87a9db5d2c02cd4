import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageOf } from '@contracts/common.js';
import { useInfiniteList } from './useInfiniteList.js';

const page = (items: number[], pageNo: number, totalPages: number): PageOf<number> => ({
  content: items,
  page: pageNo,
  size: items.length,
  totalElements: totalPages * 2,
  totalPages,
});

describe('useInfiniteList', () => {
  it('appends the next page only after the delay', async () => {
    const load = vi.fn(async (p: number) => page([p * 2, p * 2 + 1], p, 2));
    const { result } = renderHook(() => useInfiniteList(load, 'all', { delayMs: 500, size: 2 }));
    await waitFor(() => expect(result.current.rows).toEqual([0, 1]));
    expect(result.current.hasMore).toBe(true);
    vi.useFakeTimers();
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    vi.useRealTimers();
    await waitFor(() => expect(result.current.rows).toEqual([0, 1, 2, 3]));
    expect(result.current.hasMore).toBe(false);
  });

  it('starts again at page 0 when the filters change and drops the older answer', async () => {
    let resolveOld: (value: PageOf<number>) => void = () => {};
    const load = vi.fn((_page: number, _size: number) => new Promise<PageOf<number>>((resolve) => (resolveOld = resolve)));
    const { result, rerender } = renderHook(({ key, loader }) => useInfiniteList(loader, key), {
      initialProps: { key: 'a', loader: load },
    });
    const stale = resolveOld;
    const fresh = vi.fn(async () => page([42], 0, 1));
    rerender({ key: 'b', loader: fresh });
    await waitFor(() => expect(result.current.rows).toEqual([42]));
    await act(async () => stale(page([7], 0, 1)));
    expect(result.current.rows).toEqual([42]);
  });

  it('resumes from kept pages of the same key without loading, and reports every loaded page', async () => {
    const load = vi.fn(async (p: number) => page([p * 2, p * 2 + 1], p, 3));
    const kept = { key: 'all', rows: [0, 1, 2, 3], total: 6, page: 1, totalPages: 3 };
    const onSnapshot = vi.fn();
    const { result } = renderHook(() => useInfiniteList(load, 'all', { delayMs: 0, size: 2, initial: kept, onSnapshot }));
    expect(result.current.rows).toEqual([0, 1, 2, 3]);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual([0, 1, 2, 3, 4, 5]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(2, 2);
    expect(onSnapshot).toHaveBeenLastCalledWith({ key: 'all', rows: [0, 1, 2, 3, 4, 5], total: 6, page: 2, totalPages: 3 });
  });

  it('loads page 0 when the kept pages belong to another key', async () => {
    const load = vi.fn(async (p: number) => page([9], p, 1));
    const kept = { key: 'open', rows: [0, 1], total: 2, page: 0, totalPages: 1 };
    const { result } = renderHook(() => useInfiniteList(load, 'all', { initial: kept }));
    expect(result.current.rows).toEqual([]);
    await waitFor(() => expect(result.current.rows).toEqual([9]));
    expect(load).toHaveBeenCalledWith(0, 50);
  });
});
