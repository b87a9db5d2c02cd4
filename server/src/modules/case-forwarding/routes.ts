import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody } from '@contracts/common.js';
import { ForwardRequest, Reachability, ReachableQuery, UnreachableSendRequest, UnreachableSendResult } from '@contracts/case-report.js';
import { requireAuth, requireSuperAdmin } from '../../platform/access.js';
import { caseReachability, forwardCase, sendUnreachableCases } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const caseForwardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const superAdmin = requireSuperAdmin();

  app.get(
    '/api/case/reachable',
    { preHandler: superAdmin, schema: { querystring: ReachableQuery, response: { 200: Reachability, ...errors } } },
    async (request) => caseReachability(db, requireAuth(request), request.query.caseId),
  );

  app.post(
    '/api/case/toAdmin/:id',
    { preHandler: superAdmin, schema: { params: IdParams, body: ForwardRequest, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await forwardCase(db, requireAuth(request), request.params.id, request.body, config.publicUrl) }),
  );

  app.post(
    '/api/tenant/unreachable/send',
    { preHandler: superAdmin, schema: { body: UnreachableSendRequest, response: { 200: UnreachableSendResult, ...errors } } },
    async (request) => sendUnreachableCases(db, requireAuth(request), request.body, config.publicUrl),
  );
};
