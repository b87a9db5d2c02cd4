import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.js';
import { useSubmit } from './useSubmit.js';

/** A call whose end the test decides. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('runs one call at a time, pending (and named by its tag) while it runs', async () => {
    const { result } = renderHook(() => useSubmit<never, 'save' | 'reset'>());
    const call = deferred();
    const work = vi.fn(() => call.promise);
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.run(work, vi.fn(), 'save');
    });
    expect(result.current).toMatchObject({ pending: true, running: 'save' });
    let second!: boolean;
    await act(async () => {
      second = await result.current.run(work, vi.fn(), 'reset');
    });
    expect(second).toBe(false);
    expect(work).toHaveBeenCalledOnce();
    await act(async () => call.resolve());
    expect(await first).toBe(true);
    expect(result.current).toMatchObject({ pending: false, running: null });
  });

  it("shows a refusal as the server's message, at the field its code names, and clears it when the next call starts", async () => {
    const { result } = renderHook(() =>
      useSubmit<'email'>({ unexpected: 'Unerwartet', fieldOfCode: (code) => (code === 'EMAIL_INVALID' ? 'email' : null) }),
    );
    await act(async () => {
      await result.current.run(() => Promise.reject(new ApiError(400, 'EMAIL_INVALID', 'Die Adresse ist ungültig.')));
    });
    expect(result.current.problem).toEqual({ message: 'Die Adresse ist ungültig.', fields: ['email'] });
    expect(result.current.invalidBy('email')).toBe(result.current.alertId);
    const call = deferred();
    act(() => void result.current.run(() => call.promise));
    expect(result.current.problem).toBeNull();
    await act(async () => call.resolve());
  });

  it('logs a failure without an answer and shows the general text; its own onFailure replaces the alert', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSubmit({ unexpected: 'Ein unerwarteter Fehler ist aufgetreten.' }));
    const offline = new TypeError('Failed to fetch');
    await act(async () => {
      await result.current.run(() => Promise.reject(offline));
    });
    expect(result.current.problem).toEqual({ message: 'Ein unerwarteter Fehler ist aufgetreten.', fields: [] });
    expect(logged).toHaveBeenCalledWith(offline);

    const onFailure = vi.fn();
    const refusal = new ApiError(409, 'TAKEN', 'Schon vergeben.');
    await act(async () => {
      await result.current.run(() => Promise.reject(refusal), onFailure);
    });
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(refusal);
    expect(result.current.problem).toBeNull();
  });
});
