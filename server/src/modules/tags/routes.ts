import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { CategoryListQuery, SelectableTagsQuery, Tag, TagSave } from '@contracts/category.js';
import { requireAuth, requireRight } from '../../platform/access.js';
import { PICK_CATEGORY_RIGHTS } from '../categories/index.js';
import { createTag, deleteTag, getTag, listTags, selectableTags, updateTag } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const manage = requireRight('MANAGE_CATEGORIES');

  app.get(
    '/api/tag',
    { preHandler: manage, schema: { querystring: CategoryListQuery, response: { 200: Page(Tag), ...errors } } },
    async (request) => listTags(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/tag/selectable',
    {
      preHandler: requireRight(...PICK_CATEGORY_RIGHTS),
      schema: { querystring: SelectableTagsQuery, response: { 200: Type.Array(Tag), ...errors } },
    },
    async (request) => selectableTags(db, requireAuth(request), request.query),
  );

  app.get('/api/tag/:id', { preHandler: manage, schema: { params: IdParams, response: { 200: Tag, ...errors } } }, async (request) =>
    getTag(db, requireAuth(request), request.params.id),
  );

  // the web client and its Pact contracts post to /api/tag/ (trailing slash); both spellings are served
  // (docs/integrators.md#the-api-reference-openapi-31)
  for (const path of ['/api/tag', '/api/tag/']) {
    app.post(path, { preHandler: manage, schema: { body: TagSave, response: { 201: Tag, ...errors } } }, async (request, reply) =>
      reply.status(201).send(await createTag(db, requireAuth(request), request.body)),
    );
  }

  app.put(
    '/api/tag/:id',
    { preHandler: manage, schema: { params: IdParams, body: TagSave, response: { 200: Tag, ...errors } } },
    async (request) => updateTag(db, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tag/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteTag(db, requireAuth(request), request.params.id) }),
  );
};
