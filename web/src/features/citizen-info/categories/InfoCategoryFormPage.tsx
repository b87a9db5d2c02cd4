import { useSearch } from 'wouter';
import { recordIdFrom } from '../../../components/record-id.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { RecordScreen } from '../shared/RecordScreen.js';
import { useLoaded } from '../../../components/useLoaded.js';
import { InfoCategoryForm } from './InfoCategoryForm.js';

function CategoryScreen({ id }: { id: number | null }) {
  const t = useT();
  const record = useLoaded(() => api.infoCategories.get(id!), id);
  return (
    <RecordScreen
      title={t(id === null ? 'page.createBisCategory' : 'page.editBisCategory')}
      record={record}
      backHref="/buergerinfo-categories"
      backLabel={t('citizenInfo.categories.back')}
    >
      {(saved) => <InfoCategoryForm saved={saved} />}
    </RecordScreen>
  );
}

/** /create-bis-category and /edit-bis-category?categoryId= (a positive id edits that category). */
export function InfoCategoryFormPage() {
  const id = recordIdFrom(useSearch(), 'categoryId');
  return <CategoryScreen key={id} id={id} />;
}
