import { useEffect, useRef, useState } from 'react';
import { showError } from '../../components/toast.js';

/**
 * Data for the form's pickers: loaded again whenever `key` changes (null meanwhile); an answer for an
 * older key is dropped; a failure shows the server's message as a toast (specification §8).
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): T | null {
  const [data, setData] = useState<{ key: string; value: T } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
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

  return data?.key === key ? data.value : null;
}
