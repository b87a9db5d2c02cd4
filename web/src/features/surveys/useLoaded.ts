import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.js';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string | null } | { state: 'ready'; data: T };

/**
 * Data of one call, loaded again when `load` changes (memoise it on its inputs). A failure keeps the server's
 * message; an answer for an older `load` is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    load().then(
      (data) => current && setLoaded({ state: 'ready', data }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) setLoaded({ state: 'failed', message: error instanceof ApiError && error.message ? error.message : null });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return loaded;
}
