import { useEffect, useState } from 'react';
import { showError } from '../../components/toast.js';

export type TileData<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * The data of one tile, loaded once when `enabled`. A failure shows the server's message as a toast
 * (specification §8) and the tile says it could not load.
 */
export function useTileData<T>(load: () => Promise<T>, enabled = true): TileData<T> {
  const [data, setData] = useState<TileData<T>>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    load().then(
      (value) => {
        if (current) setData({ state: 'ready', data: value });
      },
      (error: unknown) => {
        if (!current) return;
        showError(error);
        setData({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, enabled]);
  return data;
}
