import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CaseMap } from '@contracts/public.js';
import { CASE_MAP_CENTER } from '../../components/map/geo.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useFrameApi } from '../frame-api.js';
import { frameHref, queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { FrameLoadFailure } from '../ui/FrameLoadFailure.js';
import { FrameLoading } from '../ui/FrameLoading.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import { FramePage } from '../ui/FramePage.js';
import { CaseList, newestFirst } from './CaseList.js';
import { LazyCasesMapView, type MapFocus } from './lazy.js';
import { inView, type ViewBox } from './view-box.js';
import '../../components/Button.css';
import './CasesMap.css';

/** /cases-map?apiKey=: the tenant's published cases on a map and, for keyboard and screen readers, as a list. */
export function CasesMapPage() {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const apiKey = queryParam('apiKey');
  const map = useLoaded(() => api.caseMap(apiKey), apiKey || null);

  useEffect(() => {
    // the console error for the web master who embedded the frame without a key
    // (docs/product/frames-and-open311.md#the-api-key)
    if (!apiKey) console.error(texts.missingApiKeyConsole);
  }, [apiKey, texts.missingApiKeyConsole]);

  return (
    <FramePage title={texts.mapTitle} wide>
      {!apiKey ? (
        <FrameNotice tone="error">{texts.missingApiKey}</FrameNotice>
      ) : map.state === 'failed' ? (
        <FrameLoadFailure failure={map} onRetry={map.reload} />
      ) : map.state === 'ready' ? (
        <CasesMapContent apiKey={apiKey} map={map.value} />
      ) : (
        <FrameLoading />
      )}
    </FramePage>
  );
}

function CasesMapContent({ apiKey, map }: { apiKey: string; map: CaseMap }) {
  const texts = useFrameTexts();
  const hintId = useId();
  const mapArea = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [fitAll, setFitAll] = useState(0);
  // null until the map tells what it shows (it opens on every case)
  const [view, setView] = useState<ViewBox | null>(null);
  const sorted = useMemo(() => [...map.cases].sort(newestFirst), [map.cases]);
  const listed = useMemo(() => (view ? sorted.filter((item) => inView(view, item)) : sorted), [sorted, view]);
  const center =
    map.mapCenterLatitude !== null && map.mapCenterLongitude !== null
      ? { latitude: map.mapCenterLatitude, longitude: map.mapCenterLongitude }
      : CASE_MAP_CENTER;

  function showOnMap(id: number) {
    setFocus((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 }));
    mapArea.current?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <div className="stack">
      {map.showCreateCaseButton && (
        <div className="frame__actions">
          <a className="button button--primary" href={frameHref('/create-case-frame', { apiKey })}>
            {texts.createCase}
          </a>
        </div>
      )}
      <div className="cases-map">
        <div className="cases-map__map" ref={mapArea}>
          <LazyCasesMapView
            cases={map.cases}
            boundary={map.boundary}
            center={center}
            label={texts.mapRegion}
            hintId={hintId}
            focus={focus}
            fitAll={fitAll}
            onViewChange={setView}
          />
          {/* where the list is depends on the width: CasesMap.css shows the sentence that fits the layout */}
          <p className="field__hint" id={hintId}>
            <span className="cases-map__hint-below">{texts.mapHintBelow}</span>
            <span className="cases-map__hint-beside">{texts.mapHintBeside}</span>
          </p>
        </div>
        <CaseList cases={listed} total={sorted.length} onShow={showOnMap} onShowAll={() => setFitAll((n) => n + 1)} />
      </div>
    </div>
  );
}
