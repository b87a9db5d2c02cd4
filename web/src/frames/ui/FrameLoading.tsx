import { LoadingNotice } from '../../components/LoadingNotice.js';
import { useFrameTexts } from '../i18n/texts.js';

/** The frames' loading notice, in the frame's language; `map`: in place of a map, in the map's own box. */
export function FrameLoading({ label, map = false }: { label?: string; map?: boolean }) {
  const texts = useFrameTexts();
  return <LoadingNotice label={label ?? texts.loading} map={map} />;
}
