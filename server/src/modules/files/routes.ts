import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, MessageBody } from '@contracts/common.js';
import { FileAccessQuery, FileLink, FileNameParams, UploadedFile } from '@contracts/file.js';
import { requireAuth } from '../../platform/access.js';
import { requireKeyTenant, apiKeyOf } from '../../platform/api-key.js';
import { verifyFileAccess } from '../../platform/files.js';
import { SESSION_OR_API_KEY } from '../../platform/openapi.js';
import { multipartLimits, readUpload } from './multipart.js';
import { anonymousRateLimit } from '../../platform/rate-limits.js';
import { allowedDevice } from '../devices/index.js';
import { deleteUpload, fileForUser, fileLink, fileToServe, requestFileDisposal, storeUpload, thumbnailToServe } from './service.js';

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const storage = app.files;
  await app.register(multipart, { limits: multipartLimits(config) });

  // Staff upload with their session; the citizens' frames upload anonymously with an API key (a public image
  // that stays unattached until a report uses it and is removed after 24 hours otherwise).
  app.post(
    '/files/upload',
    {
      // the frames' photo, sent with the API key from the pages its tenant lists (platform/cors.ts)
      config: { public: true, cors: 'tenant-origins', rateLimit: anonymousRateLimit(config) },
      schema: {
        security: SESSION_OR_API_KEY,
        response: { 200: UploadedFile, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = request.auth;
      if (!user) {
        await requireKeyTenant(db, apiKeyOf(request), 'MAENGELMELDER');
        await allowedDevice(db, request.headers['x-device-id']);
      }
      const { data, internal } = await readUpload(request, config.uploadMaxMb);
      if (!user) return { name: await storeUpload(db, storage, data, false, { tenantId: null, uploadedBy: null }) };
      return { name: await storeUpload(db, storage, data, internal, { tenantId: user.tenantId, uploadedBy: user.id }) };
    },
  );

  for (const [path, internal] of [
    ['/files/upload/:name', false],
    ['/files/upload/internal/:name', true],
  ] as const) {
    app.delete(
      path,
      { schema: { params: FileNameParams, response: { 200: MessageBody, 404: ErrorBody, 409: ErrorBody } } },
      async (request) => {
        await deleteUpload(db, requestFileDisposal(request), requireAuth(request), request.params.name, internal);
        return { message: 'Die Datei wurde entfernt.' };
      },
    );
  }

  app.get('/files/link/:name', { schema: { params: FileNameParams, response: { 200: FileLink, 404: ErrorBody } } }, async (request) =>
    fileLink(config.jwtSecret, await fileForUser(db, requireAuth(request), request.params.name)),
  );

  // a thumbnail is served to whoever may load its image, with the image's signature for an internal one
  for (const [path, toServe] of [
    ['/files/images/:name', fileToServe],
    ['/files/:name', fileToServe],
    ['/files/thumbnails/:name', thumbnailToServe],
  ] as const) {
    app.get(
      path,
      { config: { public: true }, schema: { params: FileNameParams, querystring: FileAccessQuery } },
      async (request, reply) => {
        const { name } = request.params;
        const { expires, signature } = request.query;
        const file = await toServe(db, storage, name, {
          user: request.auth,
          signed: verifyFileAccess(config.jwtSecret, name, expires, signature),
        });
        return reply
          .type(file.mime)
          .header('Content-Length', file.size)
          .header('Cache-Control', file.internal ? 'private, max-age=600' : 'public, max-age=86400')
          .header('Content-Disposition', 'inline')
          .send(storage.open(file.name, file.variant));
      },
    );
  }
};
