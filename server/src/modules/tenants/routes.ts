import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody, Page, PageQuery, TenantRef } from '@contracts/common.js';
import { ApiKeyBody, Tenant, TenantListItem, TenantSave } from '@contracts/tenant.js';
import type { Db } from '../../db/kysely.js';
import { assertReadable, hasRight, requireAuth, requireRight, requireSuperAdmin } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { requestFileDisposal } from '../files/index.js';
import { createTenant, updateTenant } from './save.js';
import { generateApiKey, listTenantRefs, listTenants, loadTenantDto, removeApiKey } from './service.js';

/**
 * Who reaches the tenant screens: the tenant list, the pickers and the edit form (docs/product/tenants.md#screens,
 * docs/product/tenants.md#rights-that-guard-this-area).
 */
const TENANT_RIGHTS = ['TENANT_INDEPENDENCE', 'EDIT_OWN_TENANT', 'EDIT_CUSTOMERS'];

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

async function tenantFor(db: Db, user: AuthUser, id: number): Promise<Tenant> {
  const tenant = await loadTenantDto(db, id, { showApiKey: hasRight(user, 'MANAGE_API_KEY') });
  if (!tenant) throw notFound();
  return tenant;
}

export const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/api/tenant/all',
    { config: { public: true }, schema: { querystring: PageQuery, response: { 200: Page(TenantRef) } } },
    async (request) => listTenantRefs(app.db, request.query),
  );

  app.get(
    '/api/tenant',
    { preHandler: requireRight(...TENANT_RIGHTS), schema: { querystring: PageQuery, response: { 200: Page(TenantListItem), ...errors } } },
    async (request) => listTenants(db, await requireAuth(request).scope(), request.query),
  );

  app.get(
    '/api/tenant/:id',
    { preHandler: requireRight(...TENANT_RIGHTS), schema: { params: IdParams, response: { 200: Tenant, ...errors } } },
    async (request) => {
      const user = requireAuth(request);
      await assertReadable(user, request.params.id);
      return tenantFor(db, user, request.params.id);
    },
  );

  app.post(
    '/api/tenant',
    { preHandler: requireSuperAdmin(), schema: { body: TenantSave, response: { 200: Tenant, ...errors } } },
    async (request) => tenantFor(db, requireAuth(request), await createTenant(db, request.body)),
  );

  app.put(
    '/api/tenant/:id',
    { preHandler: requireRight(...TENANT_RIGHTS), schema: { params: IdParams, body: TenantSave, response: { 200: Tenant, ...errors } } },
    async (request) => {
      const user = requireAuth(request);
      await assertReadable(user, request.params.id);
      await updateTenant(db, requestFileDisposal(request), request.params.id, request.body, user.superAdmin);
      return tenantFor(db, user, request.params.id);
    },
  );

  app.patch(
    '/api/tenant/:id/generate-api-key',
    { preHandler: requireRight('MANAGE_API_KEY'), schema: { params: IdParams, response: { 200: ApiKeyBody, ...errors } } },
    async (request) => {
      await assertReadable(requireAuth(request), request.params.id);
      return { apiKey: await generateApiKey(db, request.params.id) };
    },
  );

  app.delete(
    '/api/tenant/:id/api-key',
    { preHandler: requireRight('MANAGE_API_KEY'), schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => {
      await assertReadable(requireAuth(request), request.params.id);
      await removeApiKey(db, request.params.id);
      return { message: 'Der API-Schlüssel wurde entfernt. Er kann nicht wieder aktiviert werden.' };
    },
  );
};
