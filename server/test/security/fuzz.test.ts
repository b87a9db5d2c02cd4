import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../app.js';
import { startGeocoderStub, type GeocoderStub } from '../geocoder-stub.js';
import { multipart, png } from '../images.js';
import { arbitraryOf, nasty, objectArbitrary, type ArbitraryOptions } from './arbitraries.js';
import { keepAccess } from './fuzz-access.js';
import { buildSecurityApp, describeFailure, type Answer, type Call, type SecurityApp } from './harness.js';
import { fillPath, securityRoutes, type SecurityRoute } from './routes.js';

/**
 * Every route is called with requests generated from its schemas (params, query string, body),
 * valid ones and ones with nasty values, by an admin of Musterstadt and the super admin (and anonymously where
 * the route is public); no answer may be a 5xx. The seed is fixed, so a failure repeats; the requests are shared
 * out over the routes, so the run sends at least MIN_REQUESTS whatever the number of routes (FUZZ_REQUESTS
 * raises it for a longer run).
 */
const SEED = 20_260_111;
const MIN_REQUESTS = Math.max(5_000, Number(process.env.FUZZ_REQUESTS ?? 0));

const routes = await securityRoutes();
const runsPerRoute = Math.ceil(MIN_REQUESTS / routes.length);
const CALLERS = [ACCOUNTS.musterAdmin, ACCOUNTS.superAdmin];

/** The routes whose body is multipart/form-data (no JSON schema): a generated upload instead. */
const MULTIPART = new Set(['POST /files/upload']);

/** Text as a URL carries it: a query value or a path segment. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * Text as a header carries it: Node's HTTP parser refuses control characters and anything beyond Latin-1 in a
 * header before a route runs, while app.inject would pass them on.
 */
const asHeader = (value: unknown): string => asText(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

const asQuery = (values: Record<string, unknown>): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.map(asText) : asText(value)]));

/** Small random bytes or a real image as the upload's file, with or without the internal flag. */
const upload = fc
  .record({
    data: fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(png()),
    ),
    filename: fc.constantFrom('bild.png', 'bild.jpg', '', '../../x.png', 'ä.gif'),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'text/plain', 'application/pdf', ''),
    internal: fc.constantFrom('true', 'false', '', 'ja'),
  })
  .map(({ data, filename, type, internal }) =>
    multipart([
      { name: 'internalFile', value: internal },
      { name: 'file', value: { filename, type, data } },
    ]),
  );

/** A JSON body by the route's schema; a route without one gets nothing or a stray value. */
const jsonBody = (route: SecurityRoute, options: ArbitraryOptions) =>
  (route.body ? arbitraryOf(route.body, options) : fc.option(nasty, { nil: undefined })).map((body) =>
    body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
  );

const sendsBody = (route: SecurityRoute) => !['GET', 'DELETE'].includes(route.method);

/** Known values: for any property or parameter of the name, and for path parameters only. */
interface Known {
  anywhere: NonNullable<ArbitraryOptions['known']>;
  path: NonNullable<ArbitraryOptions['known']>;
}

/** Requests for one route: half of them valid by the schemas, half with nasty values mixed in. */
function callsOf(route: SecurityRoute, known: Known): fc.Arbitrary<Call> {
  const callers = route.public ? [...CALLERS, null] : CALLERS;
  const headers = fc.record(
    {
      'x-api-key': fc.oneof(known.anywhere.apiKey!, nasty.map(asHeader)),
      'x-device-id': fc.oneof(fc.uuid(), nasty.map(asHeader)),
      'idempotency-key': fc.oneof(fc.uuid(), nasty.map(asHeader)),
    },
    { requiredKeys: [] },
  );
  return fc.boolean().chain((nastyValues) => {
    const options = { nasty: nastyValues, known: known.anywhere };
    const body = MULTIPART.has(route.name) ? upload : sendsBody(route) ? jsonBody(route, options) : fc.constant({});
    return fc
      .record({
        as: fc.constantFrom(...callers),
        params: route.params ? objectArbitrary(route.params, { ...options, known: { ...known.anywhere, ...known.path } }) : fc.constant({}),
        query: route.querystring ? objectArbitrary(route.querystring, options) : fc.constant({}),
        headers: headers as fc.Arbitrary<Record<string, string>>,
        body: body as fc.Arbitrary<{ payload?: string | Buffer; headers?: Record<string, string> }>,
      })
      .map(({ as, params, query, headers: extra, body: { payload, headers: bodyHeaders } }) => ({
        as,
        method: route.method,
        url: fillPath(route.url, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, asText(value)]))),
        query: asQuery(query),
        headers: { ...extra, ...bodyHeaders },
        payload,
      }));
  });
}

let t: SecurityApp;
let geocoder: GeocoderStub;
let known: Known;
let afterCall: (call: Call, answer: Answer) => Promise<void>;
let sent = 0;

beforeAll(async () => {
  geocoder = await startGeocoderStub();
  // the fuzz changes the demo data at random, so it has an app of its own; no per-IP limits to stop it early
  t = await buildSecurityApp({ geocoderUrl: geocoder.url, rateLimits: { auth: 1_000_000, publicReports: 1_000_000 } });
  const musterstadt = t.ids.tenants.musterstadt!;
  const access = await keepAccess(t, { accounts: CALLERS, keyTenant: musterstadt });
  afterCall = access.afterCall;
  const ofMusterstadt = async (table: 'category' | 'defectCase') =>
    (await t.db.selectFrom(table).select('id').where('tenantId', '=', musterstadt).limit(5).execute()).map((row) => row.id);
  const categories = await ofMusterstadt('category');
  const files = (await t.db.selectFrom('file').select('name').where('tenantId', '=', musterstadt).limit(5).execute()).map(
    (row) => row.name,
  );
  // values that name something real, by property or parameter name: without them a handler is rarely reached
  known = {
    anywhere: {
      apiKey: fc.constant(access.apiKey),
      api_key: fc.constant(access.apiKey),
      jurisdiction_id: fc.constant(String(musterstadt)),
      service_code: fc.constantFrom(...categories.map(String)),
      service_request_id: fc.constantFrom(...(await ofMusterstadt('defectCase')).map(String)),
      category: fc.constantFrom(...categories),
      categoryId: fc.constantFrom(...categories),
      email: fc.constant('buerger@example.org'),
      latitude: fc.constant(52.22),
      longitude: fc.constant(13.44),
      lat: fc.constant('52.22'),
      long: fc.constant('13.44'),
    },
    path: { name: fc.constantFrom(...files) },
  };
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

/** A seed of the route's own (FNV-1a of its name), so its requests stay the same when other routes come and go. */
function seedOf(route: SecurityRoute): number {
  let hash = 2166136261 ^ SEED;
  for (const char of route.name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

describe.each(routes)('$name', (route) => {
  // generous: a route that renders a PDF takes a few hundred milliseconds a request on a busy machine
  it(`answers ${runsPerRoute} generated requests without a server error`, { timeout: 120_000 }, async () => {
    const failures = new Map<string, string>();
    const seed = seedOf(route);
    for (const call of fc.sample(callsOf(route, known), { seed, numRuns: runsPerRoute })) {
      const answer = await t.send(call);
      sent++;
      await afterCall(call, answer);
      if (answer.response.statusCode < 500) continue;
      const cause = answer.errors[0] ?? answer.response.body;
      if (!failures.has(cause)) failures.set(cause, describeFailure(call, answer));
    }
    expect([...failures.values()], `server errors of ${route.name} (seed ${seed})`).toEqual([]);
  });
});

it(`sends at least ${MIN_REQUESTS} requests`, () => {
  expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
});
