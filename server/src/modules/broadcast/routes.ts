import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BroadcastListQuery, BroadcastRecord, BroadcastResult, BroadcastSend } from '@contracts/broadcast.js';
import { ErrorBody, Page } from '@contracts/common.js';
import { requireAuth, requireSuperAdmin } from '../../platform/access.js';
import { listBroadcasts, sendBroadcast, sendTestBroadcast } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody };

/** Broadcast to all correspondents: the super admin's only (everyone else 403). */
export const broadcastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const preHandler = requireSuperAdmin();

  app.post(
    '/api/tenant/broadcast/test',
    { preHandler, schema: { body: BroadcastSend, response: { 200: BroadcastResult, ...errors } } },
    async (request) => sendTestBroadcast(db, config, requireAuth(request).id, request.body),
  );

  app.post(
    '/api/tenant/broadcast',
    { preHandler, schema: { body: BroadcastSend, response: { 200: BroadcastResult, ...errors } } },
    async (request) => {
      const header = request.headers['idempotency-key'];
      return sendBroadcast(db, config, requireAuth(request).id, request.body, Array.isArray(header) ? header[0] : header);
    },
  );

  app.get(
    '/api/tenant/broadcast',
    { preHandler, schema: { querystring: BroadcastListQuery, response: { 200: Page(BroadcastRecord), ...errors } } },
    async (request) => listBroadcasts(db, request.query),
  );
};
