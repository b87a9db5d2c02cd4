import { useEffect, useRef } from 'react';
import type { LatLng } from './geo.js';
import { fromLeaflet, type L } from './leaflet.js';

/** Hands each point clicked on the map to the latest `onPoint` (Leaflet keeps the first handler it was given). */
export function useMapClick(map: L.Map | null, onPoint: (point: LatLng) => void): void {
  const latest = useRef(onPoint);
  latest.current = onPoint;
  useEffect(() => {
    if (!map) return;
    const click = (event: L.LeafletMouseEvent) => latest.current(fromLeaflet(event.latlng));
    map.on('click', click);
    return () => {
      map.off('click', click);
    };
  }, [map]);
}
