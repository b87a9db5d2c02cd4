import { useSearch } from 'wouter';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { PromotionForm } from './PromotionForm.js';
import { promotionIdFrom } from './promotion-form.js';

function PromotionScreen({ id }: { id: number }) {
  const t = useT();
  const record = useLoaded(() => api.promotions.get(id), id > 0 ? id : null);
  return (
    <RecordScreen
      title={t(id > 0 ? 'page.editPromotion' : 'page.createPromotion')}
      record={record}
      loadFailedText={t('promotions.form.loadFailed')}
      backHref="/promotions"
      backLabel={t('promotions.form.back')}
    >
      {(saved) => <PromotionForm saved={saved} />}
    </RecordScreen>
  );
}

/** /create-promotion and /edit-promotion?promotionId= (a positive id edits that promotion). */
export function PromotionFormPage() {
  const id = promotionIdFrom(useSearch());
  return <PromotionScreen key={id} id={id} />;
}
