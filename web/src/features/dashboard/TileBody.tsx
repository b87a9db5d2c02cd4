import type { ReactNode } from 'react';
import { Loading } from '../../components/Loading.js';
import type { Loaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';

/** A tile's content once its data is there; a loading notice or the failure text before. */
export function TileBody<T>({ data, children }: { data: Loaded<T>; children: (value: T) => ReactNode }) {
  const t = useT();
  if (data.state === 'failed') return <p className="dashboard__failed">{t('dashboard.loadFailed')}</p>;
  return data.state === 'ready' ? children(data.value) : <Loading />;
}
