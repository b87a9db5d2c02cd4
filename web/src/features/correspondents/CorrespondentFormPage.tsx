import { useSearch } from 'wouter';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CorrespondentForm } from './CorrespondentForm.js';
import { correspondentIdFrom } from './correspondent-rules.js';
import './correspondents.css';

function CorrespondentScreen({ id }: { id: number }) {
  const t = useT();
  const record = useLoaded(() => api.correspondents.get(id), id > 0 ? id : null);
  return (
    <RecordScreen
      title={t(id > 0 ? 'page.editCorrespondent' : 'page.createCorrespondent')}
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
  const id = correspondentIdFrom(useSearch());
  return <CorrespondentScreen key={id} id={id} />;
}
