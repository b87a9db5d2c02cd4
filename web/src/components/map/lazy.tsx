import { lazy, Suspense } from 'react';
import { Loading } from '../Loading.js';
import type { PolygonEditorProps } from './PolygonEditor.js';

// Leaflet loads with the first map on a screen, never with the main bundle (the map picker loads its own map).
const PolygonEditorImpl = lazy(() => import('./PolygonEditor.js').then((m) => ({ default: m.PolygonEditor })));

export function LazyPolygonEditor(props: PolygonEditorProps) {
  return (
    <Suspense fallback={<Loading map />}>
      <PolygonEditorImpl {...props} />
    </Suspense>
  );
}
