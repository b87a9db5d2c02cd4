import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RIGHTS } from '@contracts/catalog.js';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import { StringList } from '@contracts/platform.js';
import { Role, RoleCreate, RoleRename, RoleRightParams, RoleVariableRightParams, VariableRight } from '@contracts/role.js';
import { TenantIdParams } from '@contracts/user.js';
import { requireAuth, requireRight } from '../../platform/access.js';
import {
  addRole,
  deleteRole,
  listRoles,
  listRolesOfTenant,
  listVariableRights,
  renameRole,
  toggleRight,
  toggleVariableRight,
} from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const manage = requireRight('MANAGE_ROLES');
  // The user form picks a role of the selected tenant, so CREATE_USER may read the roles too.
  const read = requireRight('MANAGE_ROLES', 'CREATE_USER');

  app.get('/api/role/rights', { schema: { response: { 200: StringList } } }, async () => [...RIGHTS]);

  app.get('/api/role', { preHandler: read, schema: { response: { 200: Type.Array(Role), ...errors } } }, async (request) =>
    listRoles(db, requireAuth(request).tenantId),
  );

  app.get(
    '/api/role/tenant/:tenantId',
    { preHandler: read, schema: { params: TenantIdParams, response: { 200: Page(Role), ...errors } } },
    async (request) => listRolesOfTenant(db, requireAuth(request), request.params.tenantId),
  );

  app.get(
    '/api/role/variableRights/:tenantId',
    { preHandler: manage, schema: { params: TenantIdParams, response: { 200: Page(VariableRight), ...errors } } },
    async (request) => listVariableRights(db, requireAuth(request), request.params.tenantId),
  );

  app.post('/api/role', { preHandler: manage, schema: { body: RoleCreate, response: { 201: Role, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await addRole(db, requireAuth(request), request.body)),
  );

  app.put(
    '/api/role/:id',
    { preHandler: manage, schema: { params: IdParams, body: RoleRename, response: { 200: Role, ...errors } } },
    async (request) => renameRole(db, requireAuth(request), request.params.id, request.body.name),
  );

  app.delete(
    '/api/role/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteRole(db, requireAuth(request), request.params.id) }),
  );

  app.put(
    '/api/role/:id/right/:right',
    { preHandler: manage, schema: { params: RoleRightParams, response: { 200: Role, ...errors } } },
    async (request) => toggleRight(db, requireAuth(request), request.params.id, request.params.right),
  );

  app.put(
    '/api/role/:id/variable-right/:variableRightId',
    { preHandler: manage, schema: { params: RoleVariableRightParams, response: { 200: Role, ...errors } } },
    async (request) => toggleVariableRight(db, requireAuth(request), request.params.id, request.params.variableRightId),
  );
};
