import { useEffect, useRef, useState } from 'react';
import { showError } from '../../components/toast.js';

/**
 * Data of a picker, loaded again whenever `key` changes (null meanwhile, and when `key` is null); an answer
 * for an older key is dropped; a failure shows the server's message as a toast (specification §8).
 */
export function useLoaded<T>(load: () => Promise<T>, key: string | null): T | null {
  const [data, setData] = useState<{ key: string; value: T } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    loadRef.current().then(
      (value) => {
        if (current) setData({ key, value });
      },
      (error: unknown) => {
        if (current) showError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  return key !== null && data?.key === key ? data.value : null;
}
