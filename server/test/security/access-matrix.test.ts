import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecurityApp, describeFailure, type Call, type SecurityApp } from './harness.js';
import { CALLERS, EXEMPT, ID_SOURCES, prepareMatrix, snapshot } from './access-matrix.js';
import { sampleOf } from './json-schema.js';
import { fillPath, pathParams, recordParams, recordPath, securityRoutes, type SecurityRoute } from './routes.js';

const routes = (await securityRoutes()).filter((route) => recordPath(route) !== null);
const REFUSED = [403, 404];

let t: SecurityApp;
beforeAll(async () => {
  t = await buildSecurityApp();
  await prepareMatrix(t);
});
afterAll(() => t.close());

/** A call of the route with these path values, a valid body and the smallest valid query; other path values from their schema. */
function callOf(route: SecurityRoute, as: string, values: Record<string, string | number>): Call {
  const params = Object.fromEntries(
    pathParams(route.url).map((param) => [param, values[param] ?? sampleOf(route.params?.properties?.[param] ?? {})]),
  );
  const query = route.querystring ? (sampleOf(route.querystring) as Record<string, unknown>) : undefined;
  return {
    as,
    method: route.method,
    url: fillPath(route.url, params),
    query: query && Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    payload: route.body ? sampleOf(route.body, true) : undefined,
  };
}

it('lists no route path in the access matrix that no route has', () => {
  const used = new Set(routes.map(recordPath));
  expect([...Object.keys(ID_SOURCES), ...Object.keys(EXEMPT)].filter((key) => !used.has(key))).toEqual([]);
});

describe.each(routes)('$name', (route) => {
  const key = recordPath(route)!;
  const source = ID_SOURCES[key];
  const exemption = EXEMPT[key];

  it('names where a foreign record is found, or why the route is exempt', () => {
    expect(
      source ?? exemption,
      `add the route's id source for ${key} to the access matrix (server/test/security/access-matrix.ts)`,
    ).toBeDefined();
    if (!source) return;
    const provided = [...Object.keys(source.records), ...Object.keys(source.fixed ?? {})];
    expect(provided, `the access matrix's entry ${key} must name every record parameter of ${route.name}`).toEqual(
      expect.arrayContaining(recordParams(route)),
    );
  });

  if (exemption?.kind === 'superAdmin') {
    it.for(CALLERS)('answers 403 to the $name (super admins only)', async (caller) => {
      const call = callOf(route, caller.account, {});
      const answer = await t.send(call);
      expect(answer.response.statusCode, describeFailure(call, answer)).toBe(403);
    });
  }
  if (!source) return;

  let exercised = 0;
  it.for(CALLERS)('refuses the $name the records of the tenants outside its scope and leaves them unchanged', async (caller, context) => {
    let found = 0;
    for (const tenant of caller.foreign) {
      const values = await source.find(t.db, [t.ids.tenants[tenant]!]);
      if (!values) continue;
      found++;
      if (found === 1) exercised++;
      const records = Object.entries(source.records).map(([param, ref]) => ({ ref, value: values[param]! }));
      const before = await snapshot(t.db, records);
      const call = callOf(route, caller.account, { ...values, ...source.fixed });
      const answer = await t.send(call);
      expect(REFUSED, `${describeFailure(call, answer)}\n    (a record of ${tenant})`).toContain(answer.response.statusCode);
      expect(await snapshot(t.db, records), `${describeFailure(call, answer)}\n    changed the data of ${tenant}`).toEqual(before);
    }
    if (!found) context.skip(`${caller.foreign.join(' and ')} have no record for ${key}`);
  });

  it('is checked for at least one caller', () => {
    expect(exercised, `no caller has a foreign record for ${key}: extend prepareMatrix`).toBeGreaterThan(0);
  });
});
