import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ErrorBody } from '@contracts/common.js';
import { STATUS_MESSAGES } from './errors.js';
import { withComponentNames } from './openapi-components.js';
import { ACCESSIBLE_DOCS_THEME } from './openapi-theme.js';
import { finishDocument } from './openapi-document.js';
import { REFERENCE_EXAMPLES } from '../../../contracts/examples/reference.js';
import packageJson from '../../../package.json' with { type: 'json' };

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** why the route is left out of the API reference; every other route is in it (openapi.test.ts) */
    notInReference?: string;
  }
}

type Security = Record<string, string[]>[];

const SESSION: Security = [{ bearer: [] }];
const API_KEY: Security = [{ apiKeyQuery: [] }, { apiKeyHeader: [] }];
/** For a route that takes a staff session or, without one, the tenant's API key (a route schema's `security`). */
export const SESSION_OR_API_KEY: Security = [...SESSION, ...API_KEY];

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Die Sitzung von Mitarbeitenden: POST /api/authorization/token antwortet den Token im Kopf `Authorization` ' +
      '(„Bearer …“); jede Anfrage sendet ihn so zurück.',
  },
  apiKeyQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'apiKey',
    description:
      'Der API-Schlüssel des Mandanten (Modul API-Zugriff) für die öffentlichen Aufrufe der Bürger-Frames und Apps. ' +
      'Ein nicht leerer Parameter `apiKey` hat Vorrang vor dem Kopf `X-Api-Key`.',
  },
  apiKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'Derselbe API-Schlüssel im Kopf `X-Api-Key`; er gilt, wenn der Parameter `apiKey` fehlt oder leer ist.',
  },
} as const;

const DESCRIPTION = [
  'Die Schnittstelle des Bürgerportals: der Backoffice-Client der Kommunen (angemeldete Mitarbeitende), die',
  'öffentlichen Bürger-Frames und Apps (API-Schlüssel des Mandanten), die Statusseite der Meldenden (privater Link)',
  'und Open311 (GeoReport v2) unter `/open311/v2`.',
  '',
  'Fehler antworten mit `{ "message": "…", "code": "…" }`: `message` ist eine deutsche Meldung für die Nutzerin,',
  '`code` eine feste Kennung für Programme. Open311 antwortet Fehler im Format des Standards.',
].join('\n');

const ERROR_DESCRIPTION = 'Fehler: eine deutsche Meldung und ein fester Code';
/** The answer of a route whose success no schema describes (a file, an HTML page, the metrics' text). */
const UNDESCRIBED_SUCCESS = { type: 'null', 'x-response-description': 'Erfolgreiche Antwort; ihr Format beschreibt kein JSON-Schema' };

const examples = new Map<unknown, unknown>(REFERENCE_EXAMPLES.map(({ schema, value }) => [schema, value]));

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; type?: unknown };

/** The example of a schema, of a page of it or of a list of it (contracts/examples/reference.ts). */
function exampleOf(schema: Schema): unknown {
  if (examples.has(schema)) return examples.get(schema);
  const items = schema.properties?.content?.items;
  if (schema.properties?.totalElements && items && examples.has(items)) {
    return { content: [examples.get(items)], totalPages: 1, totalElements: 1, page: 0, size: 50 };
  }
  if (schema.type === 'array' && schema.items && examples.has(schema.items)) return [examples.get(schema.items)];
  return undefined;
}

/** The schema with its example and with the names of the contract schemas in it (components.schemas). */
function withExample(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const value = exampleOf(schema as Schema);
  const named = withComponentNames(schema) as object;
  return value === undefined ? named : { ...named, examples: [value] };
}

const isError = (status: string) => /^[45]/.test(status);

