import { useId } from 'react';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Field } from '../../components/Field.js';
import { useT } from '../../i18n/i18n.js';
import { addAnswer, canRemoveAnswer, newAnswer, removeAnswer, setAnswerText, successorAt, type QuestionDraft } from './survey-form.js';

export interface QuestionEditorProps {
  question: QuestionDraft;
  /** zero-based position */
  index: number;
  /** the first question mirrors the survey name (its hint says so) */
  mirrorsName: boolean;
  /** the delete button shows only while there is more than one question */
  removable: boolean;
  onChange: (question: QuestionDraft) => void;
  onRemove: () => void;
  /** moves the keyboard to the control with this data-focus value after the next render */
  requestFocus: (target: string) => void;
  /** id of the form's alert when the question text is what failed */
  nameInvalidBy: string | null;
  /** id of the form's alert when the answers are what failed */
  answersInvalidBy: string | null;
}

/** One question of the survey form: text, Pflichtfrage, single or multiple choice, and its answers. */
export function QuestionEditor({
  question,
  index,
  mirrorsName,
  removable,
  onChange,
  onRemove,
  requestFocus,
  nameInvalidBy,
  answersInvalidBy,
}: QuestionEditorProps) {
  const t = useT();
  const choiceName = useId();
  const number = index + 1;
  // too few answers: the empty ones are what to fill in; with none empty, the ones there are
  const anyEmpty = question.answers.some((a) => !a.text.trim());
  const answerInvalidBy = (text: string) => (answersInvalidBy && (!anyEmpty || !text.trim()) ? answersInvalidBy : null);

  const add = () => {
    const answer = newAnswer();
    onChange(addAnswer(question, answer));
    requestFocus(`answer-${answer.key}`);
  };

  const remove = (key: number, position: number) => {
    const next = removeAnswer(question, key);
    onChange(next);
    const successor = successorAt(next.answers, position);
    if (successor) requestFocus(`answer-${successor.key}`);
  };

  return (
    <fieldset className="survey-question">
      <legend className="survey-question__legend">{t('surveys.form.question', { number })}</legend>
      <Field
        label={t('surveys.form.questionName')}
        hint={mirrorsName ? t('surveys.form.mirrorHint') : undefined}
        invalidBy={nameInvalidBy}
        required
      >
        {(control) => (
          <input
            {...control}
            data-focus={`question-${question.key}`}
            className="input"
            type="text"
            maxLength={500}
            autoComplete="off"
            value={question.name}
            onChange={(event) => onChange({ ...question, name: event.target.value })}
          />
        )}
      </Field>
      <Checkbox
        label={t('surveys.form.required')}
        checked={question.required}
        onChange={(event) => onChange({ ...question, required: event.target.checked })}
      />
      <fieldset className="survey-question__group">
        <legend>{t('surveys.form.choice')}</legend>
        {([false, true] as const).map((multipleChoice) => (
          <label key={String(multipleChoice)} className="survey-question__radio">
            <input
              type="radio"
              name={choiceName}
              checked={question.multipleChoice === multipleChoice}
              onChange={() => onChange({ ...question, multipleChoice })}
            />
            {t(multipleChoice ? 'surveys.form.multiple' : 'surveys.form.single')}
          </label>
        ))}
      </fieldset>
      <fieldset className="survey-question__group">
        <legend>{t('surveys.form.answers')}</legend>
        <ol className="survey-question__answers">
          {question.answers.map((answer, position) => (
            <li key={answer.key} className="survey-question__answer">
              <Field label={t('surveys.form.answer', { number: position + 1 })} invalidBy={answerInvalidBy(answer.text)}>
                {(control) => (
                  <input
                    {...control}
                    data-focus={`answer-${answer.key}`}
                    className="input"
                    type="text"
                    maxLength={500}
                    autoComplete="off"
                    value={answer.text}
                    onChange={(event) => onChange(setAnswerText(question, answer.key, event.target.value))}
                  />
                )}
              </Field>
              {canRemoveAnswer(question) && (
                <Button variant="secondary" className="survey-question__remove-answer" onClick={() => remove(answer.key, position)}>
                  {t('surveys.form.removeAnswer')}
                  <span className="visually-hidden">
                    {' '}
                    {t('surveys.form.removeAnswerContext', { answer: position + 1, question: number })}
                  </span>
                </Button>
              )}
            </li>
          ))}
        </ol>
        <div>
          <Button variant="secondary" onClick={add}>
            {t('surveys.form.addAnswer')}
            <span className="visually-hidden"> ({t('surveys.form.question', { number })})</span>
          </Button>
        </div>
      </fieldset>
      {removable && (
        <div className="survey-question__footer">
          <Button variant="danger" onClick={onRemove}>
            {t('surveys.form.removeQuestion')}
            <span className="visually-hidden"> ({t('surveys.form.removeQuestionContext', { number })})</span>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
