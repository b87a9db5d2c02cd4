import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Promotion } from '@contracts/promotion.js';
import { ApiError } from '../../api/http.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { PromotionForm } from './PromotionForm.js';
import { promotionIdFrom } from './promotion-form.js';
import './promotions.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string | null } | { state: 'ready'; promotion: Promotion | null };

function PromotionScreen({ id }: { id: number }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>(id > 0 ? { state: 'loading' } : { state: 'ready', promotion: null });

  useEffect(() => {
    if (id <= 0) return;
    let current = true;
    api.promotions.get(id).then(
      (promotion) => current && setLoaded({ state: 'ready', promotion }),
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
      <PageHeader title={t(id > 0 ? 'page.editPromotion' : 'page.createPromotion')} />
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && (
        <div className="stack">
          <p className="promotion-form__load-failed" role="alert">
            {t('promotions.form.loadFailed')} {loaded.message}
          </p>
          <p>
            <Link href="/promotions">{t('promotions.form.back')}</Link>
          </p>
        </div>
      )}
      {loaded.state === 'ready' && <PromotionForm saved={loaded.promotion} />}
    </>
  );
}

/** /create-promotion and /edit-promotion?promotionId= (a positive id edits that promotion). */
export function PromotionFormPage() {
  const id = promotionIdFrom(useSearch());
  return <PromotionScreen key={id} id={id} />;
}
