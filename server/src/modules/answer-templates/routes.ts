import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { AnswerTemplate, AnswerTemplateListQuery, AnswerTemplateSave } from '@contracts/answer-template.js';
import { requireAuth, requireRight } from '../../platform/access.js';
import {
  createAnswerTemplate,
  deleteAnswerTemplate,
  getAnswerTemplate,
  listAnswerTemplates,
  READ_ANSWER_TEMPLATE_RIGHTS,
  updateAnswerTemplate,
} from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** /api/answer-template: the answer templates (Textbausteine) of the caller's tenants. */
export const answerTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const manage = requireRight('MANAGE_CATEGORIES');
  const read = requireRight(...READ_ANSWER_TEMPLATE_RIGHTS);

  app.get(
    '/api/answer-template',
    { preHandler: read, schema: { querystring: AnswerTemplateListQuery, response: { 200: Page(AnswerTemplate), ...errors } } },
    async (request) => listAnswerTemplates(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/answer-template/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: AnswerTemplate, ...errors } } },
    async (request) => getAnswerTemplate(db, requireAuth(request), request.params.id),
  );

  app.post(
    '/api/answer-template',
    { preHandler: manage, schema: { body: AnswerTemplateSave, response: { 201: AnswerTemplate, ...errors } } },
    async (request, reply) => reply.status(201).send(await createAnswerTemplate(db, requireAuth(request), request.body)),
  );

  app.put(
    '/api/answer-template/:id',
    { preHandler: manage, schema: { params: IdParams, body: AnswerTemplateSave, response: { 200: AnswerTemplate, ...errors } } },
    async (request) => updateAnswerTemplate(db, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/answer-template/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteAnswerTemplate(db, requireAuth(request), request.params.id) }),
  );
};
