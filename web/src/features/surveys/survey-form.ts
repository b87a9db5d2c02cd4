import type { Survey, SurveySave } from '@contracts/survey.js';
import { berlinDateTime, parseBerlinDateTime } from '../../components/berlin-time.js';
import type { LatLng } from '../../components/map/geo.js';
import type { TenantOption } from '../../components/TenantPicker.js';
import type { MessageKey } from '../../i18n/de.js';

/** A new survey ends 367 days after it starts (docs/product/citizen-information.md#survey-defaults). */
export const DEFAULT_DURATION_DAYS = 367;

/**
 * An answer as the form edits it (an object with a stable key; sent as plain text:
 * docs/product/citizen-information.md#surveys).
 */
export interface AnswerDraft {
  key: number;
  text: string;
}

export interface QuestionDraft {
  key: number;
  /** the saved question's id (keeps its votes); null for a new one */
  id: number | null;
  name: string;
  required: boolean;
  multipleChoice: boolean;
  answers: AnswerDraft[];
}

/** The survey form's state: dates as typed (yyyy.MM.dd HH:mm, 24 h, Europe/Berlin), the boundary as points. */
export interface SurveyFormValues {
  name: string;
  start: string;
  end: string;
  showInDashboard: boolean;
  tenant: TenantOption | null;
  questions: QuestionDraft[];
  boundaries: LatLng[];
}

/** What a failed check points at, so that control is marked invalid and focused. */
export type SurveyField =
  | { kind: 'name' | 'start' | 'end' | 'tenant' | 'questions' }
  | { kind: 'questionName' | 'answers'; question: number };

export interface SurveyProblem {
  field: SurveyField;
  messageKey: MessageKey;
}

let lastKey = 0;
/** Keys for new questions and answers, unique for the page's life (React keys, focus targets). */
export const nextKey = () => ++lastKey;

export const newAnswer = (text = ''): AnswerDraft => ({ key: nextKey(), text });

/**
 * A new question is required, single choice (docs/product/citizen-information.md#survey-defaults); it starts with room
 * for the 2 answers it needs.
 */
export const newQuestion = (name = ''): QuestionDraft => ({
  key: nextKey(),
  id: null,
  name,
  required: true,
  multipleChoice: false,
  answers: [newAnswer(), newAnswer()],
});

/**
 * The form's start: the saved survey, or the defaults of docs/product/citizen-information.md#survey-defaults (one
 * question, start now and end 367 days later with seconds zeroed, shown in the dashboard, the caller's own tenant).
 */
export function initialValues(saved: Survey | null, ownTenant: TenantOption | null, now = Date.now()): SurveyFormValues {
  if (!saved) {
    return {
      name: '',
      start: berlinDateTime(now),
      end: berlinDateTime(now, DEFAULT_DURATION_DAYS),
      showInDashboard: true,
      tenant: ownTenant,
      questions: [newQuestion()],
      boundaries: [],
    };
  }
  return {
    name: saved.name,
    start: berlinDateTime(saved.startDate),
    end: berlinDateTime(saved.endDate),
    showInDashboard: saved.showInDashboard,
    tenant: { id: saved.tenant.id, name: saved.tenant.name },
    questions: saved.questions.map((q) => ({
      key: nextKey(),
      id: q.id,
      name: q.name,
      required: q.required,
      multipleChoice: q.multipleChoice,
      answers: q.answers.map((text) => newAnswer(text)),
    })),
    boundaries: saved.boundariesArray,
  };
}

/**
 * The first question's name follows the survey name while it is empty or equal to it
 * (docs/product/citizen-information.md#surveys).
 */
export function withSurveyName(values: SurveyFormValues, name: string): SurveyFormValues {
  const [first, ...rest] = values.questions;
  const mirrors = first !== undefined && (first.name === '' || first.name === values.name);
  return { ...values, name, questions: mirrors ? [{ ...first, name }, ...rest] : values.questions };
}

/**
 * The remove button of a question shows only while there is more than one
 * (docs/product/citizen-information.md#surveys).
 */
export const canRemoveQuestion = (values: SurveyFormValues) => values.questions.length > 1;

/** An answer can be removed only while its question has more than one (docs/product/citizen-information.md#surveys). */
export const canRemoveAnswer = (question: QuestionDraft) => question.answers.length > 1;

export const addQuestion = (values: SurveyFormValues, question = newQuestion()): SurveyFormValues => ({
  ...values,
  questions: [...values.questions, question],
});

