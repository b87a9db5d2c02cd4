import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODULES } from '@contracts/catalog.js';
import { AppInfo, StringList } from '@contracts/platform.js';
import { downloadsPage } from './downloads.js';

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/module', { schema: { response: { 200: StringList } } }, async () => [...MODULES]);

  app.get('/api/app', { config: { public: true }, schema: { response: { 200: AppInfo } } }, async () => ({
    buildNumber: app.config.buildNumber,
    // the build number only: a package or framework version would tell attackers which advisories apply
    version: app.config.buildNumber,
    mapTileUrl: app.config.mapTileUrl,
  }));

  // Opened in a new tab, where no bearer token travels: public, and only public material.
  app.get('/api/downloads/catalog', { config: { public: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(downloadsPage(app.config.publicUrl)),
  );
};
