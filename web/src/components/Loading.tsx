import { useT } from '../i18n/i18n.js';
import './Loading.css';

/** A polite "loading" notice for lazy pages and pending data. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <p className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? t('app.loading')}
    </p>
  );
}
