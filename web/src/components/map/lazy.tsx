import { lazy, Suspense } from 'react';
import { Loading } from '../Loading.js';
import type { MapPickerProps } from './MapPicker.js';
import type { PolygonEditorProps } from './PolygonEditor.js';

// Leaflet loads with the first map on a screen, never with the main bundle.
const MapPickerImpl = lazy(() => import('./MapPicker.js').then((m) => ({ default: m.MapPicker })));
const PolygonEditorImpl = lazy(() => import('./PolygonEditor.js').then((m) => ({ default: m.PolygonEditor })));

export function LazyMapPicker(props: MapPickerProps) {
  return (
    <Suspense fallback={<Loading map />}>
      <MapPickerImpl {...props} />
    </Suspense>
  );
}

export function LazyPolygonEditor(props: PolygonEditorProps) {
  return (
    <Suspense fallback={<Loading map />}>
      <PolygonEditorImpl {...props} />
    </Suspense>
  );
}
