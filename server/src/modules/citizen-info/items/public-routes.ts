import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, idFromText, Page } from '@contracts/common.js';
import { PublicInfo, PublicInfoQuery } from '@contracts/info.js';
import { ApiKeyQuery } from '@contracts/public.js';
import { apiKeyOf, requireKeyTenant } from '../../../platform/api-key.js';
import { findTenant } from '../../tenants/index.js';
import { renderInfoPage, renderMissingPage } from './page.js';
import { findPublishedInfo, getPublicInfo, listPublicInfos } from './public.js';
import { qrPng } from './qr.js';
import { infoPageUrl } from './service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The citizens' side of the information: published items for the municipal app and the web (API key), the
 * public page of an item and the QR code that points to it (no key: a printed code must keep working).
 */
export const publicInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/public/buergerinfo',
    {
      config: { public: true, cors: 'any-origin' },
      schema: { querystring: PublicInfoQuery, response: { 200: Page(PublicInfo), ...errors } },
    },
    async (request) => {
      const tenant = await requireKeyTenant(db, apiKeyOf(request), 'BUERGERINFO');
      return listPublicInfos(db, tenant.id, config.publicUrl, request.query);
    },
  );

  app.get(
    '/api/public/buergerinfo/:id',
    {
      config: { public: true, cors: 'any-origin' },
      schema: { params: IdParams, querystring: ApiKeyQuery, response: { 200: PublicInfo, ...errors } },
    },
    async (request) => {
      const tenant = await requireKeyTenant(db, apiKeyOf(request), 'BUERGERINFO');
      return getPublicInfo(db, tenant.id, config.publicUrl, request.params.id);
    },
  );

  // The code only encodes the page address, so it is drawn for any id without looking the item up.
  app.get(
    '/api/public/buergerinfo/:id/qr.png',
    { config: { public: true, cors: 'any-origin' }, schema: { params: IdParams } },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send(await qrPng(infoPageUrl(config.publicUrl, request.params.id))),
  );

  // An explicit route wins over the web bundle's GET /* fallback; /info/ is no route of the back office.
  app.get(
    '/info/:id',
    { config: { public: true }, schema: { params: Type.Object({ id: Type.String({ maxLength: 20 }) }) } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      const id = idFromText(request.params.id);
      const row = id === null ? undefined : await findPublishedInfo(db, id);
      if (!row) return reply.status(404).send(renderMissingPage());
      const tenant = await findTenant(db, row.tenantId);
      return reply.send(renderInfoPage(row, tenant?.name ?? '', config.publicUrl));
    },
  );
};
