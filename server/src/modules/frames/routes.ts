import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@contracts/common.js';
import {
  ApiKeyParams,
  ApiKeyQuery,
  CaseMap,
  CaseStatus,
  CoordinateCategories,
  CoordinateParams,
  NearbyCases,
  NearbyQuery,
  PublicCaseCreate,
  PublicCaseCreated,
  PublicTenant,
  RatingBody,
  StatusTokenParams,
} from '@contracts/public.js';
import { apiKeyTenant, requireApiKey, requireKeyTenant } from '../../platform/api-key.js';
import { sendEncoded } from '../../platform/encoded-answer.js';
import { anonymousRateLimit } from '../../platform/rate-limits.js';
import { caseLinks, caseStatus, rateCase, withdrawCase } from '../cases/index.js';
import { anonymousOnly } from './caller.js';
import { caseMapAnswer } from './map.js';
import { nearbyCases } from './nearby.js';
import { publicTenant } from './tenant.js';
import { createPublicReport } from './report.js';
import { categoriesAt } from './routing.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
/** the status link of a case whose reporter data is removed answers 410 (docs/decisions/reporter-data-retention.md) */
const statusErrors = { ...errors, 410: ErrorBody };

/**
 * The citizen side (docs/product/frames-and-open311.md#the-api-key): what the public frames and other public clients
 * call, authorised by the tenant's API key, and the reporter's status page, authorised by the private token of the
 * status link.
 */
export const frameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const links = caseLinks(config);
  const limited = { public: true, rateLimit: anonymousRateLimit(config) };
  // reads from any page; writes from the pages the key's tenant lists (platform/cors.ts)
  const keyed = { config: { public: true, cors: 'any-origin' }, preValidation: requireApiKey(db) } as const;

  app.get(
    '/api/tenant/apikey/:apiKey',
    { config: { public: true, cors: 'any-origin' }, schema: { params: ApiKeyParams, response: { 200: PublicTenant, ...errors } } },
    async (request) => publicTenant(await requireKeyTenant(db, request.params.apiKey, 'MAENGELMELDER')),
  );

  app.get(
    '/api/case/map',
    // serialised and compressed once per built answer (map.ts), never per request
    { ...keyed, compress: false, schema: { querystring: ApiKeyQuery, response: { 200: CaseMap, 304: Type.Null(), ...errors } } },
    async (request, reply) => sendEncoded(request, reply, await caseMapAnswer(db, apiKeyTenant(request)), 'no-cache'),
  );

  app.get(
    '/api/category/coordinates/:lng/:lat',
    { ...keyed, schema: { params: CoordinateParams, querystring: ApiKeyQuery, response: { 200: CoordinateCategories, ...errors } } },
    async (request) => categoriesAt(db, request.params.lng, request.params.lat),
  );

  app.get(
    '/api/case/nearby',
    { ...keyed, schema: { querystring: NearbyQuery, response: { 200: NearbyCases, ...errors } } },
    async (request) => nearbyCases(db, request.query.latitude, request.query.longitude),
  );

  // The same call as the staff's POST /api/case (cases module), chosen when the request carries no session.
  app.post(
    '/api/case',
    {
      constraints: anonymousOnly(app),
      config: { ...limited, cors: 'tenant-origins' },
      preValidation: requireApiKey(db),
      schema: { querystring: ApiKeyQuery, body: PublicCaseCreate, response: { 201: PublicCaseCreated, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createPublicReport(db, request.body, request.headers['x-device-id'], links)),
  );

  app.get(
    '/api/public/case-status/:token',
    { config: { ...limited, cors: 'any-origin' }, schema: { params: StatusTokenParams, response: { 200: CaseStatus, ...statusErrors } } },
    async (request) => caseStatus(db, request.params.token),
  );

  app.post(
    '/api/public/case-status/:token/rating',
    {
      config: { ...limited, cors: 'tenant-origins' },
      schema: { params: StatusTokenParams, body: RatingBody, response: { 200: CaseStatus, ...statusErrors } },
    },
    async (request) => rateCase(db, request.params.token, request.body),
  );

  app.post(
    '/api/public/case-status/:token/withdraw',
    {
      config: { ...limited, cors: 'tenant-origins' },
      schema: { params: StatusTokenParams, response: { 200: CaseStatus, ...statusErrors } },
    },
    async (request) => withdrawCase(db, request.params.token, links),
  );
};
