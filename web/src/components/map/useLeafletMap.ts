import { useEffect, useRef, useState, type RefObject } from 'react';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { MAX_ZOOM, type LatLng } from './geo.js';
import { L, toLeaflet } from './leaflet.js';
import { MAP_TEXTS } from './texts.js';
import { loadTileUrl } from './tile-url.js';

export interface LeafletMapOptions {
  /** where the map opens; later changes do not move it (the components move it on purpose) */
  center: LatLng;
  zoom: number;
  /** a tile template; defaults to the server's (GET /api/app) */
  tileUrl?: string;
}

/**
 * A Leaflet map in the given element, with German zoom buttons, tiles from the configuration, and a size
 * that follows the element. Null until the map exists.
 */
export function useLeafletMap(container: RefObject<HTMLDivElement | null>, options: LeafletMapOptions): L.Map | null {
  const texts = useWidgetTexts(MAP_TEXTS);
  const [map, setMap] = useState<L.Map | null>(null);
  const initial = useRef(options);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = L.map(element, {
      center: toLeaflet(initial.current.center),
      zoom: initial.current.zoom,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
    });
    instance.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    // a map in a tab, card or dialog gets its size late: tell Leaflet, or tiles stay grey
    const resize = new ResizeObserver(() => instance.invalidateSize());
    resize.observe(element);
    setMap(instance);
    return () => {
      resize.disconnect();
      instance.remove();
      setMap(null);
    };
  }, [container]);

  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
    return () => {
      zoom.remove();
    };
  }, [map, texts]);

  const { tileUrl } = options;
  // Not useLoaded: the address goes into the map as a layer (removed again when it changes), not into the state.
  useEffect(() => {
    if (!map) return;
    let layer: L.TileLayer | null = null;
    let cancelled = false;
    void (tileUrl !== undefined ? Promise.resolve(tileUrl) : loadTileUrl()).then((url) => {
      if (cancelled || !url) return;
      layer = L.tileLayer(url, { attribution: texts.attribution, maxZoom: MAX_ZOOM }).addTo(map);
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, tileUrl, texts.attribution]);

  return map;
}
