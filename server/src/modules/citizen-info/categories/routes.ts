import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { InfoCategory, InfoCategoryListQuery, InfoCategorySave, VariableRightCheckParams } from '@contracts/bis-category.js';
import type { BasicRight } from '@contracts/catalog.js';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { TenantIdParams } from '@contracts/user.js';
import { requireAuth } from '../../../platform/access.js';
import { infoGuard } from './guard.js';
import {
  createInfoCategory,
  deleteInfoCategory,
  getInfoCategory,
  holdsCategoryRight,
  listInfoCategories,
  listTenantInfoCategories,
  updateInfoCategory,
} from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const fullBasicRight = (value: string): BasicRight => (value.startsWith('BASIC_RIGHT_') ? value : `BASIC_RIGHT_${value}`) as BasicRight;

export const infoCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const manage = infoGuard('BIS_MANAGE_CATEGORIES');
  // the information form picks the categories of its tenant
  const pick = infoGuard('BIS_MANAGE_CATEGORIES', 'BIS_MANAGE_INFORMATION');

  app.get(
    '/api/buergerinfo/category',
    { preHandler: manage, schema: { querystring: InfoCategoryListQuery, response: { 200: Page(InfoCategory), ...errors } } },
    async (request) => listInfoCategories(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/buergerinfo/category/tenant/:tenantId',
    { preHandler: pick, schema: { params: TenantIdParams, response: { 200: Type.Array(InfoCategory), ...errors } } },
    async (request) => listTenantInfoCategories(db, requireAuth(request), request.params.tenantId),
  );

  app.get(
    '/api/buergerinfo/category/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: InfoCategory, ...errors } } },
    async (request) => getInfoCategory(db, requireAuth(request), request.params.id),
  );

  // the web client and its Pact contracts post to .../category/ (trailing slash); both spellings are served
  // (docs/integrators.md#the-api-reference-openapi-31)
  for (const path of ['/api/buergerinfo/category', '/api/buergerinfo/category/']) {
    app.post(
      path,
      { preHandler: manage, schema: { body: InfoCategorySave, response: { 201: InfoCategory, ...errors } } },
      async (request, reply) => reply.status(201).send(await createInfoCategory(db, requireAuth(request), request.body)),
    );
  }

  app.put(
    '/api/buergerinfo/category/:id',
    { preHandler: manage, schema: { params: IdParams, body: InfoCategorySave, response: { 200: InfoCategory, ...errors } } },
    async (request) => updateInfoCategory(db, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/buergerinfo/category/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteInfoCategory(db, requireAuth(request), request.params.id) }),
  );

  app.get(
    '/api/role/variable-right/:basicRight/biscategory/:categoryId',
    {
      preHandler: infoGuard('BIS_MANAGE_INFORMATION'),
      schema: { params: VariableRightCheckParams, response: { 200: Type.Boolean(), ...errors } },
    },
    async (request) => holdsCategoryRight(db, requireAuth(request), fullBasicRight(request.params.basicRight), request.params.categoryId),
  );
};
