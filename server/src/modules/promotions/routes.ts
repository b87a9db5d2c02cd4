import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { Promotion, PROMOTION_MESSAGES, PromotionListQuery, PromotionSave, PromotionSaved } from '@contracts/promotion.js';
import { requireAuth, requireSuperAdmin } from '../../platform/access.js';
import { createPromotion, deletePromotion, getPromotion, listPromotions, updatePromotion } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Promotions: the super admin's only (everyone else 403). */
export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const preHandler = requireSuperAdmin();

  app.get(
    '/api/promotion',
    { preHandler, schema: { querystring: PromotionListQuery, response: { 200: Page(Promotion), ...errors } } },
    async (request) => listPromotions(db, request.query),
  );

  app.get('/api/promotion/:id', { preHandler, schema: { params: IdParams, response: { 200: Promotion, ...errors } } }, async (request) =>
    getPromotion(db, request.params.id),
  );

  // the web client and its Pact contracts post to /api/promotion/ (trailing slash); both spellings are served
  // (docs/integrators.md#the-api-reference-openapi-31)
  for (const path of ['/api/promotion', '/api/promotion/']) {
    app.post(path, { preHandler, schema: { body: PromotionSave, response: { 201: PromotionSaved, ...errors } } }, async (request, reply) =>
      reply.status(201).send({
        message: PROMOTION_MESSAGES.saved,
        promotion: await createPromotion(db, requireAuth(request).id, request.body),
      }),
    );
  }

  app.put(
    '/api/promotion/:id',
    { preHandler, schema: { params: IdParams, body: PromotionSave, response: { 200: PromotionSaved, ...errors } } },
    async (request) => ({
      message: PROMOTION_MESSAGES.updated,
      promotion: await updatePromotion(db, requireAuth(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/promotion/:id',
    { preHandler, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => {
      await deletePromotion(db, request.params.id);
      return { message: PROMOTION_MESSAGES.deleted };
    },
  );
};
