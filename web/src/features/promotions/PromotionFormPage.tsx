import { useSearch } from 'wouter';
import { recordIdFrom } from '../../components/record-id.js';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { PromotionForm } from './PromotionForm.js';

function PromotionScreen({ id }: { id: number | null }) {
  const t = useT();
  const record = useLoaded(() => api.promotions.get(id!), id);
  return (
    <RecordScreen
      title={t(id === null ? 'page.createPromotion' : 'page.editPromotion')}
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
  const id = recordIdFrom(useSearch(), 'promotionId');
  return <PromotionScreen key={id} id={id} />;
}
