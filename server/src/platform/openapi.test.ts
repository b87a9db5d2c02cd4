import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleCase, exampleCaseListItem } from '../../../contracts/examples/case.js';
import { REFERENCE_EXAMPLES } from '../../../contracts/examples/reference.js';
import packageJson from '../../../package.json' with { type: 'json' };
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildDemoApp } from '../../test/demo-app.js';
import { testConfig } from '../config.js';
import { DOCS_PREFIX, OPENAPI_PATH, SESSION_OR_API_KEY } from './openapi.js';
import { OPERATIONS, SORT_KEYS } from './openapi-operations.js';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown; example?: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>>; schemas: Record<string, unknown> };
}
interface Route {
  method: string;
  url: string;
  /** the route's options, which later onRoute hooks may still change (read them once the app is ready) */
  options: { config?: { notInReference?: string } };
}

let app: FastifyInstance;
let database: TestDatabase;
let webRoot: string;
let dataDir: string;
let document: Document;
const routes: Route[] = [];
/** the back office's start page, which the web bundle's fallback answers for every page address */
const INDEX_HTML = '<!doctype html><title>Bürgerportal</title>';
/** the product's logo in the web bundle, which the reference shows instead of Swagger UI's */
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" aria-label="Bürgerportal"/>';

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'bp-openapi-web-'));
  dataDir = mkdtempSync(join(tmpdir(), 'bp-openapi-data-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'logo.svg'), LOGO_SVG);
  database = await openTestDatabase({ migrate: false });
  const config = testConfig({ dataDir });
  ({ app } = await buildDemoApp({
    config,
    db: database.db,
    webRoot,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, options: route });
    },
  }));
  const response = await app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await app.close();
  await database.close();
  for (const dir of [webRoot, dataDir]) rmSync(dir, { recursive: true, force: true });
});

