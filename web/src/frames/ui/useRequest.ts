import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * The answer of one call, asked again when `key` changes or on reload(). An answer that arrives after the
 * key moved on is dropped. A null key asks nothing (state stays loading).
 */
export function useRequest<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ status: 'loading' });
    latestLoad.current().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** replaces the data with a newer answer (from a call that changed it) */
  const update = useCallback((data: T) => setState({ status: 'done', data }), []);
  return { state, reload, update };
}
