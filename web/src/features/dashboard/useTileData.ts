import { showError } from '../../components/toast.js';
import { useLoaded, type Loaded } from '../../components/useLoaded.js';

/**
 * The data of one tile, loaded once when `enabled`. A failure shows the server's message as a toast
 * (docs/product/dashboard.md#error-messages) and the tile says it could not load.
 */
export const useTileData = <T>(load: () => Promise<T>, enabled = true): Loaded<T> => useLoaded(load, enabled ? 'tile' : null, showError);
