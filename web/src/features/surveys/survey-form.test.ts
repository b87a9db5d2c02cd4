import { describe, expect, it } from 'vitest';
import type { Survey } from '@contracts/survey.js';
import {
  addAnswer,
  addQuestion,
  canRemoveAnswer,
  canRemoveQuestion,
  initialValues,
  newAnswer,
  newQuestion,
  removeAnswer,
  removeQuestion,
  setAnswerText,
  successorAt,
  surveyPayload,
  validateSurvey,
  withSurveyName,
  type QuestionDraft,
  type SurveyFormValues,
} from './survey-form.js';

const MUSTERSTADT = { id: 2, name: 'Musterstadt' };

const question = (name: string, answers: string[], change: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...newQuestion(name),
  answers: answers.map((text) => newAnswer(text)),
  ...change,
});

const complete = (): SurveyFormValues => ({
  ...initialValues(null, MUSTERSTADT, Date.UTC(2026, 6, 1, 6)),
  name: 'Spielplatz',
  questions: [question('Spielplatz', ['Ja', 'Nein'])],
});

describe('initialValues', () => {
  it('starts a new survey now and ends it 367 days later, seconds zeroed, with one required single-choice question', () => {
    const values = initialValues(null, MUSTERSTADT, Date.parse('2026-03-20T09:15:42.500Z'));
    expect(values.start).toBe('2026.03.20 10:15');
    expect(values.end).toBe('2027.03.22 10:15');
    expect(values.showInDashboard).toBe(true);
    expect(values.tenant).toEqual(MUSTERSTADT);
    expect(values.boundaries).toEqual([]);
    expect(values.questions).toHaveLength(1);
    expect(values.questions[0]).toMatchObject({ id: null, name: '', required: true, multipleChoice: false });
  });

  it('shows a saved survey in Berlin time with its questions and answers', () => {
    const saved = {
      id: 7,
      name: 'Marktplatz',
      startDate: '2026-07-01T06:00:00.000Z',
      endDate: '2026-12-31T23:00:00.000Z',
      showInDashboard: false,
      tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
      boundariesArray: [{ latitude: 52.2, longitude: 13.4 }],
      questions: [{ id: 11, name: 'Wie oft?', orderNum: 0, multipleChoice: true, required: false, answers: ['Oft', 'Selten'] }],
    } as unknown as Survey;
    const values = initialValues(saved, MUSTERSTADT);
    expect(values).toMatchObject({ name: 'Marktplatz', start: '2026.07.01 08:00', end: '2027.01.01 00:00', showInDashboard: false });
    expect(values.questions[0]).toMatchObject({ id: 11, name: 'Wie oft?', multipleChoice: true, required: false });
    expect(values.questions[0]!.answers.map((a) => a.text)).toEqual(['Oft', 'Selten']);
  });
});

describe('withSurveyName (the mirror rule)', () => {
  it('copies the survey name into the first question while that is empty or equal to the name', () => {
    let values = initialValues(null, null);
    values = withSurveyName(values, 'S');
    values = withSurveyName(values, 'Sp');
    expect(values.questions[0]!.name).toBe('Sp');
  });

  it('stops once the first question has a text of its own, and leaves the other questions alone', () => {
    let values = addQuestion(withSurveyName(initialValues(null, null), 'Spielplatz'));
    values = { ...values, questions: [{ ...values.questions[0]!, name: 'Eigene Frage' }, values.questions[1]!] };
    values = withSurveyName(values, 'Spielplatz Nord');
    expect(values.questions.map((q) => q.name)).toEqual(['Eigene Frage', '']);
    values = withSurveyName({ ...values, questions: [{ ...values.questions[0]!, name: '' }, values.questions[1]!] }, 'Spielplatz Süd');
    expect(values.questions.map((q) => q.name)).toEqual(['Spielplatz Süd', '']);
  });
});

describe('removing questions and answers', () => {
  it('removes a question only while there is more than one', () => {
    const one = initialValues(null, null);
    expect(canRemoveQuestion(one)).toBe(false);
    expect(removeQuestion(one, one.questions[0]!.key)).toBe(one);
    const two = addQuestion(one);
    expect(canRemoveQuestion(two)).toBe(true);
    expect(removeQuestion(two, two.questions[0]!.key).questions).toEqual([two.questions[1]]);
  });

  it('removes an answer only while its question has more than one', () => {
    const q = question('Frage', ['Ja', 'Nein']);
    const shorter = removeAnswer(q, q.answers[0]!.key);
    expect(shorter.answers.map((a) => a.text)).toEqual(['Nein']);
    expect(canRemoveAnswer(shorter)).toBe(false);
    expect(removeAnswer(shorter, shorter.answers[0]!.key)).toBe(shorter);
    const again = addAnswer(shorter);
    expect(canRemoveAnswer(again)).toBe(true);
    expect(setAnswerText(again, again.answers[1]!.key, 'Vielleicht').answers.map((a) => a.text)).toEqual(['Nein', 'Vielleicht']);
  });
});

