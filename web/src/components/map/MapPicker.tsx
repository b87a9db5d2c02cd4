import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../Button.js';
import { LoadFailureBoundary } from '../LoadFailureBoundary.js';
import { LoadingNotice } from '../LoadingNotice.js';
import { useAfterFirstPaint } from '../useAfterFirstPaint.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { CoordinateInput } from './CoordinateInput.js';
import { LazyAddressSearch } from './LazyAddressSearch.js';
import { formatCoordinate, roundPoint, type LatLng } from './geo.js';
import { useGeocoder, type Geocoder } from './geocoder.js';
import type { PickerMapHandle } from './PickerMap.js';
import { MAP_TEXTS } from './texts.js';
import './Map.css';

// Leaflet comes after the picker's first paint, in the room the map will take; a new lazy component per attempt,
// as React keeps a failed one failed
const pickerMap = () => lazy(() => import('./PickerMap.js').then((m) => ({ default: m.PickerMap })));

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
  const painted = useAfterFirstPaint();
  const [mapCode, setMapCode] = useState(() => ({ attempt: 0, PickerMap: pickerMap() }));
  const { PickerMap } = mapCode;
  const map = useRef<PickerMapHandle>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const canLocate = locate && !readOnly && typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const choose = (point: LatLng) => onChange(roundPoint(point));

  /** a choice made without the map: bring it into view (a map still loading opens on it) */
  const chooseAndShow = (point: LatLng) => {
    choose(point);
    map.current?.show(point);
  };

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

  const mapLoading = <LoadingNotice map label={texts.mapLoading} />;
  const position = value
    ? texts.position(formatCoordinate(value.latitude, texts.locale), formatCoordinate(value.longitude, texts.locale))
    : null;

  return (
    <div className="map-widget map-picker">
      {!readOnly && (geocoder || canLocate) && (
        <div className="map-widget__tools">
          {geocoder && <LazyAddressSearch search={geocoder} onPick={chooseAndShow} />}
          {canLocate && (
            <Button variant="secondary" isPending={locating} onClick={locateMe}>
              {texts.locate}
            </Button>
          )}
        </div>
      )}
      {painted ? (
        <LoadFailureBoundary
          key={mapCode.attempt}
          fallback={
            <div className="map-widget__failure" role="alert">
              <p>{texts.mapFailed}</p>
              <Button variant="secondary" onClick={() => setMapCode(({ attempt }) => ({ attempt: attempt + 1, PickerMap: pickerMap() }))}>
                {texts.retry}
              </Button>
            </div>
          }
        >
          <Suspense fallback={mapLoading}>
            <PickerMap
              ref={map}
              value={value}
              onPick={choose}
              label={label}
              center={center}
              zoom={zoom}
              readOnly={readOnly}
              tileUrl={tileUrl}
              describedBy={readOnly ? undefined : hintId}
            />
          </Suspense>
        </LoadFailureBoundary>
      ) : (
        mapLoading
      )}
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
