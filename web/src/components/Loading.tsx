import { useT } from '../i18n/i18n.js';
import { LoadingNotice } from './LoadingNotice.js';

/** The back office's loading notice for lazy pages and pending data; `map`: in place of a map, in the map's own box. */
export function Loading({ label, map = false }: { label?: string; map?: boolean }) {
  const t = useT();
  return <LoadingNotice label={label ?? t('app.loading')} map={map} />;
}
