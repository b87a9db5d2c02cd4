import { Type, type Static } from 'typebox';
import { Id, Nullable, PageQueryProps, TenantRef } from './common.js';
import { GeoPoint } from './tenant.js';

/**
 * Surveys of the citizen information. Every staff call needs module BUERGERINFO on the caller's tenant
 * (403 MODULE_MISSING). Writes need BIS_CREATE_SURVEYS; the list and a single survey also answer
 * BIS_MANAGE_INFORMATION (the survey picker of the information form) and BIS_EVALUATE_SURVEYS; the results
 * (votes, cross votes, participants' notes, dashboard) need BIS_EVALUATE_SURVEYS. Ids outside the caller's
 * scope answer 404.
 */

/**
 * Sort keys of the survey list; without a sort the list is by id ascending
 * (docs/product/citizen-information.md#surveys).
 */
export const SURVEY_SORTS = ['id', 'name', 'startDate', 'endDate', 'tenant.name'] as const;

/**
 * The survey messages of docs/product/citizen-information.md#survey-validation-rules, in the order they are checked.
 */
export const SURVEY_MESSAGES = {
  nameEmpty: 'Der Name der Umfrage darf nicht leer sein.',
  noQuestion: 'Sie müssen mindestens 1 Frage anbieten.',
  tooFewAnswers: 'Sie müssen mindestens 2 Antwortmöglichkeiten anbieten.',
} as const;

/** A question as the form edits it: answers are plain texts (empty ones are dropped on save). */
export const SurveyQuestion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  orderNum: Type.Integer(),
  multipleChoice: Type.Boolean(),
  required: Type.Boolean(),
  answers: Type.Array(Type.String()),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

const listProps = {
  id: Type.Integer(),
  name: Type.String(),
  /** ISO 8601 */
  startDate: Type.String(),
  endDate: Type.String(),
  showInDashboard: Type.Boolean(),
  tenantId: Type.Integer(),
  tenant: TenantRef,
  /** now lies within start and end */
  running: Type.Boolean(),
  /** devices that took part */
  participantCount: Type.Integer(),
};

/** A row of GET /api/buergerinfo/survey. */
export const SurveyListItem = Type.Object(listProps);
export type SurveyListItem = Static<typeof SurveyListItem>;

/** GET /api/buergerinfo/survey/{id} and the answer of POST and PUT. */
export const Survey = Type.Object({
  ...listProps,
  /** JSON text of [{ latitude, longitude }] as sent, or null */
  boundaries: Nullable(Type.String()),
  boundariesArray: Type.Array(GeoPoint),
  /** by orderNum */
  questions: Type.Array(SurveyQuestion),
  createdAt: Type.String(),
  editedAt: Nullable(Type.String()),
});
export type Survey = Static<typeof Survey>;

/** GET /api/buergerinfo/survey: paging (search over the name) plus an optional tenant filter. */
export const SurveyListQuery = Type.Object({ ...PageQueryProps, tenant: Type.Optional(Id) });
export type SurveyListQuery = Static<typeof SurveyListQuery>;

/**
 * A question of POST/PUT. With the `id` of one of the survey's questions it updates that question (its votes
 * stay with answers whose text is kept); without it a new question is added; questions left out are removed
 * with their votes. `orderNum` defaults to the position in the list.
 */
export const SurveyQuestionSave = Type.Object({
  id: Type.Optional(Nullable(Id)),
  name: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  orderNum: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000 }))),
  multipleChoice: Type.Optional(Type.Boolean()),
  required: Type.Optional(Type.Boolean()),
  answers: Type.Optional(Type.Array(Nullable(Type.String({ maxLength: 500 })), { maxItems: 100 })),
});
export type SurveyQuestionSave = Static<typeof SurveyQuestionSave>;

/**
 * POST /api/buergerinfo/survey/ and PUT /api/buergerinfo/survey/{id}. Checks in order: SURVEY_MESSAGES
 * (answers counted after empty and repeated ones are dropped), then 'Bitte geben Sie für jede Frage einen
 * Text ein.', 'Bitte geben Sie Beginn und Ende der Umfrage an.', 'Das Ende der Umfrage darf nicht vor dem
 * Beginn liegen.', 'Die Grenzen der Umfrage sind ungültig.' (all 400). `tenantId` defaults to the caller's
 * tenant (403 outside scope or without BUERGERINFO); the tenant of a saved survey cannot change (409).
 * showInDashboard defaults to true, multipleChoice to false, required to true.
 */
