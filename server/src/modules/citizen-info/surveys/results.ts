import type { Kysely } from 'kysely';
import type { CrossVotes, DashboardSurvey, ParticipantAnswer, VoteCounts } from '@contracts/survey.js';
import type { Database } from '../../../db/schema.js';
import { whereInScope } from '../../../platform/tenant-scope.js';
import type { AuthUser } from '../../../platform/auth.js';
import { notFound } from '../../../platform/errors.js';
import { toTenantRef } from '../../tenants/index.js';
import { isRunning, participantCounts, questionsOf, surveyInScope, type StoredQuestion } from './service.js';

/** How many notes the results card shows at most (newest first). */
const NOTES_LIMIT = 1000;
/** How many surveys the dashboard tile shows at most (newest start first). */
const DASHBOARD_LIMIT = 10;

/** A question of a survey in the caller's scope, with its answer options (404 otherwise). */
async function questionOf(db: Kysely<Database>, actor: AuthUser, surveyId: number, questionId: number): Promise<StoredQuestion> {
  await surveyInScope(db, actor, surveyId);
  const question = (await questionsOf(db, [surveyId])).get(surveyId)!.find((q) => q.id === questionId);
  if (!question) throw notFound('Die Frage gehört nicht zu dieser Umfrage.');
  return question;
}

/** Votes per answer of some questions: question id -> answer id -> count, one aggregate query. */
async function answerCounts(db: Kysely<Database>, questionIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const result = new Map<number, Map<number, number>>(questionIds.map((id) => [id, new Map()]));
  if (questionIds.length === 0) return result;
  const rows = await db
    .selectFrom('surveyVote')
    .select((eb) => ['questionId', 'answerId', eb.fn.countAll().as('total')])
    .where('questionId', 'in', questionIds)
    .groupBy(['questionId', 'answerId'])
    .execute();
  for (const row of rows) result.get(row.questionId)!.set(row.answerId, Number(row.total));
  return result;
}

/** Every answer text of the question, in order, with its count (0 when nobody chose it). */
const countsByText = (question: StoredQuestion, counts: Map<number, number>): VoteCounts =>
  Object.fromEntries(question.answers.map((a) => [a.description, counts.get(a.id) ?? 0]));

/** GET /api/buergerinfo/survey/{id}/question/{qid}/votes. */
export async function questionVotes(db: Kysely<Database>, actor: AuthUser, surveyId: number, questionId: number): Promise<VoteCounts> {
  const question = await questionOf(db, actor, surveyId, questionId);
  return countsByText(question, (await answerCounts(db, [questionId])).get(questionId)!);
}

/**
 * GET /api/buergerinfo/survey/{id}/question1/{q1}/question2/{q2}/votes: for each answer of question 1, how
 * many of its voters chose each answer of question 2 (a self-join of the votes on the participation).
 */
export async function crossVotes(db: Kysely<Database>, actor: AuthUser, surveyId: number, q1: number, q2: number): Promise<CrossVotes> {
  const first = await questionOf(db, actor, surveyId, q1);
  const second = await questionOf(db, actor, surveyId, q2);
  const rows = await db
    .selectFrom('surveyVote as a')
    .innerJoin('surveyVote as b', 'b.participationId', 'a.participationId')
    .select((eb) => ['a.answerId as first', 'b.answerId as second', eb.fn.countAll().as('total')])
    .where('a.questionId', '=', q1)
    .where('b.questionId', '=', q2)
    .groupBy(['a.answerId', 'b.answerId'])
    .execute();
  const counts = new Map(rows.map((r) => [`${r.first}:${r.second}`, Number(r.total)]));
  return Object.fromEntries(
    first.answers.map((a) => [
      a.description,
      Object.fromEntries(second.answers.map((b) => [b.description, counts.get(`${a.id}:${b.id}`) ?? 0])),
    ]),
  );
}

/** GET /api/buergerinfo/survey/{id}/answers: the participants' notes, newest first. */
export async function participantNotes(db: Kysely<Database>, actor: AuthUser, surveyId: number): Promise<ParticipantAnswer[]> {
  await surveyInScope(db, actor, surveyId);
  const rows = await db
    .selectFrom('surveyParticipation')
    .select(['id', 'note', 'createdAt'])
    .where('surveyId', '=', surveyId)
    .where('note', 'is not', null)
    .orderBy('id', 'desc')
    .limit(NOTES_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, answer: r.note!, createdAt: r.createdAt }));
}

/** GET /api/buergerinfo/survey/dashboard: the surveys marked for the dashboard with all their votes. */
export async function dashboardSurveys(db: Kysely<Database>, actor: AuthUser): Promise<DashboardSurvey[]> {
  const surveys = await whereInScope(
    db.selectFrom('survey').innerJoin('tenant', 'tenant.id', 'survey.tenantId'),
    'survey.tenantId',
    await actor.scope(),
  )
    .select(['survey.id', 'survey.name', 'survey.startDate', 'survey.endDate', 'survey.tenantId', 'tenant.name as tenantName'])
    .where('survey.showInDashboard', '=', 1)
    .orderBy('survey.startDate', 'desc')
    .orderBy('survey.id', 'desc')
    .limit(DASHBOARD_LIMIT)
    .execute();
  const ids = surveys.map((s) => s.id);
  const [questions, participants] = await Promise.all([questionsOf(db, ids), participantCounts(db, ids)]);
  const counts = await answerCounts(
    db,
    [...questions.values()].flat().map((q) => q.id),
  );
  return surveys.map((s) => ({
    id: s.id,
    name: s.name,
    tenant: toTenantRef({ id: s.tenantId, name: s.tenantName }),
    startDate: s.startDate,
    endDate: s.endDate,
    running: isRunning(s),
    participantCount: participants.get(s.id) ?? 0,
    questions: questions.get(s.id)!.map((q) => ({
      id: q.id,
      name: q.name,
      answers: q.answers.map((a) => a.description),
      votes: countsByText(q, counts.get(q.id)!),
    })),
  }));
}
