import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http.js';
import { showError } from './toast.js';

export type Loaded<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message: string | null; status: number | null }
  | { state: 'ready'; value: T };

/** Only a failure without a server answer (network, a bug) is worth a log line; the server's answer is shown. */
const logUnexpected = (error: unknown) => {
  if (!(error instanceof ApiError)) console.error(error);
};

/**
 * Data loaded for `key` (a record id, a tenant …), loaded again whenever the key changes; null means nothing
 * to load. An answer for an older key is dropped. A failure keeps the server's German message and status (none
 * for a network failure) and is handed to `report` (by default a network failure is logged).
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  key: string | number | null,
  report: (error: unknown) => void = logUnexpected,
): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string | number; result: Loaded<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoaded({ key, result: { state: 'loading' } });
    loadRef.current().then(
      (value) => {
        if (current) setLoaded({ key, result: { state: 'ready', value } });
      },
      (error: unknown) => {
        if (!current) return;
        reportRef.current(error);
        const message = error instanceof ApiError && error.message ? error.message : null;
        const status = error instanceof ApiError ? error.status : null;
        setLoaded({ key, result: { state: 'failed', message, status } });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (key === null) return { state: 'idle' };
  return loaded?.key === key ? loaded.result : { state: 'loading' };
}

/** The loaded value, or null while loading, after a failure, or with nothing to load. */
export const valueOf = <T,>(loaded: Loaded<T>): T | null => (loaded.state === 'ready' ? loaded.value : null);

/** The loaded value turned into something else, keeping the state. */
export const mapLoaded = <T, U>(loaded: Loaded<T>, map: (value: T) => U): Loaded<U> =>
  loaded.state === 'ready' ? { state: 'ready', value: map(loaded.value) } : loaded;

/**
 * Data for a picker: the value once loaded for `key` (null meanwhile, and when `key` is null); a failure
 * shows the server's message as a toast (specification §8).
 */
export const usePickerData = <T,>(load: () => Promise<T>, key: string | null): T | null => valueOf(useLoaded(load, key, showError));
