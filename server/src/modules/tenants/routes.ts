import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page, PageQuery, TenantRef } from '@contracts/common.js';
import { listTenantRefs } from './service.js';

export const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tenant/all',
    { config: { public: true }, schema: { querystring: PageQuery, response: { 200: Page(TenantRef) } } },
    async (request) => listTenantRefs(app.db, request.query),
  );
};
