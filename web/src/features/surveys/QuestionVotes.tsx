import type { SurveyQuestion } from '@contracts/survey.js';
import { barsOf } from '../../components/charts/bars.js';
import { BarFigure } from '../../components/charts/BarFigure.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { LoadedView } from './LoadedView.js';
import { useLoaded } from '../../components/useLoaded.js';

/** The votes per answer of one question, in the order of its answers: a bar chart and the same figures as a table. */
export function QuestionVotes({ surveyId, question }: { surveyId: number; question: SurveyQuestion }) {
  const t = useT();
  const votes = useLoaded(() => api.surveys.votes(surveyId, question.id), `${surveyId}|${question.id}`);
  return (
    <div className="survey-results__question">
      <h4 className="survey-results__question-title">{question.name}</h4>
      <LoadedView loaded={votes}>
        {(counts) => (
          <BarFigure
            data={barsOf(counts, t('surveys.results.votes'), question.answers)}
            chartLabel={t('surveys.results.chartLabel', { name: question.name })}
            tableCaption={t('surveys.results.tableCaption', { name: question.name })}
            categoryHeader={t('surveys.results.answer')}
          />
        )}
      </LoadedView>
    </div>
  );
}
