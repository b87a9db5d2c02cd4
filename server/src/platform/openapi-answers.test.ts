import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { OPENAPI_PATH } from './openapi.js';

interface MediaType {
  schema?: object;
}
interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const KEY = 'demo-musterstadt';
const IN_MUSTERSTADT = { latitude: 52.22, longitude: 13.44 };

let t: TestApp;
let paths: Paths;
let components: object;
let templates: { path: string; pattern: RegExp; params: number }[];
// the document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12; its own keywords (example) are not errors
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

// the demo app (on PostgreSQL with a database of its own) may take longer than 10 s to build on a busy machine
beforeAll(async () => {
  t = await buildTestApp();
  ({ paths, components } = (await t.app.inject({ url: OPENAPI_PATH })).json<{ paths: Paths; components: object }>());
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  templates = Object.keys(paths)
    .map((path) => ({
      path,
      pattern: new RegExp(`^${literal(path).replace(/\{[^}]+\}/g, '[^/]+?')}$`),
      params: (path.match(/\{/g) ?? []).length,
    }))
    // a literal segment wins over a parameter, as in the router (/api/case/markers before /api/case/{id})
    .sort((a, b) => a.params - b.params);
}, 60_000);
afterAll(() => t.close());

const first = (record: Record<string, number>) => Object.values(record)[0]!;

/** The operation of a request, found by its path as the router finds it. */
function operationOf(method: string, url: string): Operation {
  const path = url.split('?')[0]!;
  const template = templates.find((candidate) => candidate.pattern.test(path) && paths[candidate.path]?.[method.toLowerCase()]);
  if (!template) throw new Error(`${method} ${path} is in no path of the document`);
  return paths[template.path]![method.toLowerCase()]!;
}

/** Every reason an answer differs from what the document says of its operation, status and media type. */
function differences(options: InjectOptions, response: LightMyRequestResponse): string[] {
  const method = options.method ?? 'GET';
  const operation = operationOf(method, String(options.url));
  const answer = operation.responses[String(response.statusCode)] ?? operation.responses.default;
  const where = `${operation.operationId} ${response.statusCode}`;
  if (!answer) return [`${where}: status not documented`];
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]!;
  const declared = answer.content?.[mediaType];
  if (!declared) return [`${where}: ${mediaType} not documented (${Object.keys(answer.content ?? {}).join(', ')})`];
  if (!mediaType.endsWith('json') || !declared.schema) return [];
  // the schema's references (#/components/schemas/…) resolve in the document's components, carried beside it
  const validate = ajv.compile({ ...declared.schema, components });
  if (validate(response.json())) return [];
  return (validate.errors ?? []).map((error) => `${where}: ${error.instancePath} ${error.message}`);
}

