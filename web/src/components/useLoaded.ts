import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http.js';

// The one data-loading hook of both bundles: the frames bundle imports it too, so this file imports nothing
// of the back office (no toasts, no texts, no session).

export type Loaded<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  /** `code` is the server's machine code (the frames translate it); absent where a caller builds a failure itself */
  | { state: 'failed'; message: string | null; status: number | null; code?: string | null }
  | { state: 'ready'; value: T };

export interface LoadControls<T> {
  /** loads again, showing the loading state meanwhile (a retry after a failure) */
  reload: () => void;
  /** changes the loaded value without loading (with the answer of a call that changed it); nothing before it is there */
  update: (change: (current: T) => T) => void;
}

type Key = string | number;

const IDLE: Loaded<never> = { state: 'idle' };
const LOADING: Loaded<never> = { state: 'loading' };

/** Only a failure without a server answer (network, a bug) is worth a log line; the server's answer is shown. */
const logUnexpected = (error: unknown) => {
  if (!(error instanceof ApiError)) console.error(error);
};

/** A `report` for data whose failures are only logged, the server's answers too (docs/product/README.md#errors). */
export const logFailure = (error: unknown) => console.error(error);

/**
 * Data loaded for `key` (a record id, a tenant …), loaded again whenever the key changes and on reload(); null
 * means nothing to load. An answer for an older key is dropped. A failure keeps the server's German message,
 * status and code (none for a network failure) and is handed to `report` (by default a network failure is logged).
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  key: Key | null,
  report: (error: unknown) => void = logUnexpected,
): Loaded<T> & LoadControls<T> {
  const [loaded, setLoaded] = useState<{ key: Key; result: Loaded<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoaded({ key, result: LOADING });
    loadRef.current().then(
      (value) => {
        // rendering what arrived may take long on a slow phone: in slices, so input is never kept waiting
        if (current) startTransition(() => setLoaded({ key, result: { state: 'ready', value } }));
      },
      (error: unknown) => {
        if (!current) return;
        reportRef.current(error);
        const message = error instanceof ApiError && error.message ? error.message : null;
        const status = error instanceof ApiError ? error.status : null;
        const code = error instanceof ApiError ? error.code : null;
        setLoaded({ key, result: { state: 'failed', message, status, code } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (current: T) => T) =>
      setLoaded((previous) =>
        previous?.key === key && previous.result.state === 'ready'
          ? { key, result: { state: 'ready', value: change(previous.result.value) } }
          : previous,
      ),
    [key],
  );

  const result = key === null ? IDLE : loaded?.key === key ? loaded.result : LOADING;
  return { ...result, reload, update };
}

/** The loaded value, or null while loading, after a failure, or with nothing to load. */
export const loadedValue = <T>(loaded: Loaded<T>): T | null => (loaded.state === 'ready' ? loaded.value : null);

/** The loaded value turned into something else, keeping the state. */
export const mapLoaded = <T, U>(loaded: Loaded<T>, map: (value: T) => U): Loaded<U> =>
  loaded.state === 'ready' ? { state: 'ready', value: map(loaded.value) } : loaded;
