import { beforeAll, describe, expect, it } from 'vitest';
import { normalisePath, PRODUCT_DIR, type ProductCall, readProductCalls } from './product-calls.js';
import { collectRoutes } from './route-table.js';

/**
 * The REST calls of the product, as the pages of docs/product list them, against the server's route table: every
 * listed call is served and every served route is listed, so the product description and the server cannot drift
 * apart (docs/product/README.md#how-the-rest-calls-are-listed).
 */
interface Route {
  method: string;
  path: string;
}

/** Routes that are not calls of the product: the API reference, operators' health and metrics, the contract tests' states. */
const NOT_PRODUCT_CALLS = [/^\/api\/docs(\/|$)/, /^\/health\//, /^\/metrics$/, /^\/api\/test-support\//];
/** Fastify answers HEAD for every GET, and OPTIONS for CORS preflights. */
const IMPLIED_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * A segment of a listed call matches the same literal or any parameter of the route; an upper-case literal (an
 * enum value such as DRAFT or APPROVE) may also be served by a route parameter. A lower-case literal must be
 * served literally, so /api/user/pending is not taken for /api/user/{id}.
 */
function serves(route: Route, call: ProductCall): boolean {
  if (route.method !== call.method) return false;
  const want = call.path.split('/');
  const have = route.path.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment === have[i] || (have[i] === '{}' && /^[A-Z][A-Z_]*$/.test(segment)));
}

const { pages, calls, unreadable } = readProductCalls();
const routes: Route[] = [];

beforeAll(async () => {
  for (const route of await collectRoutes()) {
    const path = normalisePath(route.url);
    if (IMPLIED_METHODS.has(route.method) || NOT_PRODUCT_CALLS.some((pattern) => pattern.test(path))) continue;
    routes.push({ method: route.method, path });
  }
});

describe(`the REST calls of ${PRODUCT_DIR}`, () => {
  it('are listed on every page, each line readable, each call on one page only', () => {
    expect(unreadable).toEqual([]);
    for (const page of pages) expect(calls.filter((call) => call.page === page).length, page).toBeGreaterThan(0);
    const keys = calls.map((call) => `${call.method} ${call.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/api/user/{}/assigned-tags' }));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/open311/v2/requests.{}' }));
  });

  it('are each served by the server', () => {
    const unserved = calls.filter((call) => !routes.some((route) => serves(route, call)));
    expect(unserved.map((call) => `${call.page}: ${call.method} ${call.path}`)).toEqual([]);
  });

  it('include every route the server serves', () => {
    expect(routes.length).toBeGreaterThan(150);
    const unlisted = routes.filter((route) => !calls.some((call) => serves(route, call)));
    expect(unlisted.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