/** Fastify's `/api/case/:id` and `/open311/v2/discovery.:format` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
};
const example = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.example;

describe('GET /api/docs/openapi.json', () => {
  it('describes every route the app registers, and leaves out only routes that say why', () => {
    const reasonOf = (route: Route) => route.options.config?.notInReference;
    const documented = routes.filter((route) => route.method !== 'HEAD' && !reasonOf(route));
    expect(documented.length).toBeGreaterThan(120);
    const missing = documented.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    // the web bundle's fallback and the reference's own files are routes too, each left out with its reason
    const left = routes.filter(reasonOf);
    expect(left.map((route) => route.url)).toEqual(expect.arrayContaining(['/*', '/', '/index.html', `${DOCS_PREFIX}/`, OPENAPI_PATH]));
    for (const route of left) expect(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]).toBeUndefined();
  });

  it('is a valid OpenAPI 3.1 document with the product name and version', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Bürgerportal API', version: packageJson.version });
    // the parser resolves the document in place: it gets a copy
    const result = await validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('tags each operation with the module that registers it, and lists exactly those tags', () => {
    expect(operation('get', '/api/case').tags).toEqual(['case']);
    expect(operation('get', '/api/case/{id}/pdf-summary').tags).toEqual(['case-report']);
    expect(operation('get', '/api/case/map').tags).toEqual(['frame']);
    expect(operation('post', '/api/answer-template').tags).toEqual(['answer-template']);
    expect(operation('get', '/open311/v2/discovery.{format}').tags).toEqual(['open311']);
    expect(operation('get', '/health/live').tags).toEqual(['platform']);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    for (const op of operations) expect(op.tags).toHaveLength(1);
    expect(document.tags.map((tag) => tag.name)).toEqual([...new Set(operations.map((op) => op.tags![0]!))].sort());
  });

  it('describes who may call a route as the code decides it', () => {
    expect(operation('get', '/api/case/{id}').security).toEqual([{ bearer: [] }]);
    expect(operation('get', '/api/case/nearby').security).toEqual([{ apiKeyQuery: [] }, { apiKeyHeader: [] }]);
    // the key is a security scheme, not a parameter of its own
    expect(operation('get', '/api/case/nearby').parameters?.map((p) => p.name)).not.toContain('apiKey');
    expect(operation('post', '/files/upload').security).toEqual(SESSION_OR_API_KEY);
    expect(operation('get', '/api/public/case-status/{token}').security).toEqual([]);
    expect(operation('post', '/open311/v2/requests.{format}').security).toEqual([]);
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      apiKeyQuery: { type: 'apiKey', in: 'query', name: 'apiKey' },
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    });
  });

  it('names the API key as the server reads it: query parameter apiKey first, else header X-Api-Key', async () => {
    const nearby = (query: string, headers: Record<string, string> = {}) =>
      app.inject({ url: `/api/case/nearby?latitude=52.5&longitude=13.4${query}`, headers });
    expect((await nearby('&apiKey=demo-musterstadt')).statusCode).toBe(200);
    expect((await nearby('', { 'x-api-key': 'demo-musterstadt' })).statusCode).toBe(200);
    expect((await nearby('&apiKey=demo-musterstadt', { 'x-api-key': 'falsch' })).statusCode).toBe(200);
    expect((await nearby('&apiKey=falsch', { 'x-api-key': 'demo-musterstadt' })).statusCode).toBe(404);
  });

  it('documents both variants of POST /api/case: the staff with a session, the citizens with the API key', () => {
    const create = operation('post', '/api/case');
    expect(create.security).toEqual([{ bearer: [] }, { apiKeyQuery: [] }, { apiKeyHeader: [] }]);
    const body = (create as Operation & { requestBody: { content: Record<string, { schema: { anyOf?: unknown[] } }> } }).requestBody;
    expect(body.content['application/json']?.schema.anyOf).toHaveLength(2);
  });

  it('answers errors in the German shape, with the message the server gives for the status', () => {
    const read = operation('get', '/api/case/{id}');
    expect(example(read, '404')).toEqual({ message: 'Der Eintrag wurde nicht gefunden.', code: 'NOT_FOUND' });
    expect(read.responses.default?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(document.components.schemas.ErrorBody).toMatchObject({ required: ['message', 'code'] });
    // Open311 answers its errors in the standard's format, not in ours
    expect(operation('get', '/open311/v2/discovery.{format}').responses.default).toBeUndefined();
    // a route whose success no schema describes still documents one
    expect(operation('get', '/files/{name}').responses['200']?.description).toBeTruthy();
  });

  it('shows the examples of contracts/examples for a record, a page and a list of it', () => {
    expect(example(operation('get', '/api/case/{id}'), '200')).toEqual(exampleCase());
    expect(example(operation('get', '/api/case'), '200')).toMatchObject({ content: [exampleCaseListItem()], totalElements: 1 });
    const shown = JSON.stringify(document);
    for (const { value } of REFERENCE_EXAMPLES) expect(shown).toContain(JSON.stringify(value));
  });
});

describe('GET /api/docs/openapi.json for generated clients', () => {
  const operations = () => Object.values(document.paths).flatMap((item) => Object.values(item)) as (Operation & Named)[];
  interface Named {
    operationId: string;
    summary: string;
  }

  it('names every operation in openapi-operations.ts, and the sort keys of every list', () => {
    const keys = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => [`${method.toUpperCase()} ${path}`, item[method]!] as const),
    );
    expect(keys.map(([key]) => key).filter((key) => !OPERATIONS[key])).toEqual([]);
    const sorted = keys.filter(([, op]) => op.parameters?.some((p) => p.name === 'sort' && p.in === 'query'));
    expect(sorted.map(([key]) => key).filter((key) => SORT_KEYS[key] === undefined)).toEqual([]);
  });

  it('names every operation once with a stable operationId and a summary', () => {
    const ids = operations().map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect((operation('get', '/api/case') as Operation & Named).operationId).toBe('listCases');
    for (const op of operations()) expect(op.summary).toMatch(/^\S/);
  });

  it('describes each contract schema once in components.schemas and refers to it', () => {
    const schemaOf = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.schema;
    expect(schemaOf(operation('get', '/api/case/{id}'), '200')).toEqual({ $ref: '#/components/schemas/Case' });
    expect(schemaOf(operation('get', '/api/case'), '200')).toMatchObject({
      properties: { content: { items: { $ref: '#/components/schemas/CaseListItem' } } },
    });
    expect(document.components.schemas.Case).toMatchObject({ type: 'object' });
    // a tuple in JSON Schema 2020-12 form
    expect(document.components.schemas.CaseMarker).toMatchObject({ prefixItems: expect.any(Array), items: { not: {} } });
  });

  it('declares the media types of the answers that are no JSON, and the token header of the login', () => {
    const typesOf = (op: Operation) => Object.keys(op.responses['200']?.content ?? {});
    expect(typesOf(operation('get', '/api/case/export'))).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/geo+json',
    ]);
    expect(typesOf(operation('post', '/api/privacy/subjects/export-pdf'))).toEqual(['application/pdf']);
    expect(typesOf(operation('get', '/open311/v2/services.{format}'))).toEqual(['application/json', 'text/xml']);
    const login = operation('post', '/api/authorization/token').responses['200'] as { headers?: Record<string, unknown> };
    expect(login.headers?.Authorization).toMatchObject({ required: true });
  });

  it('names an operation the router also answers with a trailing slash once, without it (categories.test.ts posts to both)', () => {
    expect(document.paths['/api/category/']).toBeUndefined();
    expect(operation('post', '/api/category')).toBeDefined();
    const route = routes.find((r) => r.method === 'POST' && r.url === '/api/category/');
    expect(route?.options.config?.notInReference).toContain('/api/category');
  });
});

describe('the examples of contracts/examples', () => {
  it.each(REFERENCE_EXAMPLES.map((entry, index) => [index, entry] as const))('example %i fits its schema', (_, { schema, value }) => {
    expect([...Value.Errors(schema, value)]).toEqual([]);
    expect(Value.Check(schema, value)).toBe(true);
  });
});

describe('/api/docs', () => {
  const assetsOf = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

  it('answers the German-titled reference page, which loads only files of this server', async () => {
    const response = await app.inject({ url: DOCS_PREFIX });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Bürgerportal API-Referenz</title>');
    expect(response.body).not.toBe(INDEX_HTML);
    const assets = assetsOf(response.body);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, 'a path of this server, no other origin').toMatch(/^\/(?!\/)/);
      const loaded = await app.inject({ url: asset });
      expect(loaded.statusCode, asset).toBe(200);
    }
  });

  it('keeps the CSP of the rest of the app, and the page needs no inline script', async () => {
    const page = await app.inject({ url: DOCS_PREFIX });
    const elsewhere = await app.inject({ url: '/health/live' });
    expect(page.headers['content-security-policy']).toBe(elsewhere.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('loads the document it shows from this server, shows the product logo, and needs no session for any of it', async () => {
    const initializer = await app.inject({ url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain(`data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`);
    const json = await app.inject({ url: `${DOCS_PREFIX}/json` });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(document);
  });

  it('answers an unknown address below it with the API 404, not the back office page', async () => {
    const response = await app.inject({ url: `${DOCS_PREFIX}/gibt-es-nicht` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
