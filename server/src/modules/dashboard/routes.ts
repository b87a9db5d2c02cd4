import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@contracts/common.js';
import { CasesDiagram, CasesDiagramQuery, SimpleStatistics, StatisticsQuery } from '@contracts/dashboard.js';
import { requireAuth, requireRight } from '../../platform/access.js';
import { casesDiagram, simpleStatistics, statisticsScope } from './service.js';
import { SettledFigures } from './settled-figures.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const dashboard = requireRight('VIEW_DASHBOARD');
  const figures = new SettledFigures();

  app.get(
    '/api/case/statistics/simple',
    { preHandler: dashboard, schema: { querystring: StatisticsQuery, response: { 200: SimpleStatistics, ...errors } } },
    async (request) => simpleStatistics(db, figures, await statisticsScope(db, requireAuth(request), request.query.tenant)),
  );

  app.get(
    '/api/case/statistics/casesdiagram',
    { preHandler: dashboard, schema: { querystring: CasesDiagramQuery, response: { 200: CasesDiagram, ...errors } } },
    async (request) =>
      casesDiagram(db, figures, await statisticsScope(db, requireAuth(request), request.query.tenant), request.query.interval ?? 'day'),
  );
};
