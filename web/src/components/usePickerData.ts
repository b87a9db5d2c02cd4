import { showError } from './toast.js';
import { useLoaded, loadedValue } from './useLoaded.js';

/**
 * Data for a picker: the value once loaded for `key` (null meanwhile, and when `key` is null); a failure
 * shows the server's message as a toast (docs/product/README.md#errors).
 */
export const usePickerData = <T>(load: () => Promise<T>, key: string | null): T | null => loadedValue(useLoaded(load, key, showError));
