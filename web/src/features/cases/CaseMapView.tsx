import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import type { CaseMarkers } from '@contracts/case.js';
import { STATE_TONES } from '../../components/case/caseStates.js';
import { Loading } from '../../components/Loading.js';
import { caseClusters } from '../../components/map/clusters.js';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../components/map/geo.js';
import { L, toLeaflet } from '../../components/map/leaflet.js';
import { useLeafletMap } from '../../components/map/useLeafletMap.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT, type Translate } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { caseMarkersQuery, criteriaKey, type CaseListCriteria } from './case-list-criteria.js';
import { mapMarkers, type MapMarker } from './case-markers.js';
import { stateLabelKey } from '../../components/case/caseStates.js';
import './CaseMapView.css';

const icons = new Map<string, L.DivIcon>();
/** One icon per state colour (the badge tones of docs/product/cases.md#case-states), made once. */
function iconOf(marker: MapMarker): L.DivIcon {
  const tone = STATE_TONES[marker.state];
  let icon = icons.get(tone);
  if (!icon) {
    icon = L.divIcon({ className: `case-map__marker case-map__marker--${tone}`, iconSize: [20, 20] });
    icons.set(tone, icon);
  }
  return icon;
}

const titleOf = (t: Translate, marker: MapMarker) =>
  marker.caseNumber === null ? t('cases.card.titleNoNumber') : t('cases.card.title', { number: marker.caseNumber });

/** A marker's small card, built as nodes (no report text is read as HTML); its link opens the case in the app. */
function popupOf(t: Translate, marker: MapMarker, open: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'case-map__popup';
  const link = document.createElement('a');
  link.href = `/edit-case?caseId=${marker.id}`;
  link.textContent = titleOf(t, marker);
  link.addEventListener('click', (event) => {
    event.preventDefault();
    open(link.getAttribute('href')!);
  });
  const details = document.createElement('span');
  details.textContent = `${t(stateLabelKey(marker.state))} · ${marker.category ?? t('cases.noCategory')}`;
  box.append(link, details);
  return box;
}

/**
 * The map view of /cases: the cases of the list's filter and search as markers coloured by state, clustered so
 * 10,000 stay fluid, fitted to them; a marker opens a small card that links to the case file. The cards stay
 * the list's accessible form; the map says how many cases it shows and when the list holds more.
 */
export default function CaseMapView({ criteria }: { criteria: CaseListCriteria }) {
  const t = useT();
  const [, navigate] = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
  const loaded = useLoaded<CaseMarkers>(() => api.cases.markers(caseMarkersQuery(criteria)), criteriaKey(criteria));
  const answer = loaded.state === 'ready' ? loaded.value : null;
  const markers = useMemo(() => (answer ? mapMarkers(answer) : null), [answer]);

  useEffect(() => {
    if (!map || !markers) return;
    const group = caseClusters((count) => t('cases.map.cluster', { count }));
    group.addLayers(
      markers.map((marker) =>
        L.marker(toLeaflet(marker), { icon: iconOf(marker), title: `${titleOf(t, marker)}, ${t(stateLabelKey(marker.state))}` }).bindPopup(
          () => popupOf(t, marker, navigate),
        ),
      ),
    );
    group.addTo(map);
    if (markers.length > 0) map.fitBounds(L.latLngBounds(markers.map(toLeaflet)), { padding: [24, 24], maxZoom: 17 });
    return () => {
      group.remove();
    };
  }, [map, markers, t, navigate]);

  return (
    <section className="case-map" aria-labelledby="case-map-heading">
      <h2 id="case-map-heading" className="visually-hidden">
        {t('cases.map')}
      </h2>
      <p className="case-map__count" role="status">
        {loaded.state === 'ready' &&
          (loaded.value.truncated
            ? t('cases.map.truncated', { count: loaded.value.markers.length })
            : t('cases.map.count', { count: loaded.value.markers.length }))}
      </p>
      {loaded.state === 'loading' && <Loading />}
      <div ref={container} className="case-map__canvas" />
    </section>
  );
}