/** What an answer means, for the statuses the routes declare. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Erfolgreiche Antwort',
  201: 'Angelegt',
  304: 'Unverändert seit dem mitgesandten ETag',
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet oder ungültiger API-Schlüssel',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden (auch ein Eintrag eines anderen Mandanten)',
  409: 'Konflikt mit dem aktuellen Stand',
  410: 'Nicht mehr gültig',
  413: 'Zu groß',
  429: 'Zu viele Anfragen',
};

/** The example of an answer: the route's error of this status as the server words it, or the schema's example. */
function exampleAnswer(status: string, schema: unknown): unknown {
  if (schema !== ErrorBody) return withExample(schema);
  const error = STATUS_MESSAGES[Number(status)];
  const named = withComponentNames(schema) as object;
  return error ? { ...named, examples: [{ message: error[1], code: error[0] }] } : named;
}

const described = (status: string, schema: unknown) => ({
  ...(exampleAnswer(status, schema) as object),
  'x-response-description': STATUS_DESCRIPTIONS[status] ?? (isError(status) ? ERROR_DESCRIPTION : 'Antwort'),
});

/**
 * The errors every route of its kind can answer whether or not its schema names them: 400 for input its schema
 * refuses, 401 without a session or key, 404 for a path naming nothing (or another tenant's record), 429 past its
 * rate limit.
 */
function impliedErrors(route: RouteOptions, schema: Record<string, unknown>): Record<string, unknown> {
  const security = schema.security as Security;
  return {
    ...(schema.params || schema.querystring || schema.body ? { 400: ErrorBody } : {}),
    ...(security.length > 0 && { 401: ErrorBody }),
    ...(route.url.includes(':') && { 404: ErrorBody }),
    ...(route.config?.rateLimit ? { 429: ErrorBody } : {}),
  };
}

/**
 * The route's answers with their examples; the German error shape as the default answer unless the route has
 * an error format of its own (Open311), and a success answer where the route describes none.
 */
function responsesOf(declared: Record<string, unknown> = {}, implied: Record<string, unknown> = {}): Record<string, unknown> {
  const ownErrorFormat = Object.keys(declared).some((status) => isError(status) && declared[status] !== ErrorBody);
  const response = ownErrorFormat ? declared : { ...implied, ...declared };
  const statuses = Object.keys(response);
  const answers = Object.fromEntries(statuses.map((status) => [status, described(status, response[status])]));
  if (!statuses.some((status) => status.startsWith('2') || status.startsWith('3'))) answers[200] = UNDESCRIBED_SUCCESS;
  if (!ownErrorFormat) answers.default = { ...(withExample(ErrorBody) as object), 'x-response-description': ERROR_DESCRIPTION };
  return answers;
}

/**
 * Who may call a route, as the code decides it: a route not marked public needs the session (platform/auth.ts);
 * a public route whose query takes `apiKey` reads the key from there or from X-Api-Key (platform/api-key.ts);
 * any other public route needs neither (a token in the path, Open311's api_key in the body).
 */
function securityOf(route: RouteOptions): Security {
  const schema = route.schema as (FastifySchema & { security?: Security }) | undefined;
  if (schema?.security) return schema.security;
  if (!route.config?.public) return SESSION;
  const query = schema?.querystring as Schema | undefined;
  return query?.properties?.apiKey ? API_KEY : [];
}