/** Requests of the demo, as a staff member (an account of ACCOUNTS) or anonymous (null). */
function requests(): [string | null, InjectOptions][] {
  const { ids } = t;
  const caseId = first(ids.cases);
  const tenantId = ids.tenants.musterstadt!;
  return [
    [null, { url: '/health/live' }],
    [null, { url: '/health/ready' }],
    [null, { url: '/api/me/authorization/state' }],
    [null, { url: '/api/language/all' }],
    [null, { url: '/api/app' }],
    [null, { url: '/api/tenant/all' }],
    [null, { url: '/api/case' }],
    [null, { method: 'POST', url: '/api/authorization/token', payload: { mail: ACCOUNTS.musterAdmin, password: 'falsch' } }],
    [ACCOUNTS.superAdmin, { url: '/api/user/me' }],
    [ACCOUNTS.superAdmin, { url: '/api/user?size=5' }],
    [ACCOUNTS.superAdmin, { url: `/api/user/${first(ids.users)}` }],
    [ACCOUNTS.superAdmin, { url: '/api/tenant?size=5' }],
    [ACCOUNTS.superAdmin, { url: `/api/tenant/${tenantId}` }],
    [ACCOUNTS.superAdmin, { url: '/api/role?size=5' }],
    [ACCOUNTS.superAdmin, { url: '/api/role/rights' }],
    [ACCOUNTS.superAdmin, { url: '/api/module' }],
    [ACCOUNTS.superAdmin, { url: '/api/case?size=5' }],
    [ACCOUNTS.superAdmin, { url: '/api/case?sort=nichtda' }],
    [ACCOUNTS.superAdmin, { url: `/api/case/${caseId}` }],
    [ACCOUNTS.superAdmin, { url: '/api/case/999999' }],
    [ACCOUNTS.superAdmin, { url: `/api/case/${caseId}/protocol` }],
    [ACCOUNTS.superAdmin, { url: `/api/case/${caseId}/note` }],
    [ACCOUNTS.superAdmin, { url: '/api/case/stats' }],
    [ACCOUNTS.superAdmin, { url: '/api/case/markers' }],
    [ACCOUNTS.superAdmin, { url: '/api/case/deadline-cases' }],
    [ACCOUNTS.superAdmin, { url: '/api/case/export?format=csv' }],
    [ACCOUNTS.superAdmin, { url: '/api/case/statistics/simple' }],
    [ACCOUNTS.superAdmin, { url: '/api/case/statistics/casesdiagram' }],
    [ACCOUNTS.superAdmin, { url: '/api/category?size=5' }],
    [ACCOUNTS.superAdmin, { url: `/api/category/${first(ids.categories)}` }],
    [ACCOUNTS.superAdmin, { url: '/api/tag?size=5' }],
    [ACCOUNTS.superAdmin, { url: `/api/tag/${first(ids.tags)}` }],
    [ACCOUNTS.superAdmin, { url: '/api/answer-template' }],
    [ACCOUNTS.superAdmin, { url: '/api/buergerinfo/category' }],
    [ACCOUNTS.superAdmin, { url: '/api/buergerinfo/info?size=5' }],
    [ACCOUNTS.superAdmin, { url: `/api/buergerinfo/info/${first(ids.infos)}` }],
    [ACCOUNTS.superAdmin, { url: '/api/buergerinfo/survey' }],
    [ACCOUNTS.superAdmin, { url: `/api/buergerinfo/survey/${first(ids.surveys)}` }],
    [ACCOUNTS.superAdmin, { url: '/api/promotion' }],
    [ACCOUNTS.superAdmin, { url: '/api/correspondent' }],
    [ACCOUNTS.superAdmin, { url: '/api/newsletter' }],
    [ACCOUNTS.superAdmin, { url: '/api/privacy/requests' }],
    [ACCOUNTS.musterClerk, { url: '/api/user?size=5' }],
    [ACCOUNTS.musterClerk, { method: 'POST', url: '/api/category', payload: { name: '' } }],
    [null, { url: `/api/tenant/apikey/${KEY}` }],
    [null, { url: `/api/case/map?apiKey=${KEY}` }],
    [null, { url: `/api/case/nearby?latitude=52.22&longitude=13.44&apiKey=${KEY}` }],
    [null, { url: `/api/category/coordinates/13.44/52.22?apiKey=${KEY}` }],
    [null, { url: `/api/public/buergerinfo?apiKey=${KEY}` }],
    [null, { url: '/api/public/buergerinfo?apiKey=falsch' }],
    [null, { url: '/api/public/case-status/unbekannt' }],
    [
      null,
      {
        method: 'POST',
        url: `/api/case?apiKey=${KEY}`,
        payload: { description: 'Laterne defekt', category: first(ids.categories), ...IN_MUSTERSTADT, email: 'melder@example.org' },
      },
    ],
    [null, { url: '/open311/v2/services.json' }],
    [null, { url: '/open311/v2/services.xml' }],
    [null, { url: '/open311/v2/requests.json' }],
    [null, { url: '/open311/v2/discovery.json' }],
  ];
}

describe('the answers of the demo, against the API reference', () => {
  it('each fits the schema of its operation, status and media type (Ajv, JSON Schema 2020-12)', async () => {
    const list = requests();
    expect(list.length).toBeGreaterThanOrEqual(30);
    const found: string[] = [];
    const statuses = new Set<number>();
    for (const [as, options] of list) {
      const response = await t.request(as, options);
      statuses.add(response.statusCode);
      found.push(...differences(options, response));
    }
    expect(found).toEqual([]);
    // successes and errors both
    expect([...statuses]).toEqual(expect.arrayContaining([200, 201, 400, 401, 403, 404]));
  });
});
