import { useEffect, useId, useRef, useState } from 'react';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { AddressSearch } from './AddressSearch.js';
import { CoordinateInput } from './CoordinateInput.js';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PICK_ZOOM, type LatLng } from './geo.js';
import { useGeocoder, type Geocoder } from './geocoder.js';
import { L, moveTo, toLeaflet } from './leaflet.js';
import { PointList } from './PointList.js';
import { addPoint, removePointAt, type ShapeMode } from './points.js';
import { MAP_TEXTS } from './texts.js';
import { useLeafletMap } from './useLeafletMap.js';
import { useMapClick } from './useMapClick.js';
import '../Field.css';
import './Map.css';
import './PolygonEditor.css';

export interface PolygonEditorProps {
  points: LatLng[];
  /** without it (or with readOnly) the shape is only shown */
  onChange?: (points: LatLng[]) => void;
  /** a line (at least 2 points) or an area (at least 3; the default) */
  mode?: ShapeMode;
  /** the map's accessible name, such as "Gemeindegrenzen" */
  label: string;
  readOnly?: boolean;
  /** where the map opens when there are no points (default 52.22, 13.44) */
  center?: LatLng;
  zoom?: number;
  /** the address search that adds a point; defaults to the nearest GeocoderContext, none hides it */
  search?: Geocoder;
  /** a tile template instead of the server's */
  tileUrl?: string;
}

const numberIcon = (n: number) =>
  L.divIcon({ className: 'polygon-editor__vertex', html: `<span>${n}</span>`, iconSize: [26, 26], iconAnchor: [13, 13] });

/**
 * Draws a line or area from a list of points: a click on the map adds one; the list below offers the same
 * without the map (remove any point, remove the last, add by address or coordinates).
 */
export function PolygonEditor({
  points,
  onChange,
  mode = 'area',
  label,
  readOnly = false,
  center,
  zoom,
  search,
  tileUrl,
}: PolygonEditorProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const editable = !readOnly && onChange !== undefined;
  const geocoder = useGeocoder(search);
  const hintId = useId();
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, { center: center ?? DEFAULT_CENTER, zoom: zoom ?? DEFAULT_ZOOM, tileUrl });
  const [announcement, setAnnouncement] = useState('');

  const latest = useRef({ points, onChange });
  latest.current = { points, onChange };

  const add = (point: LatLng) => {
    const { points: current, onChange: change } = latest.current;
    change?.(addPoint(current, point));
    setAnnouncement(texts.pointAdded(current.length + 1));
  };

  const addAndShow = (point: LatLng) => {
    add(point);
    if (map) moveTo(map, point, PICK_ZOOM);
  };

  const remove = (index: number) => {
    onChange?.(removePointAt(points, index));
    setAnnouncement(texts.pointRemoved(index + 1));
  };

  useMapClick(map, (point) => {
    if (editable) add(point);
  });

  // the points drawn as a numbered shape, redrawn on each change
  useEffect(() => {
    if (!map) return;
    const layers = L.layerGroup().addTo(map);
    const latlngs = points.map(toLeaflet);
    if (latlngs.length > 1) {
      const style = { className: `polygon-editor__shape polygon-editor__shape--${mode}`, interactive: false };
      (mode === 'area' ? L.polygon(latlngs, style) : L.polyline(latlngs, style)).addTo(layers);
    }
    points.forEach((point, index) => {
      L.marker(toLeaflet(point), { icon: numberIcon(index + 1), keyboard: false, interactive: false }).addTo(layers);
    });
    return () => {
      layers.remove();
    };
  }, [map, points, mode]);

  // the first time there are points (on opening or after loading), show all of them
  const fitted = useRef(false);
  useEffect(() => {
    const [first] = points;
    if (!map || fitted.current || !first) return;
    fitted.current = true;
    if (points.length === 1) map.setView(toLeaflet(first), PICK_ZOOM);
    else map.fitBounds(L.latLngBounds(points.map(toLeaflet)), { padding: [24, 24] });
  }, [map, points]);

  return (
    <div className="map-widget polygon-editor">
      {editable && geocoder && (
        <div className="map-widget__tools">
          <AddressSearch search={geocoder} label={texts.searchAddsPoint} onPick={addAndShow} />
        </div>
      )}
      <div ref={container} className="map-canvas" role="region" aria-label={label} aria-describedby={editable ? hintId : undefined} />
      {editable && (
        <p className="field__hint" id={hintId}>
          {texts.editorHint}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <PointList points={points} mode={mode} onRemove={editable ? remove : undefined} />
      {editable && <CoordinateInput submitLabel={texts.addPoint} onSubmit={addAndShow} />}
    </div>
  );
}
