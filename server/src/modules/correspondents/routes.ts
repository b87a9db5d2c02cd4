import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { Correspondent, CorrespondentListQuery, CorrespondentSave } from '@contracts/correspondent.js';
import { requireSuperAdmin } from '../../platform/access.js';
import {
  CORRESPONDENT_VALIDATION,
  createCorrespondent,
  deleteCorrespondent,
  getCorrespondent,
  listCorrespondents,
  updateCorrespondent,
} from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Correspondents (Kontaktverwaltung): the super admin's only (everyone else 403). */
export const correspondentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const preHandler = requireSuperAdmin();

  app.get(
    '/api/correspondent',
    { preHandler, schema: { querystring: CorrespondentListQuery, response: { 200: Page(Correspondent), ...errors } } },
    async (request) => listCorrespondents(db, request.query),
  );

  app.get(
    '/api/correspondent/:id',
    { preHandler, schema: { params: IdParams, response: { 200: Correspondent, ...errors } } },
    async (request) => getCorrespondent(db, request.params.id),
  );

  for (const path of ['/api/correspondent', '/api/correspondent/']) {
    app.post(
      path,
      { preHandler, schema: { body: CorrespondentSave, response: { 201: Correspondent, ...errors } } },
      async (request, reply) => reply.status(201).send(await createCorrespondent(db, request.body)),
    );
  }

  app.put(
    '/api/correspondent/:id',
    { preHandler, schema: { params: IdParams, body: CorrespondentSave, response: { 200: Correspondent, ...errors } } },
    async (request) => updateCorrespondent(db, request.params.id, request.body),
  );

  app.delete(
    '/api/correspondent/:id',
    { preHandler, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => {
      await deleteCorrespondent(db, request.params.id);
      return { message: CORRESPONDENT_VALIDATION.deleted };
    },
  );
};
