import { useSearch } from 'wouter';
import { recordIdFrom } from '../../components/record-id.js';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CorrespondentForm } from './CorrespondentForm.js';
import './correspondents.css';

function CorrespondentScreen({ id }: { id: number | null }) {
  const t = useT();
  const record = useLoaded(() => api.correspondents.get(id!), id);
  return (
    <RecordScreen
      title={t(id === null ? 'page.createCorrespondent' : 'page.editCorrespondent')}
      record={record}
      loadFailedText={t('correspondents.form.loadFailed')}
      backHref="/correspondents"
      backLabel={t('correspondents.form.back')}
    >
      {(saved) => <CorrespondentForm saved={saved} />}
    </RecordScreen>
  );
}

/** /create-correspondent and /edit-correspondent?correspondentId= (a positive id edits that contact). */
export function CorrespondentFormPage() {
  const id = recordIdFrom(useSearch(), 'correspondentId');
  return <CorrespondentScreen key={id} id={id} />;
}
