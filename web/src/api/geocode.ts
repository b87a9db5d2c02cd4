import type { GeocodeResult } from '@contracts/geocode.js';
import type { Http } from './http.js';

export const geocodeApi = (http: Http) => ({
  /** addresses matching a search text (at least 3 characters), German results first */
  search: (q: string, limit = 5) => http.call<GeocodeResult[]>('GET', '/api/geocode', { query: { q, limit } }),
});
