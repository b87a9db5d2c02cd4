import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody } from '@contracts/common.js';
import { ApiKeyQuery } from '@contracts/public.js';
import { PublicSurvey, VoteBody } from '@contracts/survey.js';
import { apiKeyOf, requireKeyTenant } from '../../../platform/api-key.js';
import { anonymousRateLimit } from '../../../platform/rate-limits.js';
import { allowedDevice } from '../../devices/index.js';
import { castVote, publicSurvey } from './votes.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Citizens read a survey and vote through the municipal app (API key of the tenant, device id). */
export const publicSurveyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/public/survey/:id',
    {
      config: { public: true, cors: 'any-origin' },
      schema: { params: IdParams, querystring: ApiKeyQuery, response: { 200: PublicSurvey, ...errors } },
    },
    async (request) => publicSurvey(db, (await requireKeyTenant(db, apiKeyOf(request), 'BUERGERINFO')).id, request.params.id),
  );

  app.post(
    '/api/public/survey/:id/vote',
    {
      config: { public: true, cors: 'tenant-origins', rateLimit: anonymousRateLimit(config) },
      schema: { params: IdParams, querystring: ApiKeyQuery, body: VoteBody, response: { 201: MessageBody, ...errors } },
    },
    async (request, reply) => {
      const tenant = await requireKeyTenant(db, apiKeyOf(request), 'BUERGERINFO');
      const deviceId = await allowedDevice(db, request.headers['x-device-id']);
      return reply.status(201).send({ message: await castVote(db, tenant.id, request.params.id, deviceId, request.body) });
    },
  );
};
