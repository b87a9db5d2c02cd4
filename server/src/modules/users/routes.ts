import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { ErrorBody, IdParams, MessageBody, Page, PageQuery, UserRef } from '@contracts/common.js';
import { IdList, TenantIdParams, User, UserListItem, UserListQuery, UserSave } from '@contracts/user.js';
import { hasRight, requireAuth, requireRight } from '../../platform/access.js';
import { forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { listUserRefs, listUsers } from './list.js';
import { assignToUser, createUser, deleteUser, sendPasswordReset, updateUser } from './manage.js';
import { loadAssignments, type AssignmentKind } from './assignments.js';
import { findUserInScope, loadUserDto } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Guard: the caller holds one of the rights or addresses their own account. */
const rightOrSelf =
  (...rights: string[]): preHandlerAsyncHookHandler =>
  async (request) => {
    const user = requireAuth(request);
    const { id } = request.params as IdParams;
    if (id !== user.id && !rights.some((right) => hasRight(user, right))) throw forbidden();
  };

const ASSIGNMENT_PATHS: Record<AssignmentKind, string> = {
  categories: '/api/user/:id/assigned-categories',
  tags: '/api/user/:id/assigned-tags',
};

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const viewUser = requireRight('VIEW_USER');
  const createRight = requireRight('CREATE_USER');

  const userDto = async (id: number) => {
    const user = await loadUserDto(db, id);
    if (!user) throw notFound();
    return user;
  };

  // The 60-second poll reads this; it is passive so that polling does not keep an idle session alive.
  app.get('/api/user/me', { config: { passive: true }, schema: { response: { 200: User } } }, async (request) => {
    const user = await loadUserDto(db, requireAuth(request).id);
    if (!user) throw unauthorized();
    return user;
  });

  app.get(
    '/api/user',
    { preHandler: viewUser, schema: { querystring: UserListQuery, response: { 200: Page(UserListItem), ...errors } } },
    async (request) => listUsers(db, requireAuth(request), request.query, false),
  );

  app.get(
    '/api/user/pending',
    { preHandler: createRight, schema: { querystring: UserListQuery, response: { 200: Page(UserListItem), ...errors } } },
    async (request) => listUsers(db, requireAuth(request), request.query, true),
  );

  // Assignee pickers: any logged-in user may list the released users of a tenant in scope.
  app.get(
    '/api/user/tenant/:tenantId',
    { schema: { params: TenantIdParams, querystring: PageQuery, response: { 200: Page(UserRef), ...errors } } },
    async (request) => listUserRefs(db, requireAuth(request), request.params.tenantId, request.query),
  );

  app.get(
    '/api/user/:id',
    { preHandler: rightOrSelf('VIEW_USER', 'CREATE_USER'), schema: { params: IdParams, response: { 200: User, ...errors } } },
    async (request) => {
      const user = await findUserInScope(db, requireAuth(request), request.params.id);
      return userDto(user.id);
    },
  );

  app.post(
    '/api/user',
    { preHandler: createRight, schema: { body: UserSave, response: { 201: User, ...errors } } },
    async (request, reply) => {
      const id = await createUser(db, requireAuth(request), request.body, config.publicUrl);
      return reply.status(201).send(await userDto(id));
    },
  );

  app.put('/api/user/:id', { schema: { params: IdParams, body: UserSave, response: { 200: User, ...errors } } }, async (request) => {
    await updateUser(db, requireAuth(request), request.params.id, request.body, config.publicUrl);
    return userDto(request.params.id);
  });

  app.delete(
    '/api/user/:id',
    { preHandler: createRight, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteUser(db, requireAuth(request), request.params.id) }),
  );

  app.put(
    '/api/user/:id/send-password-reset',
    { preHandler: createRight, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await sendPasswordReset(db, requireAuth(request), request.params.id, config.publicUrl) }),
  );

  for (const [kind, path] of Object.entries(ASSIGNMENT_PATHS) as [AssignmentKind, string][]) {
    app.get(
      path,
      { preHandler: requireRight('VIEW_USER', 'CREATE_USER'), schema: { params: IdParams, response: { 200: IdList, ...errors } } },
      async (request) => {
        const user = await findUserInScope(db, requireAuth(request), request.params.id);
        const assignments = await loadAssignments(db, user.id);
        return kind === 'categories' ? assignments.categories : assignments.tags;
      },
    );
    app.put(
      path,
      { preHandler: createRight, schema: { params: IdParams, body: IdList, response: { 200: IdList, ...errors } } },
      async (request) => assignToUser(db, requireAuth(request), request.params.id, kind, request.body),
    );
  }
};
