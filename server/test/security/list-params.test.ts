import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../app.js';
import { MEMBER_NAMES } from './arbitraries.js';
import { buildSecurityApp, describeFailure, type Call, type SecurityApp } from './harness.js';
import { sampleOf, typeOf } from './json-schema.js';
import { fillPath, isList, pathParams, securityRoutes, type SecurityRoute } from './routes.js';

/**
 * Every list endpoint is asked to sort by, and to filter every other text parameter by, the
 * names every plain object inherits (`__proto__`, `constructor`, …), as the super admin and as an admin of
 * Musterstadt. Looked up in a map of allowed values they find a function instead of nothing; the answer must
 * still be a 4xx or a page, never a 5xx.
 */
const CALLERS = [ACCOUNTS.superAdmin, ACCOUNTS.musterAdmin];

let t: SecurityApp;
beforeAll(async () => {
  t = await buildSecurityApp();
});
afterAll(() => t.close());

/** The query parameters that take free text, `sort` among them (not an enum such as `order`). */
const textParams = (route: SecurityRoute): string[] =>
  Object.entries(route.querystring?.properties ?? {})
    .filter(([, schema]) => typeOf(schema) === 'string' && !schema.enum && !('const' in schema))
    .map(([name]) => name);

const lists = (await securityRoutes()).filter((route) => isList(route) && textParams(route).length > 0);

/** A call that works apart from `override`: Musterstadt for a tenant in the path, the demo's key for an apiKey. */
function listCall(route: SecurityRoute, as: string, override: Record<string, string>): Call {
  const known: Record<string, string> = { tenantId: String(t.ids.tenants.musterstadt), apiKey: 'demo-musterstadt' };
  const params = Object.fromEntries(
    pathParams(route.url).map((name) => [name, known[name] ?? sampleOf(route.params?.properties?.[name] ?? {})]),
  );
  const required = sampleOf(route.querystring ?? {}) as Record<string, unknown>;
  const query = Object.fromEntries(Object.entries(required).map(([name, value]) => [name, String(value)]));
  if ('apiKey' in (route.querystring?.properties ?? {})) query.apiKey = known.apiKey!;
  return { as, method: route.method, url: fillPath(route.url, params), query: { ...query, ...override } };
}

describe.each(lists)('$name', (route) => {
  it.for(MEMBER_NAMES)('answers %s as sort key or text filter without a server error', async (member) => {
    const failures: string[] = [];
    for (const as of CALLERS) {
      for (const name of textParams(route)) {
        const call = listCall(route, as, { [name]: member });
        const answer = await t.send(call);
        if (answer.response.statusCode >= 500) failures.push(describeFailure(call, answer));
      }
    }
    expect(failures).toEqual([]);
  });
});