export const SurveySave = Type.Object({
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  startDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  endDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  showInDashboard: Type.Optional(Type.Boolean()),
  tenantId: Type.Optional(Nullable(Id)),
  /** JSON text of [{ latitude, longitude }]; no minimum of points */
  boundaries: Type.Optional(Nullable(Type.String({ maxLength: 500_000 }))),
  questions: Type.Optional(Type.Array(SurveyQuestionSave, { maxItems: 100 })),
});
export type SurveySave = Static<typeof SurveySave>;

export const QuestionVotesParams = Type.Object({ id: Id, qid: Id });
export type QuestionVotesParams = Static<typeof QuestionVotesParams>;

export const CrossVotesParams = Type.Object({
  id: Id,
  q1: Id,
  q2: Id,
});
export type CrossVotesParams = Static<typeof CrossVotesParams>;

/** Votes of one question: answer text -> number of participants who chose it (every answer, in order). */
export const VoteCounts = Type.Record(Type.String(), Type.Integer());
export type VoteCounts = Static<typeof VoteCounts>;

/** Cross votes: answer of question 1 -> (answer of question 2 -> participants who chose both). */
export const CrossVotes = Type.Record(Type.String(), VoteCounts);
export type CrossVotes = Static<typeof CrossVotes>;

/** GET /api/buergerinfo/survey/{id}/answers: the participants' free-text notes, newest first. */
export const ParticipantAnswer = Type.Object({ id: Type.Integer(), answer: Type.String(), createdAt: Type.String() });
export type ParticipantAnswer = Static<typeof ParticipantAnswer>;

/**
 * GET /api/buergerinfo/survey/dashboard: the surveys marked "Ergebnis im Dashboard anzeigen" of the caller's
 * scope, newest start first, at most 10, each with the votes of every question.
 */
export const DashboardSurvey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tenant: TenantRef,
  startDate: Type.String(),
  endDate: Type.String(),
  running: Type.Boolean(),
  participantCount: Type.Integer(),
  /**
   * `answers` lists the answer texts in their order: the votes are keyed by answer text, and JavaScript objects
   * put integer-like keys ("1", "2", ...) first, so the map alone cannot tell the order.
   */
  questions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), answers: Type.Array(Type.String()), votes: VoteCounts })),
});
export type DashboardSurvey = Static<typeof DashboardSurvey>;

/** GET /api/public/survey/{id}?apiKey=: a survey of the key's tenant as the app shows it. */
export const PublicSurvey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  running: Type.Boolean(),
  boundariesArray: Type.Array(GeoPoint),
  questions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      orderNum: Type.Integer(),
      multipleChoice: Type.Boolean(),
      required: Type.Boolean(),
      answers: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
    }),
  ),
});
export type PublicSurvey = Static<typeof PublicSurvey>;

/** How long a free-text note of a participant may be. */
export const VOTE_NOTE_MAX = 2000;

/**
 * POST /api/public/survey/{id}/vote?apiKey= with the device id in X-Device-Id (missing: 400
 * DEVICE_ID_MISSING): one participation per device and survey (409 ALREADY_VOTED), only while the survey
 * runs (409 SURVEY_NOT_STARTED / SURVEY_ENDED). Every required question answered (400 ANSWER_REQUIRED),
 * one answer for a single-choice question (400 SINGLE_CHOICE), answers of the question only (400
 * ANSWER_UNKNOWN). Answers 201 with { message }.
 */
export const VoteBody = Type.Object({
  answers: Type.Array(
    Type.Object({
      questionId: Id,
      answerIds: Type.Array(Id, { maxItems: 100 }),
    }),
    { maxItems: 100 },
  ),
  note: Type.Optional(Nullable(Type.String({ maxLength: VOTE_NOTE_MAX }))),
});
export type VoteBody = Static<typeof VoteBody>;
