import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { AddressSearch } from './AddressSearch.js';
import { CoordinateInput } from './CoordinateInput.js';
import { DEFAULT_CENTER, DEFAULT_ZOOM, formatCoordinate, PICK_ZOOM, roundPoint, type LatLng } from './geo.js';
import { useGeocoder, type Geocoder } from './geocoder.js';
import { fromLeaflet, L, moveTo, toLeaflet } from './leaflet.js';
import { MAP_TEXTS } from './texts.js';
import { useLeafletMap } from './useLeafletMap.js';
import { useMapClick } from './useMapClick.js';
import '../Field.css';
import './Map.css';

export interface MapPickerProps {
  /** the single marker; null while none is set */
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  /** the map's accessible name, such as "Standort des Rathauses" */
  label: string;
  /** where the map opens when no marker is set (default 52.22, 13.44) */
  center?: LatLng;
  /** the opening zoom (default 10; 16 when a marker is set) */
  zoom?: number;
  readOnly?: boolean;
  /** the address search; defaults to the nearest GeocoderContext, none hides the search */
  search?: Geocoder;
  /** offers "Meine Position verwenden" where the browser can locate (default true) */
  locate?: boolean;
  /** a tile template instead of the server's */
  tileUrl?: string;
}

/**
 * A map with one marker: a click sets or moves it, dragging moves it, and without the map it is set by
 * address search, by the device's position, or by typed coordinates.
 */
export function MapPicker({ value, onChange, label, center, zoom, readOnly = false, search, locate = true, tileUrl }: MapPickerProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const geocoder = useGeocoder(search);
  const hintId = useId();
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, {
    center: value ?? center ?? DEFAULT_CENTER,
    zoom: zoom ?? (value ? PICK_ZOOM : DEFAULT_ZOOM),
    tileUrl,
  });
  const marker = useRef<L.Marker | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const canLocate = locate && !readOnly && typeof navigator !== 'undefined' && 'geolocation' in navigator;

  // the handlers Leaflet holds always see the latest props
  const latest = useRef({ onChange });
  latest.current = { onChange };

  const choose = (point: LatLng) => latest.current.onChange(roundPoint(point));

  /** a choice made without the map: bring it into view */
  const chooseAndShow = (point: LatLng) => {
    choose(point);
    if (map) moveTo(map, point, PICK_ZOOM);
  };

  useMapClick(map, (point) => {
    if (!readOnly) choose(point);
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
      marker.current.on('dragend', () => marker.current && choose(fromLeaflet(marker.current.getLatLng())));
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

  function locateMe() {
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        chooseAndShow({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocateError(texts.locateFailed);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const position = value
    ? texts.position(formatCoordinate(value.latitude, texts.locale), formatCoordinate(value.longitude, texts.locale))
    : null;

  return (
    <div className="map-widget map-picker">
      {!readOnly && (geocoder || canLocate) && (
        <div className="map-widget__tools">
          {geocoder && <AddressSearch search={geocoder} onPick={chooseAndShow} />}
          {canLocate && (
            <Button variant="secondary" isPending={locating} onClick={locateMe}>
              {texts.locate}
            </Button>
          )}
        </div>
      )}
      <div ref={container} className="map-canvas" role="region" aria-label={label} aria-describedby={readOnly ? undefined : hintId} />
      {!readOnly && (
        <p className="field__hint" id={hintId}>
          {texts.pickerHint}
        </p>
      )}
      <p className="map-widget__status" role="status">
        {locating ? texts.locating : position ? texts.selected(position) : texts.noneSelected}
      </p>
      {locateError && (
        <p className="field__error" role="alert">
          {locateError}
        </p>
      )}
      {!readOnly && <CoordinateInput submitLabel={texts.setMarker} onSubmit={chooseAndShow} />}
    </div>
  );
}