/** The module that registered the route, by its routes plugin (`answerTemplateRoutes` -> `answer-template`). */
function tagOf(pluginName: string): string {
  const owner = pluginName.split(' -> ')[0] ?? '';
  if (owner === 'fastify') return 'platform';
  return owner.replace(/Routes$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const routeKey = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/**
 * `POST /api/category/` beside `POST /api/category`: our web client and its Pact contracts post to the spelling with
 * the slash (docs/integrators.md#the-api-reference-openapi-31), so the router answers both, and the reference names
 * the operation once, without it.
 */
const isSlashTwin = (route: RouteOptions, known: Map<string, RouteOptions[]>) =>
  route.url.length > 1 && route.url.endsWith('/') && known.has(routeKey({ ...route, url: route.url.slice(0, -1) }));

/** One operation of the variants of a method and path that constraints tell apart (POST /api/case: staff or citizen). */
function mergedSchema(variants: RouteOptions[]): Record<string, unknown> {
  const schemas = variants.map((route) => (route.schema ?? {}) as Record<string, Record<string, unknown> | undefined>);
  const distinct = (values: unknown[]) => [...new Set(values.filter((value) => value !== undefined))];
  const either = (values: unknown[]) => {
    const found = distinct(values);
    return found.length > 1 ? { anyOf: found } : found[0];
  };
  const statuses = distinct(schemas.flatMap((schema) => Object.keys(schema.response ?? {}))) as string[];
  return {
    description: 'Mehrere Varianten je nach Anmeldung; Eingaben und Antworten sind die der jeweiligen Variante.',
    params: either(schemas.map((schema) => schema.params)),
    querystring: either(schemas.map((schema) => schema.querystring)),
    body: either(schemas.map((schema) => schema.body)),
    response: Object.fromEntries(statuses.map((status) => [status, either(schemas.map((schema) => schema.response?.[status]))])),
    security: variants.flatMap(securityOf),
  };
}

/**
 * The API reference: GET /api/docs/openapi.json, an OpenAPI 3.1 document of every route from its TypeBox schemas,
 * and the browsable reference at /api/docs (Swagger UI, its files served from node_modules, no CDN). Must be
 * registered before the routes: it collects them as they are added. The document is built on its first request
 * (and kept), so building an app for a test costs next to nothing. With the web bundle's folder, the page shows
 * the product's logo, linking to the back office, instead of Swagger UI's.
 */
export async function registerOpenApi(app: FastifyInstance, webRoot: string | null = null): Promise<void> {
  const tags = new WeakMap<RouteOptions, string>();
  const variants = new Map<string, RouteOptions[]>();
  app.addHook('onRoute', function (route) {
    if (isSlashTwin(route, variants)) {
      route.config = {
        ...route.config,
        notInReference: `the same operation as ${route.url.slice(0, -1)}, spelled as the specification's clients post`,
      };
    }
    tags.set(route, tagOf(this.pluginName));
    variants.set(routeKey(route), [...(variants.get(routeKey(route)) ?? []), route]);
  });

  const options: FastifyDynamicSwaggerOptions = {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bürgerportal API', version: packageJson.version, description: DESCRIPTION },
      // the paths are absolute on whichever host serves the document
      servers: [{ url: '/', description: 'Der Server, der dieses Dokument ausliefert' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ schema, url, route }) => {
      const hidden = { schema: { ...schema, hide: true } as FastifySchema, url };
      if (route.config?.notInReference) return hidden;
      const twins = variants.get(routeKey(route)) ?? [route];
      // the first of the variants stands for all of them; the others would overwrite it
      if (twins[0] !== route) return hidden;
      const own = twins.length > 1 ? mergedSchema(twins) : { ...schema, security: securityOf(route) };
      const documented = {
        ...own,
        tags: [tags.get(route) ?? 'platform'],
        body: withExample(own.body),
        response: responsesOf(own.response as Record<string, unknown> | undefined, impliedErrors(route, own)),
      };
      return { schema: documented as FastifySchema, url };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? finishDocument(documentObject.openapiObject) : documentObject.swaggerObject,
  };
  await app.register(swagger, options);

  // The reference's own addresses are public and not part of the API it describes.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true, notInReference: 'the API reference itself' };
    });
    const logoFile = webRoot === null ? null : join(webRoot, 'logo.svg');
    await scope.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      ...(logoFile !== null && existsSync(logoFile) && { logo: { type: 'image/svg+xml', content: readFileSync(logoFile), href: '/' } }),
      theme: { title: 'Bürgerportal API-Referenz', ...ACCESSIBLE_DOCS_THEME },
      uiConfig: { docExpansion: 'none', filter: true, deepLinking: true },
    });
    scope.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  });
}
