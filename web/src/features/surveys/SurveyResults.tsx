import type { Survey } from '@contracts/survey.js';
import { Card } from '../../components/Card.js';
import { useT } from '../../i18n/i18n.js';
import { comparable, CrossTab } from './CrossTab.js';
import { ParticipantNotes } from './ParticipantNotes.js';
import { QuestionVotes } from './QuestionVotes.js';
import { SURVEY_SECTIONS } from './survey-sections.js';
import { useSurveyRights } from './useSurveyRights.js';

/**
 * The results of a saved survey (docs/product/citizen-information.md#results-and-votes): how many took part; with
 * BIS_EVALUATE_SURVEYS the votes per question, two questions side by side and the participants' notes.
 */
export function SurveyResults({ survey }: { survey: Survey }) {
  const t = useT();
  const { evaluate } = useSurveyRights();
  return (
    <Card title={t(SURVEY_SECTIONS.results.label)} headingId={SURVEY_SECTIONS.results.id}>
      <p className="survey-results__participants">{t('surveys.results.participants', { count: survey.participantCount })}</p>
      {!evaluate ? (
        <p>{t('surveys.results.noRight')}</p>
      ) : (
        <div className="stack">
          <div>
            <h3 className="survey-results__heading">{t('surveys.results.questions')}</h3>
            <div className="survey-results__grid">
              {survey.questions.map((question) => (
                <QuestionVotes key={question.id} surveyId={survey.id} question={question} />
              ))}
            </div>
          </div>
          <div>
            <h3 className="survey-results__heading">{t('surveys.results.cross.title')}</h3>
            {comparable(survey.questions) ? (
              <CrossTab surveyId={survey.id} questions={survey.questions} />
            ) : (
              <p>{t('surveys.results.cross.needTwo')}</p>
            )}
          </div>
          <div>
            <h3 className="survey-results__heading">{t('surveys.results.notes.title')}</h3>
            <ParticipantNotes surveyId={survey.id} />
          </div>
        </div>
      )}
    </Card>
  );
}
