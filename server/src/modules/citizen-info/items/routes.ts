import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, MessageBody, Page } from '@contracts/common.js';
import {
  INFO_TYPES,
  Info,
  InfoListItem,
  InfoListQuery,
  InfoQr,
  InfoSave,
  InfoSaved,
  InfoStatusParams,
  InfoTypeSchema,
} from '@contracts/info.js';
import { requireAuth } from '../../../platform/access.js';
import { infoGuard } from '../categories/index.js';
import { requestFileDisposal } from '../../files/index.js';
import { createInfo, deleteInfo, unpublishInfo, updateInfo } from './save.js';
import { getInfo, infoPageUrl, listInfos } from './service.js';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const InfoTypes = Type.Array(InfoTypeSchema);

/** The staff calls of the citizen information items (module BUERGERINFO, right BIS_MANAGE_INFORMATION). */
export const infoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const manage = infoGuard('BIS_MANAGE_INFORMATION');

  // the list screen names the second path; both answer the same
  for (const path of ['/api/buergerinfo/types', '/api/buergerinfo/info/types']) {
    app.get(path, { preHandler: manage, schema: { response: { 200: InfoTypes, ...errors } } }, async () => [...INFO_TYPES]);
  }

  app.get(
    '/api/buergerinfo/info',
    { preHandler: manage, schema: { querystring: InfoListQuery, response: { 200: Page(InfoListItem), ...errors } } },
    async (request) => listInfos(db, requireAuth(request), request.query),
  );

  app.get(
    '/api/buergerinfo/info/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: Info, ...errors } } },
    async (request) => getInfo(db, requireAuth(request), config.publicUrl, request.params.id),
  );

  for (const path of ['/api/buergerinfo/info', '/api/buergerinfo/info/']) {
    app.post(path, { preHandler: manage, schema: { body: InfoSave, response: { 201: InfoSaved, ...errors } } }, async (request, reply) =>
      reply.status(201).send(await createInfo(db, requestFileDisposal(request), requireAuth(request), config.publicUrl, request.body)),
    );
  }

  app.put(
    '/api/buergerinfo/info/:id',
    { preHandler: manage, schema: { params: IdParams, body: InfoSave, response: { 200: InfoSaved, ...errors } } },
    async (request) =>
      updateInfo(db, requestFileDisposal(request), requireAuth(request), config.publicUrl, request.params.id, request.body),
  );

  app.delete(
    '/api/buergerinfo/info/:id',
    { preHandler: manage, schema: { params: IdParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await deleteInfo(db, requestFileDisposal(request), requireAuth(request), request.params.id) }),
  );

  app.patch(
    '/api/buergerinfo/info/:id/status/:status',
    { preHandler: manage, schema: { params: InfoStatusParams, response: { 200: MessageBody, ...errors } } },
    async (request) => ({ message: await unpublishInfo(db, requireAuth(request), request.params.id) }),
  );

  app.get(
    '/api/buergerinfo/info/:id/generate-qr',
    { preHandler: manage, schema: { params: IdParams, response: { 200: InfoQr, ...errors } } },
    async (request) => {
      const info = await getInfo(db, requireAuth(request), config.publicUrl, request.params.id);
      return { link: `/api/public/buergerinfo/${info.id}/qr.png`, target: infoPageUrl(config.publicUrl, info.id) };
    },
  );
};