describe('successorAt (where the focus goes after a removal)', () => {
  it('is the item now at the removed position, else the new last one, else nothing', () => {
    expect(successorAt(['a', 'c'], 1)).toBe('c');
    expect(successorAt(['a', 'b'], 2)).toBe('b');
    expect(successorAt([], 0)).toBeUndefined();
  });
});

describe('validateSurvey', () => {
  const check = (values: SurveyFormValues, tenantRequired = false) => validateSurvey(values, { tenantRequired });

  it('checks in the order of docs/product/citizen-information.md#survey-validation-rules, then question texts, period and tenant', () => {
    const steps: Array<[SurveyFormValues, string | null, object | null]> = [
      [{ ...complete(), name: '  ' }, 'surveys.validation.name', { kind: 'name' }],
      [{ ...complete(), name: '', questions: [] }, 'surveys.validation.name', { kind: 'name' }],
      [{ ...complete(), questions: [] }, 'surveys.validation.noQuestion', { kind: 'questions' }],
      // before empty answers are dropped: a single answer field
      [{ ...complete(), questions: [question('A', ['Ja'])] }, 'surveys.validation.tooFewAnswers', { kind: 'answers', question: 0 }],
      // after: two fields, one of them empty (or blank)
      [
        { ...complete(), questions: [question('A', ['Ja', 'Nein']), question('B', ['Ja', '  '])] },
        'surveys.validation.tooFewAnswers',
        { kind: 'answers', question: 1 },
      ],
      [
        { ...complete(), questions: [question('A', ['Ja', 'Nein']), question(' ', ['Ja', 'Nein'])] },
        'surveys.validation.questionName',
        {
          kind: 'questionName',
          question: 1,
        },
      ],
      [{ ...complete(), start: '2026.02.30 08:00' }, 'surveys.validation.period', { kind: 'start' }],
      [{ ...complete(), end: '' }, 'surveys.validation.period', { kind: 'end' }],
      [{ ...complete(), start: '2026.07.02 08:00', end: '2026.07.01 08:00' }, 'surveys.validation.endBeforeStart', { kind: 'end' }],
      [complete(), null, null],
    ];
    for (const [values, messageKey, field] of steps) {
      const problem = check(values);
      expect(problem?.messageKey ?? null).toBe(messageKey);
      expect(problem?.field ?? null).toEqual(field);
    }
  });

  it('asks for a tenant only where one is picked', () => {
    expect(check({ ...complete(), tenant: null })).toBeNull();
    expect(check({ ...complete(), tenant: null }, true)?.messageKey).toBe('surveys.validation.tenant');
  });
});

describe('surveyPayload', () => {
  it('sends trimmed texts without empty answers, the order, ISO dates and the boundary as JSON text', () => {
    const values: SurveyFormValues = {
      ...complete(),
      name: ' Spielplatz ',
      start: '2026.07.01 08:00',
      end: '2026.08.31 20:00',
      questions: [
        question(' Wie? ', [' Ja ', '', 'Nein'], { id: 11, multipleChoice: true }),
        question('Alter', ['jung', 'alt'], { required: false }),
      ],
      boundaries: [{ latitude: 52.2, longitude: 13.4 }],
    };
    expect(surveyPayload(values, { sendTenant: true })).toEqual({
      name: 'Spielplatz',
      startDate: '2026-07-01T06:00:00.000Z',
      endDate: '2026-08-31T18:00:00.000Z',
      showInDashboard: true,
      tenantId: 2,
      boundaries: JSON.stringify([{ latitude: 52.2, longitude: 13.4 }]),
      questions: [
        { id: 11, name: 'Wie?', orderNum: 0, multipleChoice: true, required: true, answers: ['Ja', 'Nein'] },
        { id: null, name: 'Alter', orderNum: 1, multipleChoice: false, required: false, answers: ['jung', 'alt'] },
      ],
    });
  });

  it('leaves the tenant to the server where it is not picked, and sends no boundary without points', () => {
    const payload = surveyPayload(complete(), { sendTenant: false });
    expect(payload).not.toHaveProperty('tenantId');
    expect(payload.boundaries).toBeNull();
  });
});
