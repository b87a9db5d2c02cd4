import type { Kysely } from 'kysely';
import { SURVEY_MESSAGES, type Survey, type SurveySave } from '@contracts/survey.js';
import type { Database } from '../../../db/schema.js';
import { fromBool, now } from '../../../db/values.js';
import type { AuthUser } from '../../../platform/auth.js';
import { badRequest, conflict } from '../../../platform/errors.js';
import { writableInfoTenant } from '../categories/index.js';
import { parseBoundaries } from '../../tenants/index.js';
import { getSurvey, questionsOf, surveyInScope, type StoredQuestion } from './service.js';

export const SURVEY_SAVE_MESSAGES = {
  questionNameEmpty: 'Bitte geben Sie für jede Frage einen Text ein.',
  periodMissing: 'Bitte geben Sie Beginn und Ende der Umfrage an.',
  endBeforeStart: 'Das Ende der Umfrage darf nicht vor dem Beginn liegen.',
  boundariesInvalid: 'Die Grenzen der Umfrage sind ungültig.',
  tenantFixed: 'Der Mandant einer Umfrage kann nicht geändert werden.',
};

interface QuestionForm {
  id: number | null;
  name: string;
  orderNum: number;
  multipleChoice: boolean;
  required: boolean;
  answers: string[];
}

interface SurveyForm {
  name: string;
  startDate: string;
  endDate: string;
  showInDashboard: boolean;
  boundaries: string | null;
  questions: QuestionForm[];
}

const isoOrNull = (value: string | null | undefined): string | null => {
  const time = value?.trim() ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

function boundariesToStore(json: string | null | undefined): string | null {
  if (!json?.trim()) return null;
  try {
    const points = parseBoundaries(json);
    return points.length > 0 ? JSON.stringify(points) : null;
  } catch {
    throw badRequest(SURVEY_SAVE_MESSAGES.boundariesInvalid, 'INVALID_BOUNDARIES');
  }
}

/**
 * The three checks of docs/product/citizen-information.md#survey-validation-rules in their order, then texts, period
 * and boundary.
 */
function validateSurvey(body: SurveySave): SurveyForm {
  const name = body.name?.trim();
  if (!name) throw badRequest(SURVEY_MESSAGES.nameEmpty, 'SURVEY_VALIDATION');
  const questions = (body.questions ?? []).map((question) => ({
    question,
    answers: [...new Set((question.answers ?? []).map((a) => a?.trim() ?? '').filter((a) => a !== ''))],
  }));
  if (questions.length === 0) throw badRequest(SURVEY_MESSAGES.noQuestion, 'SURVEY_VALIDATION');
  if (questions.some(({ answers }) => answers.length < 2)) throw badRequest(SURVEY_MESSAGES.tooFewAnswers, 'SURVEY_VALIDATION');
  if (questions.some(({ question: q }) => !q.name?.trim())) throw badRequest(SURVEY_SAVE_MESSAGES.questionNameEmpty, 'SURVEY_VALIDATION');
  const startDate = isoOrNull(body.startDate);
  const endDate = isoOrNull(body.endDate);
  if (!startDate || !endDate) throw badRequest(SURVEY_SAVE_MESSAGES.periodMissing, 'SURVEY_VALIDATION');
  if (endDate < startDate) throw badRequest(SURVEY_SAVE_MESSAGES.endBeforeStart, 'SURVEY_VALIDATION');
  return {
    name,
    startDate,
    endDate,
    showInDashboard: body.showInDashboard ?? true,
    boundaries: boundariesToStore(body.boundaries),
    questions: questions.map(({ question: q, answers }, i) => ({
      id: q.id ?? null,
      name: q.name!.trim(),
      orderNum: q.orderNum ?? i,
      multipleChoice: q.multipleChoice ?? false,
      required: q.required ?? true,
      answers,
    })),
  };
}

/** Answer options by text: kept texts keep their id (and votes), new texts are added, dropped ones removed. */
async function syncAnswers(db: Kysely<Database>, questionId: number, current: StoredQuestion['answers'], texts: string[]): Promise<void> {
  const idByText = new Map(current.map((a) => [a.description, a.id]));
  const dropped = current.filter((a) => !texts.includes(a.description)).map((a) => a.id);
  if (dropped.length > 0) await db.deleteFrom('surveyAnswer').where('id', 'in', dropped).execute();
  for (const [orderNum, description] of texts.entries()) {
    const id = idByText.get(description);
    if (id === undefined) await db.insertInto('surveyAnswer').values({ questionId, description, orderNum }).execute();
    else await db.updateTable('surveyAnswer').set({ orderNum }).where('id', '=', id).execute();
  }
}

/** Makes the survey's questions those of the form; questions left out go with their votes. */
async function syncQuestions(db: Kysely<Database>, surveyId: number, questions: QuestionForm[]): Promise<void> {
  const existing = (await questionsOf(db, [surveyId])).get(surveyId)!;
  const kept = new Set<number>();
  for (const q of questions) {
    const match = existing.find((e) => e.id === q.id && !kept.has(e.id));
    const values = { name: q.name, orderNum: q.orderNum, multipleChoice: fromBool(q.multipleChoice), required: fromBool(q.required) };
    if (match) {
      kept.add(match.id);
      await db.updateTable('surveyQuestion').set(values).where('id', '=', match.id).execute();
      await syncAnswers(db, match.id, match.answers, q.answers);
    } else {
      const row = await db
        .insertInto('surveyQuestion')
        .values({ ...values, surveyId })
        .returning('id')
        .executeTakeFirstOrThrow();
      kept.add(row.id);
      await syncAnswers(db, row.id, [], q.answers);
    }
  }
  const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  if (removed.length > 0) await db.deleteFrom('surveyQuestion').where('id', 'in', removed).execute();
}

const surveyValues = (form: SurveyForm) => ({
  name: form.name,
  startDate: form.startDate,
  endDate: form.endDate,
  showInDashboard: fromBool(form.showInDashboard),
  boundaries: form.boundaries,
});

/** POST /api/buergerinfo/survey/. */
export async function createSurvey(db: Kysely<Database>, actor: AuthUser, body: SurveySave): Promise<Survey> {
  const form = validateSurvey(body);
  const tenantId = await writableInfoTenant(db, actor, body.tenantId);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('survey')
      .values({ ...surveyValues(form), tenantId, createdAt: now(), createdBy: actor.id, editedAt: null, editedBy: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncQuestions(trx, row.id, form.questions);
    return row.id;
  });
  return getSurvey(db, actor, id);
}

/** PUT /api/buergerinfo/survey/{id}: the whole form; the tenant stays. */
export async function updateSurvey(db: Kysely<Database>, actor: AuthUser, id: number, body: SurveySave): Promise<Survey> {
  const current = await surveyInScope(db, actor, id);
  const form = validateSurvey(body);
  await writableInfoTenant(db, actor, current.tenantId);
  if (body.tenantId != null && body.tenantId !== current.tenantId) throw conflict(SURVEY_SAVE_MESSAGES.tenantFixed, 'TENANT_FIXED');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('survey')
      .set({ ...surveyValues(form), editedAt: now(), editedBy: actor.id })
      .where('id', '=', id)
      .execute();
    await syncQuestions(trx, id, form.questions);
  });
  return getSurvey(db, actor, id);
}
