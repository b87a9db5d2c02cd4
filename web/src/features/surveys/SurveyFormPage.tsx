import { useSearch } from 'wouter';
import { recordIdFrom } from '../../components/record-id.js';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { SurveyForm } from './SurveyForm.js';
import { SurveyResults } from './SurveyResults.js';
import './surveys.css';

function SurveyScreen({ id }: { id: number | null }) {
  const t = useT();
  const record = useLoaded(() => api.surveys.get(id!), id);
  return (
    <RecordScreen
      title={t(id === null ? 'page.createSurvey' : 'page.editSurvey')}
      record={record}
      loadFailedText={t('surveys.form.loadFailed')}
      backHref="/surveys"
      backLabel={t('surveys.form.back')}
    >
      {(saved) => (
        <div className="stack">
          <SurveyForm saved={saved} />
          {saved && <SurveyResults survey={saved} />}
        </div>
      )}
    </RecordScreen>
  );
}

/** /create-survey and /edit-survey?surveyId= (a positive id edits that survey; its results follow the form). */
export function SurveyFormPage() {
  const id = recordIdFrom(useSearch(), 'surveyId');
  return <SurveyScreen key={id} id={id} />;
}
