import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { anonymousRateLimit } from '../../platform/rate-limits.js';
import { ErrorBody } from '@contracts/common.js';
import { GeocodeQuery, GeocodeResults } from '@contracts/geocode.js';
import { configuredGeocoder } from './service.js';

export const geocodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const geocode = configuredGeocoder(config, (error) => app.log.warn({ err: error }, 'geocoder request failed'));

  app.get(
    '/api/geocode',
    {
      config: {
        // public for the citizens' frames; anonymous callers are limited per IP, logged-in staff are not
        public: true,
        rateLimit: anonymousRateLimit(config),
      },
      schema: { querystring: GeocodeQuery, response: { 200: GeocodeResults, 400: ErrorBody, 429: ErrorBody, 502: ErrorBody } },
    },
    async (request) => geocode(request.query.q, request.query.limit ?? 5),
  );
};
