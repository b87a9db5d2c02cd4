import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_IMPLEMENTED, PENDING } from './contract-pending.js';
import { collectRoutes } from './route-table.js';
import { existsSync } from 'node:fs';
import { normalisePath, parseSpecDocuments, readSpecCalls, SPEC_DIR, SPEC_FILES } from './spec-calls.js';

interface Route {
  method: string;
  path: string;
}

/**
 * A path segment of the specification matches the same literal or any parameter of the route; an
 * upper-case literal (an enum value such as DRAFT or APPROVE) may also be served by a route parameter.
 * A lower-case literal must be served literally, so /api/user/pending is not taken for /api/user/{id}.
 */
function serves(route: Route, method: string, specPath: string): boolean {
  if (route.method !== method) return false;
  const want = specPath.split('/');
  const have = route.path.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => {
    if (segment === have[i]) return true;
    return have[i] === '{}' && (segment === '{}' || /^[A-Z][A-Z_]*$/.test(segment));
  });
}

const key = (c: { method: string; path: string }) => `${c.method} ${normalisePath(c.path)}`;

const specCalls = readSpecCalls();
const pending = new Map(PENDING.map((p) => [key(p), p]));
const notImplemented = new Map(NOT_IMPLEMENTED.map((n) => [key(n), n]));
const routes: Route[] = [];

beforeAll(async () => {
  for (const route of await collectRoutes()) routes.push({ method: route.method, path: normalisePath(route.url) });
  if (process.env.PRINT_SPEC_CALLS) {
    console.log(specCalls.map((c) => `${c.method.padEnd(6)} ${c.path}  (${c.source})`).join('\n'));
  }
});

const registered = (c: { method: string; path: string }) => routes.some((r) => serves(r, c.method, normalisePath(c.path)));

describe('the specification call tables', () => {
  it('are found in both documents', () => {
    for (const file of SPEC_FILES) expect(specCalls.filter((c) => c.source === file).length).toBeGreaterThan(40);
    expect(specCalls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/api/user/{}/assigned-tags' }));
    expect(specCalls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/files/upload/internal/{}' }));
    expect(specCalls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/buergerinfo/survey' }));
    expect(specCalls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/case/reachable' }));
  });

  // the specification is beside the repository on the development machines only; a clone tests the kept list
  it.skipIf(!existsSync(SPEC_DIR))('are kept current in spec-calls.json (npm run spec-calls)', () => {
    expect(specCalls).toEqual(parseSpecDocuments());
  });

  it('list every pending or excluded entry (no stale or misspelt entries)', () => {
    const spec = new Set(specCalls.map(key));
    const unknown = [...pending.keys(), ...notImplemented.keys()].filter((k) => !spec.has(k));
    expect(unknown).toEqual([]);
  });
});

describe.each(specCalls)('$method $path', (call) => {
  const name = key(call);

  it('is served by the server, or pending with the issue that adds it', () => {
    if (notImplemented.has(name) || pending.has(name)) return;
    expect(registered(call), `${name} is not registered; add it or list it in server/test/contract-pending.ts`).toBe(true);
  });

  it('is not still listed as pending once served', () => {
    const entry = pending.get(name) ?? notImplemented.get(name);
    if (!entry) return;
    const where = 'issue' in entry ? `issue ${entry.issue}` : 'the not-implemented list';
    expect(registered(call), `${name} is served now; remove it from ${where} in server/test/contract-pending.ts`).toBe(false);
  });
});
