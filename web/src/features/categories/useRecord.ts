import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.js';

export type RecordState<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string | null }
  | { state: 'ready'; record: T | null };

/** The saved record of an edit route (`id` > 0), or nothing to load (create route). */
export function useRecord<T>(id: number, load: (id: number) => Promise<T>): RecordState<T> {
  const [loaded, setLoaded] = useState<RecordState<T>>(id > 0 ? { state: 'loading' } : { state: 'ready', record: null });
  useEffect(() => {
    if (id <= 0) return;
    let current = true;
    load(id).then(
      (record) => {
        if (current) setLoaded({ state: 'ready', record });
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) setLoaded({ state: 'failed', message: error instanceof ApiError && error.message ? error.message : null });
      },
    );
    return () => {
      current = false;
    };
  }, [id, load]);
  return loaded;
}
