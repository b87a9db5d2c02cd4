import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/http.js';

export type Loaded<T> = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string | null } | { state: 'ready'; value: T };

/**
 * Data loaded for `key` (a record id, a tenant …), loaded again whenever the key changes; null means nothing
 * to load. An answer for an older key is dropped. A failure keeps the server's German message (none for a
 * network failure, which is logged).
 */
export function useLoaded<T>(load: () => Promise<T>, key: string | number | null): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string | number; result: Loaded<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoaded({ key, result: { state: 'loading' } });
    loadRef.current().then(
      (value) => {
        if (current) setLoaded({ key, result: { state: 'ready', value } });
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        const message = error instanceof ApiError && error.message ? error.message : null;
        if (current) setLoaded({ key, result: { state: 'failed', message } });
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
