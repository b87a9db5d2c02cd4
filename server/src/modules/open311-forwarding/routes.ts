import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, MessageBody } from '@contracts/common.js';
import {
  CaseForwardingAnswer,
  ForwardingEndpoint,
  ForwardingEndpointParams,
  ForwardingEndpointSave,
  ForwardingService,
  ForwardingServicesQuery,
} from '@contracts/forwarding.js';
import { Type } from 'typebox';
import { assertReadable, requireAuth, requireModule, requireRight } from '../../platform/access.js';
import { whenCasesCreated } from '../cases/index.js';
import { caseForwarding, retryForwarding } from './case-forwarding.js';
import type { ForwardingContext } from './context.js';
import { createEndpoint, listEndpoints, removeEndpoint, updateEndpoint } from './endpoints.js';
import { queueForwarding } from './queue.js';
import { endpointServices } from './services.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

/** Who sets the forwarding up: whoever edits the tenant's settings, for the tenant itself or its customers. */
const EDIT_RIGHTS = ['EDIT_OWN_TENANT', 'EDIT_CUSTOMERS'];

/** The forwarding over Open311: its set-up per tenant, and each case's forwarding in the case file. */
export const open311ForwardingRoutes: FastifyPluginAsyncTypebox<{ context: ForwardingContext }> = async (app, { context }) => {
  const { db } = context;
  whenCasesCreated(queueForwarding);
  const editTenant = requireRight(...EDIT_RIGHTS);
  const viewCases = [requireModule('MAENGELMELDER'), requireRight('VIEW_CASES')];

  app.get(
    '/api/tenant/:id/forwarding',
    { preHandler: editTenant, schema: { params: IdParams, response: { 200: Type.Array(ForwardingEndpoint), ...errors } } },
    async (request) => {
      await assertReadable(requireAuth(request), request.params.id);
      return listEndpoints(db, request.params.id);
    },
  );

  app.post(
    '/api/tenant/:id/forwarding',
    {
      preHandler: editTenant,
      schema: { params: IdParams, body: ForwardingEndpointSave, response: { 201: ForwardingEndpoint, ...errors } },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      await assertReadable(user, request.params.id);
      return reply.status(201).send(await createEndpoint(db, context.box, user, request.params.id, request.body));
    },
  );

  app.put(
    '/api/tenant/:id/forwarding/:endpointId',
    {
      preHandler: editTenant,
      schema: { params: ForwardingEndpointParams, body: ForwardingEndpointSave, response: { 200: ForwardingEndpoint, ...errors } },
    },
    async (request) => {
      const user = requireAuth(request);
      await assertReadable(user, request.params.id);
      return updateEndpoint(db, context.box, user, request.params.id, request.params.endpointId, request.body);
    },
  );

  app.delete(
    '/api/tenant/:id/forwarding/:endpointId',
    { preHandler: editTenant, schema: { params: ForwardingEndpointParams, response: { 200: MessageBody, ...errors } } },
    async (request) => {
      await assertReadable(requireAuth(request), request.params.id);
      return { message: await removeEndpoint(db, request.params.id, request.params.endpointId) };
    },
  );

  app.post(
    '/api/tenant/:id/forwarding/services',
    {
      preHandler: editTenant,
      schema: { params: IdParams, body: ForwardingServicesQuery, response: { 200: Type.Array(ForwardingService), ...errors } },
    },
    async (request) => {
      await assertReadable(requireAuth(request), request.params.id);
      return endpointServices(context, request.params.id, request.body);
    },
  );

  app.get(
    '/api/case/:id/forwarding',
    { preHandler: viewCases, schema: { params: IdParams, response: { 200: CaseForwardingAnswer, ...errors } } },
    async (request) => ({ forwarding: await caseForwarding(db, requireAuth(request), request.params.id) }),
  );

  app.post(
    '/api/case/:id/forwarding/retry',
    { preHandler: viewCases, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await retryForwarding(db, requireAuth(request), request.params.id) }),
  );
};
