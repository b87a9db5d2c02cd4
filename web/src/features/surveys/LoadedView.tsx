import type { ReactNode } from 'react';
import { Loading } from '../../components/Loading.js';
import { useT } from '../../i18n/i18n.js';
import type { Loaded } from '../../components/useLoaded.js';

/** What was loaded, once it is there; a loading notice before, the failure (with the server's message) after. */
export function LoadedView<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  if (loaded.state === 'loading' || loaded.state === 'idle') return <Loading />;
  if (loaded.state === 'failed') {
    return (
      <p className="survey-results__failed" role="alert">
        {t('surveys.results.loadFailed')} {loaded.message}
      </p>
    );
  }
  return <>{children(loaded.value)}</>;
}
