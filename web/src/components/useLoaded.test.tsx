import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.js';
import { useLoaded } from './useLoaded.js';

/** A load whose answers the test gives, one pending promise per call. */
function answers<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe('useLoaded', () => {
  it('loads nothing without a key', () => {
    const { load } = answers<string>();
    const { result } = renderHook(() => useLoaded(load, null));
    expect(result.current.state).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads for each key and drops the answer of a key that moved on', async () => {
    const { load, pending } = answers<string>();
    const { result, rerender } = renderHook(({ key }) => useLoaded(load, key), { initialProps: { key: 1 } });
    expect(result.current.state).toBe('loading');
    rerender({ key: 2 });
    await act(async () => {
      pending[1]!.resolve('zwei');
      pending[0]!.resolve('eins');
    });
    expect(result.current).toMatchObject({ state: 'ready', value: 'zwei' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the server's message and status of a failure and hands the failure to report", async () => {
    const { load, pending } = answers<string>();
    const report = vi.fn();
    const { result } = renderHook(() => useLoaded(load, 'fall', report));
    const refusal = new ApiError(404, 'NOT_FOUND', 'Der Fall wurde nicht gefunden.');
    await act(async () => pending[0]!.reject(refusal));
    expect(result.current).toMatchObject({ state: 'failed', message: 'Der Fall wurde nicht gefunden.', status: 404 });
    expect(report).toHaveBeenCalledWith(refusal);
  });

  it('loads again on reload, showing the loading state meanwhile', async () => {
    const { load, pending } = answers<string>();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLoaded(load, 'karte'));
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    expect(result.current).toMatchObject({ state: 'failed', message: null, status: null });
    expect(logged).toHaveBeenCalled();
    act(() => result.current.reload());
    expect(result.current.state).toBe('loading');
    await act(async () => pending[1]!.resolve('Karte'));
    expect(result.current).toMatchObject({ state: 'ready', value: 'Karte' });
    logged.mockRestore();
  });

  it('changes the loaded value without loading, and nothing before it is there', async () => {
    const { load, pending } = answers<string[]>();
    const { result } = renderHook(() => useLoaded(load, 'rollen'));
    act(() => result.current.update((roles) => [...roles, 'ignoriert']));
    expect(result.current.state).toBe('loading');
    await act(async () => pending[0]!.resolve(['Admin']));
    act(() => result.current.update((roles) => [...roles, 'Sachbearbeitung']));
    act(() => result.current.update((roles) => [...roles, 'Presse']));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', value: ['Admin', 'Sachbearbeitung', 'Presse'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
