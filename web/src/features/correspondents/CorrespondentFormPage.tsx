import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Correspondent } from '@contracts/correspondent.js';
import { ApiError } from '../../api/http.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CorrespondentForm } from './CorrespondentForm.js';
import { correspondentIdFrom } from './correspondent-rules.js';
import './correspondents.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string | null } | { state: 'ready'; correspondent: Correspondent | null };

function CorrespondentScreen({ id }: { id: number }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>(id > 0 ? { state: 'loading' } : { state: 'ready', correspondent: null });

  useEffect(() => {
    if (id <= 0) return;
    let current = true;
    api.correspondents.get(id).then(
      (correspondent) => current && setLoaded({ state: 'ready', correspondent }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) setLoaded({ state: 'failed', message: error instanceof ApiError && error.message ? error.message : null });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  return (
    <>
      <PageHeader title={t(id > 0 ? 'page.editCorrespondent' : 'page.createCorrespondent')} />
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && (
        <div className="stack">
          <p className="correspondent-form__load-failed" role="alert">
            {t('correspondents.form.loadFailed')} {loaded.message}
          </p>
          <p>
            <Link href="/correspondents">{t('correspondents.form.back')}</Link>
          </p>
        </div>
      )}
      {loaded.state === 'ready' && <CorrespondentForm saved={loaded.correspondent} />}
    </>
  );
}

/** /create-correspondent and /edit-correspondent?correspondentId= (a positive id edits that contact). */
export function CorrespondentFormPage() {
  const id = correspondentIdFrom(useSearch());
  return <CorrespondentScreen key={id} id={id} />;
}
