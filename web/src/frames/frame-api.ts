import { createContext, useContext } from 'react';
import { geocodeApi } from '../api/geocode.js';
import { createHttp } from '../api/http.js';
import { publicApi, type PublicApi } from '../api/public.js';
import type { Geocoder } from '../components/map/geocoder.js';

/** What the frames call: the public API and the address search, without any session. */
export interface FrameApi extends PublicApi {
  searchAddress: Geocoder;
}

export function createFrameApi(baseUrl = ''): FrameApi {
  const http = createHttp(baseUrl, () => null);
  const geocode = geocodeApi(http);
  return { ...publicApi(http), searchAddress: (query) => geocode.search(query) };
}

/** The frames' API; tests put a fake in its place. */
export const FrameApiContext = createContext<FrameApi | null>(null);

export function useFrameApi(): FrameApi {
  const api = useContext(FrameApiContext);
  if (!api) throw new Error('The frames need a FrameApiContext provider.');
  return api;
}
