import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/Loading.js';
import type { IconGlyphProps } from './IconGlyph.js';
import type { IconPickerProps } from './IconPicker.js';

// The icon set loads with the first icon on a screen, never with the main bundle.
const IconGlyphImpl = lazy(() => import('./IconGlyph.js').then((m) => ({ default: m.IconGlyph })));
const IconPickerImpl = lazy(() => import('./IconPicker.js').then((m) => ({ default: m.IconPicker })));

/** A category's icon; while the set loads, an empty box of the icon's size keeps the row from jumping. */
export function LazyIconGlyph(props: IconGlyphProps) {
  const size = props.size ?? 20;
  return (
    <Suspense fallback={<span className="icon-glyph" style={{ width: size, height: size }} />}>
      <IconGlyphImpl {...props} />
    </Suspense>
  );
}

export function LazyIconPicker(props: IconPickerProps) {
  return (
    <Suspense fallback={<Loading />}>
      <IconPickerImpl {...props} />
    </Suspense>
  );
}
