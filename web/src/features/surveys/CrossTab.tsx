import { useId, useState } from 'react';
import type { SurveyQuestion } from '@contracts/survey.js';
import { groupedBarsOf } from '../../components/charts/bars.js';
import { BarFigure } from '../../components/charts/BarFigure.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { LoadedView } from './LoadedView.js';
import { useLoaded } from '../../components/useLoaded.js';

/** Questions enough to compare: at least two. */
export type ComparableQuestions = [SurveyQuestion, SurveyQuestion, ...SurveyQuestion[]];

export const comparable = (questions: SurveyQuestion[]): questions is ComparableQuestions => questions.length >= 2;

/** The other question when the first one takes the second's place, so the two always differ. */
const otherThan = (questions: SurveyQuestion[], id: number, fallback: number) =>
  fallback !== id ? fallback : (questions.find((q) => q.id !== id)?.id ?? fallback);

/**
 * Two questions side by side (GET .../question1/{q1}/question2/{q2}/votes): for each answer of the first, how
 * the same participants answered the second, as grouped bars and as a table.
 */
export function CrossTab({ surveyId, questions }: { surveyId: number; questions: ComparableQuestions }) {
  const t = useT();
  const firstId = useId();
  const secondId = useId();
  const [first, setFirst] = useState(questions[0].id);
  const [second, setSecond] = useState(questions[1].id);
  const cross = useLoaded(() => api.surveys.crossVotes(surveyId, first, second), `${surveyId}|${first}|${second}`);
  const questionOf = (id: number) => questions.find((q) => q.id === id);
  const names = { first: questionOf(first)?.name ?? '', second: questionOf(second)?.name ?? '' };

  const select = (id: string, label: string, value: number, onChange: (id: number) => void, excluded: number) => (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {questions
          .filter((q) => q.id !== excluded)
          .map((q) => (
            <option key={q.id} value={q.id}>
              {q.name}
            </option>
          ))}
      </select>
    </div>
  );

  return (
    <div className="survey-results__cross">
      <p className="field__hint">{t('surveys.results.cross.hint')}</p>
      <div className="survey-results__selects">
        {select(
          firstId,
          t('surveys.results.cross.first'),
          first,
          (id) => {
            setFirst(id);
            setSecond((current) => otherThan(questions, id, current));
          },
          -1,
        )}
        {select(secondId, t('surveys.results.cross.second'), second, setSecond, first)}
      </div>
      <LoadedView loaded={cross}>
        {(table) => (
          <BarFigure
            data={groupedBarsOf(table, questionOf(first)?.answers, questionOf(second)?.answers)}
            chartLabel={t('surveys.results.cross.chartLabel', names)}
            tableCaption={t('surveys.results.cross.tableCaption', names)}
            categoryHeader={t('surveys.results.cross.rowHeader', names)}
            tableOpen
          />
        )}
      </LoadedView>
    </div>
  );
}
