import { useT } from '../i18n/i18n.js';
import './Loading.css';

/** A polite "loading" notice for lazy pages and pending data; `map`: in place of a map, in the map's own box. */
export function Loading({ label, map = false }: { label?: string; map?: boolean }) {
  const t = useT();
  return (
    <p className={map ? 'loading loading--map' : 'loading'} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? t('app.loading')}
    </p>
  );
}
