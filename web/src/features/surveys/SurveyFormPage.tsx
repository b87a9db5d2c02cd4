import { useSearch } from 'wouter';
import type { Survey } from '@contracts/survey.js';
import { recordIdFrom } from '../../components/record-id.js';
import { RecordScreen } from '../../components/RecordScreen.js';
import { SectionNav } from '../../components/section-nav/SectionNav.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { SurveyForm } from './SurveyForm.js';
import { SURVEY_SECTIONS } from './survey-sections.js';
import { SurveyResults } from './SurveyResults.js';
import './surveys.css';

function SurveyScreen({ id }: { id: number | null }) {
  const t = useT();
  const record = useLoaded(() => api.surveys.get(id!), id);
  // a survey has results once it is saved
  const sectionsOf = (saved: Survey | null) =>
    Object.values(SURVEY_SECTIONS)
      .filter((section) => saved !== null || section !== SURVEY_SECTIONS.results)
      .map((section) => ({ id: section.id, label: t(section.label) }));
  return (
    <RecordScreen
      title={t(id === null ? 'page.createSurvey' : 'page.editSurvey')}
      record={record}
      loadFailedText={t('surveys.form.loadFailed')}
      backHref="/surveys"
      backLabel={t('surveys.form.back')}
    >
      {(saved) => (
        <SectionNav sections={sectionsOf(saved)}>
          <div className="stack">
            <SurveyForm saved={saved} />
            {saved && <SurveyResults survey={saved} />}
          </div>
        </SectionNav>
      )}
    </RecordScreen>
  );
}

/**
 * /create-survey and /edit-survey?surveyId= (a positive id edits that survey; its results follow the form), with
 * "Auf dieser Seite" leading to each card.
 */
export function SurveyFormPage() {
  const id = recordIdFrom(useSearch(), 'surveyId');
  return <SurveyScreen key={id} id={id} />;
}
