import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Link } from 'wouter';
import type { DashboardSurvey } from '@contracts/survey.js';
import { berlinDateTime } from '../../components/berlin-time.js';
import { Card } from '../../components/Card.js';
import { barsOf } from '../../components/charts/bars.js';
import { BarFigure } from '../../components/charts/BarFigure.js';
import { useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';
import { TileBody } from './TileBody.js';
import { useTileData } from './useTileData.js';

const loadSurveys = () => api.surveys.dashboard();

/** One survey of the tile: its period and participants, then a bar chart (and table) per question. */
function SurveyResult({ survey, canOpen }: { survey: DashboardSurvey; canOpen: boolean }) {
  const t = useT();
  const headingId = useId();
  const period = { start: berlinDateTime(survey.startDate), end: berlinDateTime(survey.endDate) };
  return (
    <article className="dashboard__survey" aria-labelledby={headingId}>
      <h3 className="dashboard__survey-title" id={headingId}>
        {survey.name}
      </h3>
      <p className="dashboard__case-meta">
        {t('dashboard.surveys.period', period)} · {t('dashboard.surveys.participants', { count: survey.participantCount })}
      </p>
      <div className="dashboard__survey-questions">
        {survey.questions.map((question) => (
          <div key={question.id} className="dashboard__survey-question">
            <h4 className="dashboard__survey-question-title">{question.name}</h4>
            <BarFigure
              data={barsOf(question.votes, t('dashboard.surveys.votes'), question.answers)}
              chartLabel={t('dashboard.surveys.chartLabel', { name: question.name, survey: survey.name })}
              tableCaption={t('dashboard.surveys.tableCaption', { name: question.name })}
              categoryHeader={t('dashboard.surveys.answer')}
            />
          </div>
        ))}
      </div>
      {canOpen && (
        <p className="dashboard__more">
          <Link href={`/edit-survey?surveyId=${survey.id}`} className="button button--secondary">
            {t('dashboard.surveys.open')}
            <span className="visually-hidden"> ({survey.name})</span>
          </Link>
        </p>
      )}
    </article>
  );
}

/**
 * The survey results tile (docs/product/dashboard.md#survey-results-tile): the surveys marked 'Ergebnis im Dashboard
 * anzeigen', each question's votes as a chart (Chart.js lazily, after the chart delay) with its figures as a table.
 */
export function SurveysTile() {
  useSignals();
  const t = useT();
  const data = useTileData(loadSurveys);
  const canOpen = currentUser.value?.allRights.includes('BIS_CREATE_SURVEYS') ?? false;
  return (
    <Card title={t('dashboard.surveys.title')}>
      <TileBody data={data}>
        {(surveys) =>
          surveys.length === 0 ? (
            <p className="dashboard__empty">{t('dashboard.surveys.empty')}</p>
          ) : (
            <div className="dashboard__surveys">
              {surveys.map((survey) => (
                <SurveyResult key={survey.id} survey={survey} canOpen={canOpen} />
              ))}
            </div>
          )
        }
      </TileBody>
    </Card>
  );
}
