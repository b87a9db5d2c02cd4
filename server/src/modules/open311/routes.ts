import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Discovery,
  FormatParams,
  JurisdictionQuery,
  Open311Errors,
  RequestCreate,
  RequestCreated,
  RequestParams,
  RequestsQuery,
  ServiceDefinition,
  ServiceParams,
  ServiceRequests,
  Services,
} from '@contracts/open311.js';
import { anonymousRateLimit } from '../../platform/rate-limits.js';
import { caseLinks } from '../cases/index.js';
import { configuredGeocoder } from '../geocode/index.js';
import { open311Error, open311ErrorHandler, sendFormatted, type XmlShape } from './format.js';
import { listJurisdictions, publicJurisdictionId, resolveJurisdiction } from './jurisdictions.js';
import { createRequest, getRequest, listRequests } from './requests.js';
import { listServices, serviceDefinition } from './services.js';

/** When this API's shape last changed (the discovery's changeset). */
const CHANGESET = '2026-04-12T00:00:00Z';

const errors = { 400: Open311Errors, 403: Open311Errors, 404: Open311Errors, 429: Open311Errors };
const SERVICE_REQUESTS: XmlShape = { root: 'service_requests', item: 'request' };
// in XML the lists nest as GeoReport v2's examples show: <endpoints><endpoint>, <formats><format>,
// <attributes><attribute>, <values><value>; the jurisdictions likewise as <jurisdictions><jurisdiction>
const DISCOVERY: XmlShape = {
  root: 'discovery',
  xml: (data) => {
    const discovery = data as Discovery;
    return {
      ...discovery,
      endpoints: { endpoint: discovery.endpoints.map((e) => ({ ...e, formats: { format: e.formats } })) },
      jurisdictions: { jurisdiction: discovery.jurisdictions },
    };
  },
};
const SERVICE_DEFINITION: XmlShape = {
  root: 'service_definition',
  xml: (data) => {
    const definition = data as ServiceDefinition;
    return { ...definition, attributes: { attribute: definition.attributes.map((a) => ({ ...a, values: { value: a.values } })) } };
  },
};

/** Open311 GeoReport v2, registered under /open311/v2; everything public, POST with the tenant's API key. */
export const open311Routes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const links = caseLinks(config);
  const geocode = configuredGeocoder(config, (error) => app.log.warn({ err: error }, 'geocoder request failed'));
  app.setErrorHandler(open311ErrorHandler);
  app.setNotFoundHandler(() => {
    throw open311Error(404, 'Diese Adresse gibt es in der Open311-Schnittstelle nicht.');
  });
  // reads from any page; requests from the pages the key's tenant lists (platform/cors.ts)
  const open = { config: { public: true, cors: 'any-origin' } } as const;

  app.get(
    '/discovery.:format',
    { ...open, schema: { params: FormatParams, response: { 200: Discovery, ...errors } } },
    async (request, reply) =>
      sendFormatted(reply, request.params.format, DISCOVERY, {
        changeset: CHANGESET,
        contact: `Fragen zur Schnittstelle: ${config.mailFrom}`,
        key_service: 'Den api_key erzeugt die Gemeinde in der Mandantenverwaltung des Bürgerportals (Modul API-Zugriff).',
        endpoints: [
          {
            specification: 'http://wiki.open311.org/GeoReport_v2',
            url: `${config.publicUrl}/open311/v2`,
            changeset: CHANGESET,
            type: 'production',
            formats: ['application/json', 'text/xml'],
          },
        ],
        jurisdictions: (await listJurisdictions(db)).map((j) => ({ jurisdiction_id: publicJurisdictionId(j), name: j.name })),
      }),
  );

  app.get(
    '/services.:format',
    { ...open, schema: { params: FormatParams, querystring: JurisdictionQuery, response: { 200: Services, ...errors } } },
    async (request, reply) =>
      sendFormatted(
        reply,
        request.params.format,
        { root: 'services', item: 'service' },
        await listServices(db, await resolveJurisdiction(db, request.query.jurisdiction_id)),
      ),
  );

  app.get(
    '/services/:service_code.:format',
    { ...open, schema: { params: ServiceParams, querystring: JurisdictionQuery, response: { 200: ServiceDefinition, ...errors } } },
    async (request, reply) => {
      const jurisdiction = await resolveJurisdiction(db, request.query.jurisdiction_id);
      return sendFormatted(
        reply,
        request.params.format,
        SERVICE_DEFINITION,
        await serviceDefinition(db, jurisdiction, request.params.service_code),
      );
    },
  );

  app.get(
    '/requests.:format',
    { ...open, schema: { params: FormatParams, querystring: RequestsQuery, response: { 200: ServiceRequests, ...errors } } },
    async (request, reply) => sendFormatted(reply, request.params.format, SERVICE_REQUESTS, await listRequests(db, request.query)),
  );

  app.post(
    '/requests.:format',
    {
      config: { public: true, cors: 'tenant-origins', rateLimit: anonymousRateLimit(config) },
      schema: { params: FormatParams, body: RequestCreate, response: { 200: RequestCreated, ...errors } },
    },
    async (request, reply) =>
      sendFormatted(reply, request.params.format, SERVICE_REQUESTS, await createRequest(db, links, geocode, request.body)),
  );

  app.get(
    '/requests/:service_request_id.:format',
    { ...open, schema: { params: RequestParams, querystring: JurisdictionQuery, response: { 200: ServiceRequests, ...errors } } },
    async (request, reply) =>
      sendFormatted(
        reply,
        request.params.format,
        SERVICE_REQUESTS,
        await getRequest(db, request.params.service_request_id, request.query.jurisdiction_id),
      ),
  );
};
