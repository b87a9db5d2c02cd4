import { useCallback } from 'react';
import { Link, useSearch } from 'wouter';
import type { Survey } from '@contracts/survey.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { SurveyForm } from './SurveyForm.js';
import { SurveyResults } from './SurveyResults.js';
import { surveyIdFrom } from './survey-form.js';
import { useLoaded } from './useLoaded.js';
import './surveys.css';

const noSurvey = () => Promise.resolve(null);

function SurveyScreen({ id }: { id: number }) {
  const t = useT();
  const loaded = useLoaded<Survey | null>(useCallback(() => (id > 0 ? api.surveys.get(id) : noSurvey()), [id]));
  return (
    <>
      <PageHeader title={t(id > 0 ? 'page.editSurvey' : 'page.createSurvey')} />
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && (
        <div className="stack">
          <p className="survey-form__load-failed" role="alert">
            {t('surveys.form.loadFailed')} {loaded.message}
          </p>
          <p>
            <Link href="/surveys">{t('surveys.form.back')}</Link>
          </p>
        </div>
      )}
      {loaded.state === 'ready' && (
        <div className="stack">
          <SurveyForm saved={loaded.data} />
          {loaded.data && <SurveyResults survey={loaded.data} />}
        </div>
      )}
    </>
  );
}

/** /create-survey and /edit-survey?surveyId= (a positive id edits that survey; its results follow the form). */
export function SurveyFormPage() {
  const id = surveyIdFrom(useSearch());
  return <SurveyScreen key={id} id={id} />;
}
