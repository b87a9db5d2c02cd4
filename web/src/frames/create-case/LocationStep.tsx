import { CASE_MAP_ZOOM, PICK_ZOOM, type LatLng } from '../../components/map/geo.js';
import { MapPicker } from '../../components/map/MapPicker.js';
import { useLoaded, loadedValue } from '../../components/useLoaded.js';
import { useFrameApi } from '../frame-api.js';
import { frameHref } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { NearbyHint } from './NearbyHint.js';
import { StepNav } from './StepNav.js';

export interface LocationStepProps {
  apiKey: string;
  location: LatLng | null;
  /** where the map opens without a marker (the tenant's map centre) */
  center: LatLng;
  onChange: (location: LatLng) => void;
  onNext: () => void;
}

/**
 * Step 1: the one marker. A click on the map sets or moves it; the address search, "Meine Position verwenden"
 * and typed coordinates set it without the map. Open cases within 50 m are offered as a hint.
 */
export function LocationStep({ apiKey, location, center, onChange, onNext }: LocationStepProps) {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const nearbyKey = location ? `${location.latitude},${location.longitude}` : null;
  const nearby = loadedValue(useLoaded(() => api.nearbyCases(apiKey, location!.latitude, location!.longitude), nearbyKey));

  return (
    <>
      <p className="wizard__intro">{texts.locationHint}</p>
      <MapPicker
        value={location}
        onChange={onChange}
        label={texts.locationMap}
        center={center}
        zoom={location ? PICK_ZOOM : CASE_MAP_ZOOM}
      />
      {/* the hint is announced when it appears; a failed look-up only costs the hint */}
      <div aria-live="polite">{nearby && nearby.length > 0 && <NearbyHint cases={nearby} />}</div>
      <StepNav
        back={{ href: frameHref('/cases-map', { apiKey }), label: texts.backToMap }}
        next={{ label: texts.next, disabled: location === null, onClick: onNext }}
        blockedHint={texts.locationMissing}
      />
    </>
  );
}