export function removeQuestion(values: SurveyFormValues, key: number): SurveyFormValues {
  if (!canRemoveQuestion(values)) return values;
  return { ...values, questions: values.questions.filter((q) => q.key !== key) };
}

/** The question with the same key, changed. */
export const replaceQuestion = (values: SurveyFormValues, question: QuestionDraft): SurveyFormValues => ({
  ...values,
  questions: values.questions.map((q) => (q.key === question.key ? question : q)),
});

export const addAnswer = (question: QuestionDraft, answer = newAnswer()): QuestionDraft => ({
  ...question,
  answers: [...question.answers, answer],
});

export const removeAnswer = (question: QuestionDraft, key: number): QuestionDraft =>
  canRemoveAnswer(question) ? { ...question, answers: question.answers.filter((a) => a.key !== key) } : question;

/** What takes the focus after a removal at `position`: the item now there, else the new last one. */
export const successorAt = <T>(items: readonly T[], position: number): T | undefined => items[Math.min(position, items.length - 1)];

export const setAnswerText = (question: QuestionDraft, key: number, text: string): QuestionDraft => ({
  ...question,
  answers: question.answers.map((a) => (a.key === key ? { ...a, text } : a)),
});

/** The answers that are sent: trimmed, empty ones dropped. */
const filledAnswers = (question: QuestionDraft) => question.answers.map((a) => a.text.trim()).filter((text) => text !== '');

/**
 * The checks on save, the first failing one is shown: the three of
 * docs/product/citizen-information.md#survey-validation-rules in their order (the answer count before and after
 * dropping empty answers), then those the server makes next (question texts, period, its order) and, with
 * TENANT_INDEPENDENCE on a new survey, the tenant.
 */
export function validateSurvey(values: SurveyFormValues, { tenantRequired }: { tenantRequired: boolean }): SurveyProblem | null {
  if (!values.name.trim()) return { field: { kind: 'name' }, messageKey: 'surveys.validation.name' };
  if (values.questions.length === 0) return { field: { kind: 'questions' }, messageKey: 'surveys.validation.noQuestion' };
  const tooFew = (count: (q: QuestionDraft) => number) => values.questions.findIndex((q) => count(q) < 2);
  const before = tooFew((q) => q.answers.length);
  const after = before >= 0 ? before : tooFew((q) => filledAnswers(q).length);
  if (after >= 0) return { field: { kind: 'answers', question: after }, messageKey: 'surveys.validation.tooFewAnswers' };
  const unnamed = values.questions.findIndex((q) => !q.name.trim());
  if (unnamed >= 0) return { field: { kind: 'questionName', question: unnamed }, messageKey: 'surveys.validation.questionName' };
  const start = parseBerlinDateTime(values.start);
  if (!start) return { field: { kind: 'start' }, messageKey: 'surveys.validation.period' };
  const end = parseBerlinDateTime(values.end);
  if (!end) return { field: { kind: 'end' }, messageKey: 'surveys.validation.period' };
  if (end < start) return { field: { kind: 'end' }, messageKey: 'surveys.validation.endBeforeStart' };
  if (tenantRequired && values.tenant === null) return { field: { kind: 'tenant' }, messageKey: 'surveys.validation.tenant' };
  return null;
}

/**
 * The body of POST and PUT: answers as plain texts without the empty ones, questions in their order, the
 * boundary as JSON text (none without points). The tenant only on create (it cannot change later) and only
 * where it can be picked; otherwise the server takes the caller's own.
 */
export function surveyPayload(values: SurveyFormValues, { sendTenant }: { sendTenant: boolean }): SurveySave {
  return {
    name: values.name.trim(),
    startDate: parseBerlinDateTime(values.start),
    endDate: parseBerlinDateTime(values.end),
    showInDashboard: values.showInDashboard,
    ...(sendTenant && values.tenant ? { tenantId: values.tenant.id } : {}),
    boundaries: values.boundaries.length > 0 ? JSON.stringify(values.boundaries) : null,
    questions: values.questions.map((q, orderNum) => ({
      id: q.id,
      name: q.name.trim(),
      orderNum,
      multipleChoice: q.multipleChoice,
      required: q.required,
      answers: filledAnswers(q),
    })),
  };
}

/** A survey's period as the list shows it (Berlin time, yyyy.MM.dd HH:mm). */
export const periodOf = (survey: { startDate: string; endDate: string }) => ({
  start: berlinDateTime(survey.startDate),
  end: berlinDateTime(survey.endDate),
});
