import type { Kysely } from 'kysely';
import type { PublicSurvey, VoteBody } from '@contracts/survey.js';
import type { Database } from '../../../db/schema.js';
import { now } from '../../../db/values.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';
import { boundaryPolygon } from '../../tenants/index.js';
import { findSurvey, isRunning, questionsOf, type StoredQuestion } from './service.js';

export const VOTE_MESSAGES = {
  deviceMissing: 'Die Gerätekennung fehlt.',
  notStarted: 'Die Umfrage hat noch nicht begonnen.',
  ended: 'Die Umfrage ist bereits beendet.',
  alreadyVoted: 'Mit diesem Gerät wurde an dieser Umfrage bereits teilgenommen.',
  questionTwice: 'Jede Frage kann nur einmal beantwortet werden.',
  answerUnknown: 'Eine Antwort gehört nicht zu ihrer Frage.',
  required: (name: string) => `Bitte beantworten Sie die Pflichtfrage „${name}“.`,
  singleChoice: (name: string) => `Bei der Frage „${name}“ ist nur eine Antwort möglich.`,
  thanks: 'Vielen Dank für Ihre Teilnahme.',
};

/** A survey of the key's tenant (404 for another tenant's). */
async function tenantSurvey(db: Kysely<Database>, tenantId: number, id: number) {
  const survey = await findSurvey(db, id);
  if (!survey || survey.tenantId !== tenantId) throw notFound('Die Umfrage wurde nicht gefunden.');
  return survey;
}

/** GET /api/public/survey/{id}?apiKey=: the survey as the app shows it. */
export async function publicSurvey(db: Kysely<Database>, tenantId: number, id: number): Promise<PublicSurvey> {
  const survey = await tenantSurvey(db, tenantId, id);
  const questions = (await questionsOf(db, [id])).get(id)!;
  return {
    id: survey.id,
    name: survey.name,
    startDate: survey.startDate,
    endDate: survey.endDate,
    running: isRunning(survey),
    boundariesArray: boundaryPolygon(survey.boundaries),
    questions: questions.map((q) => ({ ...q, answers: q.answers.map((a) => ({ id: a.id, text: a.description })) })),
  };
}

/** The chosen answers as vote rows, after the rules of the questions (required, single choice, own answers). */
function votesOf(questions: StoredQuestion[], body: VoteBody): { questionId: number; answerId: number }[] {
  const chosen = new Map<number, Set<number>>();
  for (const entry of body.answers) {
    if (chosen.has(entry.questionId)) throw badRequest(VOTE_MESSAGES.questionTwice, 'QUESTION_TWICE');
    chosen.set(entry.questionId, new Set(entry.answerIds));
  }
  for (const questionId of chosen.keys()) {
    if (!questions.some((q) => q.id === questionId)) throw badRequest(VOTE_MESSAGES.answerUnknown, 'ANSWER_UNKNOWN');
  }
  return questions.flatMap((question) => {
    const answerIds = [...(chosen.get(question.id) ?? [])];
    if (answerIds.some((id) => !question.answers.some((a) => a.id === id))) throw badRequest(VOTE_MESSAGES.answerUnknown, 'ANSWER_UNKNOWN');
    if (question.required && answerIds.length === 0) throw badRequest(VOTE_MESSAGES.required(question.name), 'ANSWER_REQUIRED');
    if (!question.multipleChoice && answerIds.length > 1) throw badRequest(VOTE_MESSAGES.singleChoice(question.name), 'SINGLE_CHOICE');
    return answerIds.map((answerId) => ({ questionId: question.id, answerId }));
  });
}

/**
 * POST /api/public/survey/{id}/vote?apiKey=: one participation per device, only while the survey runs.
 * The unique (survey, device) index settles two concurrent votes of one device: the second inserts nothing.
 */
export async function castVote(
  db: Kysely<Database>,
  tenantId: number,
  surveyId: number,
  deviceId: string | null,
  body: VoteBody,
): Promise<string> {
  if (!deviceId) throw badRequest(VOTE_MESSAGES.deviceMissing, 'DEVICE_ID_MISSING');
  const survey = await tenantSurvey(db, tenantId, surveyId);
  const at = now();
  if (at < survey.startDate) throw conflict(VOTE_MESSAGES.notStarted, 'SURVEY_NOT_STARTED');
  if (at > survey.endDate) throw conflict(VOTE_MESSAGES.ended, 'SURVEY_ENDED');
  const votes = votesOf((await questionsOf(db, [surveyId])).get(surveyId)!, body);
  const note = body.note?.trim() || null;
  await db.transaction().execute(async (trx) => {
    const participation = await trx
      .insertInto('surveyParticipation')
      .values({ surveyId, deviceId, note, createdAt: at })
      .onConflict((oc) => oc.columns(['surveyId', 'deviceId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!participation) throw conflict(VOTE_MESSAGES.alreadyVoted, 'ALREADY_VOTED');
    if (votes.length > 0)
      await trx
        .insertInto('surveyVote')
        .values(votes.map((v) => ({ ...v, participationId: participation.id })))
        .execute();
  });
  return VOTE_MESSAGES.thanks;
}
