import { lazy, Suspense } from 'react';
import type { MapPickerProps } from '../../components/map/MapPicker.js';
import { FrameLoading } from '../ui/FrameLoading.js';

// Leaflet and the address search load with step 1, not with the frames' first script (budget: 150 KB gzipped).
// The shared LazyMapPicker would bring the back office's dictionary along with its Loading notice.
const MapPickerImpl = lazy(() => import('../../components/map/MapPicker.js').then((m) => ({ default: m.MapPicker })));

export function LazyMapPicker(props: MapPickerProps) {
  return (
    <Suspense fallback={<FrameLoading map />}>
      <MapPickerImpl {...props} />
    </Suspense>
  );
}
