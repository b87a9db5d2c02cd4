import { lazy, Suspense } from 'react';
import { FrameLoading } from '../ui/FrameLoading.js';
import type { CasesMapViewProps } from './CasesMapView.js';

export type { MapFocus } from './CasesMapView.js';

// Leaflet loads with the map, never with the frames' first script (budget: 150 KB gzipped)
const CasesMapViewImpl = lazy(() => import('./CasesMapView.js').then((m) => ({ default: m.CasesMapView })));

export function LazyCasesMapView(props: CasesMapViewProps) {
  return (
    <Suspense fallback={<FrameLoading map />}>
      <CasesMapViewImpl {...props} />
    </Suspense>
  );
}
