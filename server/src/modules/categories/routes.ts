import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { Category, CategoryListQuery, CategorySave, SelectableCategoriesQuery } from '@contracts/category.js';
import { TenantIdParams } from '@contracts/user.js';
import { requireAuth, requireRight } from '../../platform/access.js';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  listTenantCategories,
  PICK_CATEGORY_RIGHTS,
  selectableCategories,
  updateCategory,
} from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const manage = requireRight('MANAGE_CATEGORIES');
  const pick = requireRight(...PICK_CATEGORY_RIGHTS);

  app.get(
    '/api/category',
    { preHandler: manage, schema: { querystring: CategoryListQuery, response: { 200: Page(Category), ...errors } } },
    async (request) => listCategories(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/category/selectable',
    { preHandler: pick, schema: { querystring: SelectableCategoriesQuery, response: { 200: Type.Array(Category), ...errors } } },
    async (request) => selectableCategories(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/category/tenant/:tenantId',
    { preHandler: pick, schema: { params: TenantIdParams, response: { 200: Type.Array(Category), ...errors } } },
    async (request) => listTenantCategories(db, requireAuth(request), request.params.tenantId),
  );

  app.get(
    '/api/category/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: Category, ...errors } } },
    async (request) => getCategory(db, requireAuth(request), request.params.id),
  );

  // the web client and its Pact contracts post to /api/category/ (trailing slash); both spellings are served
  // (docs/integrators.md#the-api-reference-openapi-31)
  for (const path of ['/api/category', '/api/category/']) {
    app.post(path, { preHandler: manage, schema: { body: CategorySave, response: { 201: Category, ...errors } } }, async (request, reply) =>
      reply.status(201).send(await createCategory(db, requireAuth(request), request.body)),
    );
  }

  app.put(
    '/api/category/:id',
    { preHandler: manage, schema: { params: IdParams, body: CategorySave, response: { 200: Category, ...errors } } },
    async (request) => updateCategory(db, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/category/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteCategory(db, requireAuth(request), request.params.id) }),
  );
};
