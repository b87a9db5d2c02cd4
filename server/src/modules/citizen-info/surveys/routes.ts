import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import {
  CrossVotes,
  CrossVotesParams,
  DashboardSurvey,
  ParticipantAnswer,
  QuestionVotesParams,
  Survey,
  SurveyListItem,
  SurveyListQuery,
  SurveySave,
  VoteCounts,
} from '@contracts/survey.js';
import { requireAuth } from '../../../platform/access.js';
import { infoGuard } from '../categories/index.js';
import { crossVotes, dashboardSurveys, participantNotes, questionVotes } from './results.js';
import { createSurvey, updateSurvey } from './save.js';
import { deleteSurvey, getSurvey, listSurveys } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The staff calls of the surveys (module BUERGERINFO). */
export const surveyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const manage = infoGuard('BIS_CREATE_SURVEYS');
  // the information form picks a survey; evaluators open the results of one
  const read = infoGuard('BIS_CREATE_SURVEYS', 'BIS_MANAGE_INFORMATION', 'BIS_EVALUATE_SURVEYS');
  const evaluate = infoGuard('BIS_EVALUATE_SURVEYS');

  app.get(
    '/api/buergerinfo/survey',
    { preHandler: read, schema: { querystring: SurveyListQuery, response: { 200: Page(SurveyListItem), ...errors } } },
    async (request) => listSurveys(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/buergerinfo/survey/dashboard',
    { preHandler: evaluate, schema: { response: { 200: Type.Array(DashboardSurvey), ...errors } } },
    async (request) => dashboardSurveys(db, requireAuth(request)),
  );

  app.get(
    '/api/buergerinfo/survey/:id',
    { preHandler: read, schema: { params: IdParams, response: { 200: Survey, ...errors } } },
    async (request) => getSurvey(db, requireAuth(request), request.params.id),
  );

  for (const path of ['/api/buergerinfo/survey', '/api/buergerinfo/survey/']) {
    app.post(path, { preHandler: manage, schema: { body: SurveySave, response: { 201: Survey, ...errors } } }, async (request, reply) =>
      reply.status(201).send(await createSurvey(db, requireAuth(request), request.body)),
    );
  }

  app.put(
    '/api/buergerinfo/survey/:id',
    { preHandler: manage, schema: { params: IdParams, body: SurveySave, response: { 200: Survey, ...errors } } },
    async (request) => updateSurvey(db, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/buergerinfo/survey/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteSurvey(db, requireAuth(request), request.params.id) }),
  );

  app.get(
    '/api/buergerinfo/survey/:id/question/:qid/votes',
    { preHandler: evaluate, schema: { params: QuestionVotesParams, response: { 200: VoteCounts, ...errors } } },
    async (request) => questionVotes(db, requireAuth(request), request.params.id, request.params.qid),
  );

  app.get(
    '/api/buergerinfo/survey/:id/question1/:q1/question2/:q2/votes',
    { preHandler: evaluate, schema: { params: CrossVotesParams, response: { 200: CrossVotes, ...errors } } },
    async (request) => crossVotes(db, requireAuth(request), request.params.id, request.params.q1, request.params.q2),
  );

  app.get(
    '/api/buergerinfo/survey/:id/answers',
    { preHandler: evaluate, schema: { params: IdParams, response: { 200: Type.Array(ParticipantAnswer), ...errors } } },
    async (request) => participantNotes(db, requireAuth(request), request.params.id),
  );
};
