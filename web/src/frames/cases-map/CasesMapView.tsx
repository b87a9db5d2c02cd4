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
import '../../components/map/Map.css';

/** A case to bring into view with its popup open; seq makes a second request for the same case count. */
export interface MapFocus {
  id: number;
  seq: number;
}

export interface CasesMapViewProps {
  cases: MapCase[];
  center: LatLng;
  /** the map's accessible name */
  label: string;
  /** id of the text that points to the list of the same cases */
  hintId: string;
  focus: MapFocus | null;
}

/** Open cases in the secondary colour, closed ones in the primary colour (both AA against white rings). */
const OPEN_COLOUR = '#003a61';
const CLOSED_COLOUR = '#24695c';

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

/**
 * The published cases as circle markers on one canvas (a town's thousands of cases stay fast), each with a
 * popup of category, state and date. Keyboard and screen-reader users get the same cases as a list.
 */
export function CasesMapView({ cases, center, label, hintId, focus }: CasesMapViewProps) {
  const texts = useFrameTexts();
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, { center, zoom: CASE_MAP_ZOOM });
  const markers = useRef(new Map<number, L.CircleMarker>());

  useEffect(() => {
    if (!map) return;
    const renderer = L.canvas({ padding: 0.5 });
    const group = L.layerGroup().addTo(map);
    const byId = new Map<number, L.CircleMarker>();
    for (const item of cases) {
      const colour = isOpenState(item.state) ? OPEN_COLOUR : CLOSED_COLOUR;
      const marker = L.circleMarker(toLeaflet(item), {
        renderer,
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: colour,
        fillOpacity: 1,
      });
      marker.bindPopup(() => popupContent(item, texts));
      marker.addTo(group);
      byId.set(item.id, marker);
    }
    markers.current = byId;
    return () => {
      group.remove();
      markers.current = new Map();
    };
  }, [map, cases, texts]);

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
    if (!map || !marker) return;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), PICK_ZOOM));
    marker.openPopup();
  }, [map, focus]);

  return <div ref={container} className="map-canvas cases-map__canvas" role="region" aria-label={label} aria-describedby={hintId} />;
}
