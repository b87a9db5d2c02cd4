import { createContext, useContext } from 'react';
import type { GeocodeResult } from '@contracts/geocode.js';

/** Searches addresses (GET /api/geocode); the back office passes `api.geocode.search`, the frames their own client. */
export type Geocoder = (query: string) => Promise<GeocodeResult[]>;

export const GeocoderContext = createContext<Geocoder | null>(null);

/** The geocoder given as a prop, else the nearest GeocoderContext's; null when there is none (no address search). */
export function useGeocoder(fromProps: Geocoder | undefined): Geocoder | null {
  const fromContext = useContext(GeocoderContext);
  return fromProps ?? fromContext;
}
