import { lazy, Suspense } from 'react';
import type { MapPickerProps } from '../../components/map/MapPicker.js';
import { FrameLoading } from '../ui/FrameLoading.js';

// Leaflet and the address search load with step 1, not with the frames' first script (budget: 150 KB gzipped).
// The shared LazyMapPicker would bring the back office's dictionary along with its Loading notice.
let mapPicker: Promise<typeof import('../../components/map/MapPicker.js')> | undefined;

/**
 * Loads the map picker once (again after a failure). The wizard asks for it with the municipality, so step 1 opens
 * with its map, and nothing below the map moves when the picker replaces its room.
 */
export function loadMapPicker() {
  mapPicker ??= import('../../components/map/MapPicker.js').catch((error: unknown) => {
    mapPicker = undefined;
    throw error;
  });
  return mapPicker;
}

const MapPickerImpl = lazy(() => loadMapPicker().then((m) => ({ default: m.MapPicker })));

export function LazyMapPicker(props: MapPickerProps) {
  return (
    <Suspense fallback={<FrameLoading map />}>
      <MapPickerImpl {...props} />
    </Suspense>
  );
}
