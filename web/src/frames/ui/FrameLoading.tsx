import { useFrameTexts } from '../i18n/texts.js';
import '../../components/Loading.css';

/**
 * A polite "loading" notice (the back office's Loading takes its text from the back office's dictionary); `map`: in
 * place of a map, in the map's own box.
 */
export function FrameLoading({ label, map = false }: { label?: string; map?: boolean }) {
  const texts = useFrameTexts();
  return (
    <p className={map ? 'loading loading--map' : 'loading'} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? texts.loading}
    </p>
  );
}
