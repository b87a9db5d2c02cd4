import type { Kysely } from 'kysely';
import type { PageOf } from '@contracts/common.js';
import type { Survey, SurveyListItem, SurveyListQuery, SurveyQuestion } from '@contracts/survey.js';
import type { Database } from '../../../db/schema.js';
import { toBool } from '../../../db/values.js';
import { germanOrder } from '../../../db/german-order.js';
import { readableOrNotFound, whereInScopeAndTenant } from '../../../platform/access.js';
import type { AuthUser } from '../../../platform/auth.js';
import { conflict } from '../../../platform/errors.js';
import { containsAny, paginate, type SortSpec } from '../../../platform/paging.js';
import { boundaryPolygon, toTenantRef } from '../../tenants/index.js';
import type { RowOf } from '../../../db/kysely.js';

export const SURVEY_TEXTS = {
  inUse: 'Die Umfrage kann nicht gelöscht werden, weil sie in einer Bürgerinformation verwendet wird.',
  deleted: (name: string) => `Die Umfrage "${name}" wurde gelöscht.`,
};

const listSort: SortSpec = {
  columns: {
    id: 'survey.id',
    name: germanOrder('survey.name'),
    startDate: 'survey.startDate',
    endDate: 'survey.endDate',
    'tenant.name': germanOrder('tenant.name'),
  },
  fallback: { column: 'survey.id', order: 'ASC' },
};

const joined = (db: Kysely<Database>) => db.selectFrom('survey').innerJoin('tenant', 'tenant.id', 'survey.tenantId');
type Joined = ReturnType<typeof joined>;

const selectColumns = (qb: Joined) =>
  qb.select([
    'survey.id',
    'survey.name',
    'survey.startDate',
    'survey.endDate',
    'survey.showInDashboard',
    'survey.tenantId',
    'tenant.name as tenantName',
    'survey.boundaries',
    'survey.createdAt',
    'survey.editedAt',
  ]);
type SurveyRow = RowOf<typeof selectColumns>;

/** Whether now lies within the survey's period. */
export const isRunning = (survey: { startDate: string; endDate: string }, at = new Date().toISOString()) =>
  survey.startDate <= at && at <= survey.endDate;

/** Participants per survey, one grouped query. */
export async function participantCounts(db: Kysely<Database>, surveyIds: readonly number[]): Promise<Map<number, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('surveyParticipation')
    .select((eb) => ['surveyId', eb.fn.countAll().as('total')])
    .where('surveyId', 'in', surveyIds)
    .groupBy('surveyId')
    .execute();
  return new Map(rows.map((r) => [r.surveyId, Number(r.total)]));
}

function toListItem(row: SurveyRow, participants: Map<number, number>): SurveyListItem {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    showInDashboard: toBool(row.showInDashboard),
    tenantId: row.tenantId,
    tenant: toTenantRef({ id: row.tenantId, name: row.tenantName }),
    running: isRunning(row),
    participantCount: participants.get(row.id) ?? 0,
  };
}

export interface StoredQuestion {
  id: number;
  name: string;
  orderNum: number;
  multipleChoice: boolean;
  required: boolean;
  answers: { id: number; description: string }[];
}

/** The questions of surveys with their answer options, in order: two queries however many there are. */
export async function questionsOf(db: Kysely<Database>, surveyIds: readonly number[]): Promise<Map<number, StoredQuestion[]>> {
  const result = new Map<number, StoredQuestion[]>(surveyIds.map((id) => [id, []]));
  if (surveyIds.length === 0) return result;
  const questions = await db
    .selectFrom('surveyQuestion')
    .selectAll()
    .where('surveyId', 'in', surveyIds)
    .orderBy('surveyId')
    .orderBy('orderNum')
    .orderBy('id')
    .execute();
  const answers =
    questions.length === 0
      ? []
      : await db
          .selectFrom('surveyAnswer')
          .select(['id', 'questionId', 'description'])
          .where(
            'questionId',
            'in',
            questions.map((q) => q.id),
          )
          .orderBy('questionId')
          .orderBy('orderNum')
          .orderBy('id')
          .execute();
  const byQuestion = new Map<number, StoredQuestion>();
  for (const q of questions) {
    const question = {
      id: q.id,
      name: q.name,
      orderNum: q.orderNum,
      multipleChoice: toBool(q.multipleChoice),
      required: toBool(q.required),
      answers: [],
    };
    byQuestion.set(q.id, question);
    result.get(q.surveyId)!.push(question);
  }
  for (const a of answers) byQuestion.get(a.questionId)!.answers.push({ id: a.id, description: a.description });
  return result;
}

const toQuestionDto = (q: StoredQuestion): SurveyQuestion => ({
  id: q.id,
  name: q.name,
  orderNum: q.orderNum,
  multipleChoice: q.multipleChoice,
  required: q.required,
  answers: q.answers.map((a) => a.description),
});

/** GET /api/buergerinfo/survey: the surveys of the caller's scope (or of one tenant in it), paged. */
export async function listSurveys(db: Kysely<Database>, actor: AuthUser, query: SurveyListQuery): Promise<PageOf<SurveyListItem>> {
  let base = await whereInScopeAndTenant(joined(db), 'survey.tenantId', actor, query.tenant);
  if (query.search?.trim()) base = base.where(containsAny(['survey.name'], query.search));
  const page = await paginate(base, query, listSort, 'survey.id', selectColumns);
  const participants = await participantCounts(
    db,
    page.content.map((s) => s.id),
  );
  return { ...page, content: page.content.map((row) => toListItem(row, participants)) };
}

/** A survey's id, tenant, name and period, or undefined (for the information items and the votes). */
export async function findSurvey(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('survey')
    .select(['id', 'tenantId', 'name', 'startDate', 'endDate', 'boundaries'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A survey of the caller's scope (404 otherwise). */
export async function surveyInScope(db: Kysely<Database>, actor: AuthUser, id: number) {
  return readableOrNotFound(actor, await findSurvey(db, id));
}

/** GET /api/buergerinfo/survey/{id}. */
export async function getSurvey(db: Kysely<Database>, actor: AuthUser, id: number): Promise<Survey> {
  const row = await readableOrNotFound(actor, await selectColumns(joined(db)).where('survey.id', '=', id).executeTakeFirst());
  const [participants, questions] = await Promise.all([participantCounts(db, [id]), questionsOf(db, [id])]);
  return {
    ...toListItem(row, participants),
    boundaries: row.boundaries,
    boundariesArray: boundaryPolygon(row.boundaries),
    questions: questions.get(id)!.map(toQuestionDto),
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  };
}

/** Whether an information item uses the survey; read here so the item module depends on surveys, not the reverse. */
async function surveyInUse(db: Kysely<Database>, surveyId: number): Promise<boolean> {
  const row = await db.selectFrom('citizenInfo').select('id').where('surveyId', '=', surveyId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** DELETE /api/buergerinfo/survey/{id}: 409 while an information item shows it; the votes go with it. */
export async function deleteSurvey(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const survey = await surveyInScope(db, actor, id);
  await db.transaction().execute(async (trx) => {
    if (await surveyInUse(trx, id)) throw conflict(SURVEY_TEXTS.inUse, 'SURVEY_IN_USE');
    await trx.deleteFrom('survey').where('id', '=', id).execute();
  });
  return SURVEY_TEXTS.deleted(survey.name);
}
