import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PICK_ZOOM, type LatLng } from './geo.js';
import { fromLeaflet, L, moveTo, toLeaflet } from './leaflet.js';
import { MAP_TEXTS } from './texts.js';
import { useLeafletMap } from './useLeafletMap.js';
import { useMapClick } from './useMapClick.js';
import './Map.css';

export interface PickerMapHandle {
  /** brings a point chosen without the map into view */
  show: (point: LatLng) => void;
}

export interface PickerMapProps {
  value: LatLng | null;
  /** a click on the map or the end of a drag */
  onPick: (point: LatLng) => void;
  label: string;
  center?: LatLng;
  zoom?: number;
  readOnly: boolean;
  tileUrl?: string;
  /** the id of the picker's hint */
  describedBy?: string;
  ref?: Ref<PickerMapHandle>;
}

/** The Leaflet part of the map picker: the map with its one marker. It opens on the marker when one is set. */
export function PickerMap({ value, onPick, label, center, zoom, readOnly, tileUrl, describedBy, ref }: PickerMapProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, {
    center: value ?? center ?? DEFAULT_CENTER,
    zoom: zoom ?? (value ? PICK_ZOOM : DEFAULT_ZOOM),
    tileUrl,
  });
  const marker = useRef<L.Marker | null>(null);
  // the handlers Leaflet holds always see the latest props
  const latest = useRef(onPick);
  latest.current = onPick;

  useImperativeHandle(ref, () => ({ show: (point) => map && moveTo(map, point, PICK_ZOOM) }), [map]);

  useMapClick(map, (point) => {
    if (!readOnly) latest.current(point);
  });

  useEffect(() => {
    if (!map) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = L.marker(toLeaflet(value), { alt: texts.markerAlt, keyboard: false, draggable: !readOnly }).addTo(map);
      marker.current.on('dragend', () => marker.current && latest.current(fromLeaflet(marker.current.getLatLng())));
    } else {
      marker.current.setLatLng(toLeaflet(value));
    }
  }, [map, value, readOnly, texts.markerAlt]);

  useEffect(() => {
    if (!marker.current) return;
    if (readOnly) marker.current.dragging?.disable();
    else marker.current.dragging?.enable();
  }, [readOnly, value]);

  useEffect(
    () => () => {
      marker.current = null;
    },
    [map],
  );

  return <div ref={container} className="map-canvas" role="region" aria-label={label} aria-describedby={describedBy} />;
}
