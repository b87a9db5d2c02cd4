import type { ReactNode } from 'react';
import { Loading } from '../../components/Loading.js';
import { useT } from '../../i18n/i18n.js';
import type { TileData } from './useTileData.js';

/** A tile's content once its data is there; a loading notice or the failure text before. */
export function TileBody<T>({ data, children }: { data: TileData<T>; children: (value: T) => ReactNode }) {
  const t = useT();
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed') return <p className="dashboard__failed">{t('dashboard.loadFailed')}</p>;
  return <>{children(data.data)}</>;
}
