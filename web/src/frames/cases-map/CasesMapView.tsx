import { useEffect, useRef } from 'react';
// case-states.js rather than case.js: the frames bundle takes the state rules without the schemas.
import { isOpenState } from '@contracts/case-states.js';
import type { MapCase } from '@contracts/public.js';
import { CASE_MAP_ZOOM, PICK_ZOOM, type LatLng } from '../../components/map/geo.js';
import { L, toLeaflet } from '../../components/map/leaflet.js';
import { useLeafletMap } from '../../components/map/useLeafletMap.js';
import { caseTitle } from '../case-text.js';
import type { FrameTexts } from '../i18n/de.js';
import { useFrameTexts } from '../i18n/texts.js';
import { caseClusters } from '../../components/map/clusters.js';
import { pointsToFit, type ViewBox } from './view-box.js';
import '../../components/map/Map.css';

/** A case to bring into view with its popup open; seq makes a second request for the same case count. */
export interface MapFocus {
  id: number;
  seq: number;
}

export interface CasesMapViewProps {
  cases: MapCase[];
  /** the tenant's boundary: the view while no case is published */
  boundary: LatLng[];
  /** where the map opens when there is neither a case nor a boundary */
  center: LatLng;
  /** the map's accessible name */
  label: string;
  /** id of the text that points to the list of the same cases */
  hintId: string;
  focus: MapFocus | null;
  /** each new value brings every case into view again */
  fitAll: number;
  /** the part of the world in view, after every move and zoom */
  onViewChange: (box: ViewBox) => void;
}

/** Room around the outermost markers, so none sits under the map's edge or its zoom buttons (copied per call: Leaflet adds to it). */
const FIT_OPTIONS: L.FitBoundsOptions = { padding: [32, 32], maxZoom: PICK_ZOOM, animate: false };

/** Open cases in the secondary colour, closed ones in the primary colour (CasesMap.css). */
const markerIcon = (open: boolean) =>
  L.divIcon({ className: `cases-map__marker cases-map__marker--${open ? 'open' : 'closed'}`, iconSize: [20, 20] });

/** The popup's content, built as nodes so no text from a report is ever read as HTML. */
function popupContent(item: MapCase, texts: FrameTexts): HTMLElement {
  const box = document.createElement('div');
  box.className = 'cases-map__popup';
  const line = (tag: 'strong' | 'span' | 'p', text: string) => {
    const element = document.createElement(tag);
    element.textContent = text;
    box.append(element);
  };
  line('strong', caseTitle(texts, item));
  line('span', texts.states[item.state]);
  line('span', texts.reportedOn(item.createdAtFormatted));
  if (item.description) line('p', item.description);
  return box;
}

const toViewBox = (bounds: L.LatLngBounds): ViewBox => ({
  south: bounds.getSouth(),
  west: bounds.getWest(),
  north: bounds.getNorth(),
  east: bounds.getEast(),
});

/**
 * The published cases as markers grouped into clusters, each with a popup of category, state and date. The
 * map opens on all of them (or on the tenant's area) and tells after every move what is in view, so the list
 * beside it shows the same cases. Markers and clusters are buttons for the keyboard; the list is the way to the
 * cases for screen readers.
 */
export function CasesMapView({ cases, boundary, center, label, hintId, focus, fitAll, onViewChange }: CasesMapViewProps) {
  const texts = useFrameTexts();
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, { center, zoom: CASE_MAP_ZOOM });
  const clusters = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  // Leaflet ignores a new view asked for while a zoom animation runs: a fit then waits for the zoom's end
  const zooming = useRef(false);

  useEffect(() => {
    if (!map) return;
    const report = () => onViewChange(toViewBox(map.getBounds()));
    const zoomStarted = () => {
      zooming.current = true;
    };
    const zoomEnded = () => {
      zooming.current = false;
    };
    map.on({ moveend: report, zoomanim: zoomStarted, zoomend: zoomEnded });
    report();
    return () => {
      map.off({ moveend: report, zoomanim: zoomStarted, zoomend: zoomEnded });
    };
  }, [map, onViewChange]);

  useEffect(() => {
    if (!map) return;
    const group = caseClusters(texts.clusterLabel);
    const icons = { open: markerIcon(true), closed: markerIcon(false) };
    const byId = new Map<number, L.Marker>();
    const layers = cases.map((item) => {
      const marker = L.marker(toLeaflet(item), {
        icon: isOpenState(item.state) ? icons.open : icons.closed,
        title: texts.markerLabel(caseTitle(texts, item), texts.states[item.state]),
      });
      marker.bindPopup(() => popupContent(item, texts));
      byId.set(item.id, marker);
      return marker;
    });
    group.addLayers(layers).addTo(map);
    clusters.current = group;
    markers.current = byId;
    return () => {
      group.remove();
      clusters.current = null;
      markers.current = new Map();
    };
  }, [map, cases, texts]);

  useEffect(() => {
    const points = pointsToFit(cases, boundary);
    if (!map || points.length === 0) return;
    const showAll = () => map.fitBounds(L.latLngBounds(points.map(toLeaflet)), { ...FIT_OPTIONS });
    if (!zooming.current) {
      showAll();
      return;
    }
    map.once('zoomend', showAll);
    return () => {
      map.off('zoomend', showAll);
    };
  }, [map, cases, boundary, fitAll]);

  useEffect(() => {
    if (!map) return;
    // Leaflet names its popup close button in English
    const nameCloseButton = (event: L.PopupEvent) =>
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.closePopup);
    map.on('popupopen', nameCloseButton);
    return () => {
      map.off('popupopen', nameCloseButton);
    };
  }, [map, texts.closePopup]);

  useEffect(() => {
    const marker = focus ? markers.current.get(focus.id) : undefined;
    if (!marker) return;
    // out of its cluster first: zooms in (or fans the cluster out) just as far as needed to show the marker
    clusters.current?.zoomToShowLayer(marker, () => marker.openPopup());
  }, [focus]);

  return <div ref={container} className="map-canvas cases-map__canvas" role="region" aria-label={label} aria-describedby={hintId} />;
}
