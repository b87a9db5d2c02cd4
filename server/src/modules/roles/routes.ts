import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RIGHTS } from '@contracts/catalog.js';
import { StringList } from '@contracts/platform.js';

export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/role/rights', { schema: { response: { 200: StringList } } }, async () => [...RIGHTS]);
};
