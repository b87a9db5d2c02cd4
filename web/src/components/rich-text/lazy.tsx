import { lazy, Suspense } from 'react';
import { Loading } from '../Loading.js';
import type { RichTextEditorProps } from './RichTextEditor.js';

// Quill loads with the first editor on a screen, never with the main bundle.
const RichTextEditorImpl = lazy(() => import('./RichTextEditor.js').then((m) => ({ default: m.RichTextEditor })));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}
