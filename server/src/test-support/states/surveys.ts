import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';

const surveyNamed = async (db: Db, tenant: number, name: string) =>
  (await db.selectFrom('survey').select('id').where('tenantId', '=', tenant).where('name', '=', name).orderBy('id').executeTakeFirst())
    ?.id ?? null;

/** The survey's id and the ids of its first two questions (by order), for the paths of the results calls. */
async function surveyIds(db: Db, surveyId: number) {
  const questions = await db
    .selectFrom('surveyQuestion')
    .select('id')
    .where('surveyId', '=', surveyId)
    .orderBy('orderNum')
    .orderBy('id')
    .execute();
  const [first, second] = questions;
  if (!first || !second) throw new Error(`survey ${surveyId} needs two questions for the survey pacts`);
  return { surveyId, firstQuestionId: first.id, secondQuestionId: second.id };
}

/** Two questions with two answers each: what the contract's update and delete change. */
const CONTRACT_QUESTIONS = [
  { name: 'Gefällt Ihnen der Entwurf?', answers: ['Ja', 'Nein'] },
  { name: 'Wie alt sind Sie?', answers: ['unter 40', '40 und älter'] },
];

async function insertContractSurvey(db: Db, tenant: number, name: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const survey = await trx
      .insertInto('survey')
      .values({
        tenantId: tenant,
        name,
        startDate: '2026-07-01T06:00:00.000Z',
        endDate: '2026-08-31T18:00:00.000Z',
        showInDashboard: 0,
        boundaries: null,
        createdAt: now(),
        createdBy: null,
        editedAt: null,
        editedBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [orderNum, question] of CONTRACT_QUESTIONS.entries()) {
      const row = await trx
        .insertInto('surveyQuestion')
        .values({ surveyId: survey.id, name: question.name, orderNum, multipleChoice: 0, required: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('surveyAnswer')
        .values(question.answers.map((description, index) => ({ questionId: row.id, description, orderNum: index })))
        .execute();
    }
    return survey.id;
  });
}

/**
 * States of the survey screens (/surveys, the survey form with its results, the dashboard's survey tile).
 * Demo surveys (with their generated votes and notes) are only looked up; the surveys that updates and
 * deletes change are made here and found again when an earlier interaction left them.
 */
export function surveyStates(db: Db): StateHandlers {
  return {
    /** a demo survey with votes and notes, marked for the dashboard */
    'a survey with votes exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const surveyId = await surveyNamed(db, await tenantId(db, tenant), name);
      if (surveyId === null) throw new Error(`provider state needs survey ${name} of ${tenant}, which the demo data no longer has`);
      const votes = await db
        .selectFrom('surveyParticipation')
        .select('id')
        .where('surveyId', '=', surveyId)
        .where('note', 'is not', null)
        .limit(1)
        .execute();
      if (votes.length === 0) throw new Error(`demo survey ${name} has no participants with notes`);
      return surveyIds(db, surveyId);
    },

    /** a survey of the tenant with two questions, made when missing (never a demo survey) */
    'a survey made for the contract exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const tenantKey = await tenantId(db, tenant);
      const surveyId = (await surveyNamed(db, tenantKey, name)) ?? (await insertContractSurvey(db, tenantKey, name));
      return surveyIds(db, surveyId);
    },
  };
}
