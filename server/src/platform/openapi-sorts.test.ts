import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { OPENAPI_PATH } from './openapi.js';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema: { enum?: string[] } }[];
}

let t: TestApp;
let lists: { method: InjectOptions['method']; path: string; operation: Operation; keys: string[] }[];
// the demo app (on PostgreSQL with a database of its own) may take longer than 10 s to build on a busy machine
beforeAll(async () => {
  t = await buildTestApp();
  const paths = (await t.app.inject({ url: OPENAPI_PATH })).json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  lists = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const sort = operation.parameters?.find((parameter) => parameter.name === 'sort' && parameter.in === 'query');
      // a list that keeps its own order says so, and takes any sort (GET /api/tenant/broadcast)
      return sort?.schema.enum
        ? [{ method: method.toUpperCase() as InjectOptions['method'], path, operation, keys: sort.schema.enum }]
        : [];
    }),
  );
}, 60_000);
afterAll(() => t.close());

/** What a list needs besides the sort: the export its format, the citizens' list the API key, the search a body. */
const NEEDS: Record<string, { query?: string; payload?: object }> = {
  exportCases: { query: '&format=csv' },
  listPublicInfos: { query: '&apiKey=demo-musterstadt' },
  searchPrivacyRequests: { payload: { email: 'melder@example.org' } },
};

/** A list's address with its path filled in (a tenant of the demo) and a sort key. */
function sortedBy(path: string, key: string, operation: Operation): string {
  const url = path.replace(/\{[^}]+\}/g, String(t.ids.tenants.musterstadt));
  return `${url}?sort=${encodeURIComponent(key)}${NEEDS[operation.operationId]?.query ?? ''}`;
}

describe('the sort keys of the API reference', () => {
  it('are what each list takes: every key in the enum sorts, another answers 400 INVALID_SORT', async () => {
    expect(lists.length).toBeGreaterThan(15);
    const refused: string[] = [];
    for (const { method, path, operation, keys } of lists) {
      const payload = NEEDS[operation.operationId]?.payload;
      const ask = (key: string) =>
        t.request(ACCOUNTS.superAdmin, { method, url: sortedBy(path, key, operation), ...(payload && { payload }) });
      for (const key of keys) {
        const response = await ask(key);
        if (response.statusCode !== 200)
          refused.push(`${operation.operationId} sort=${key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      const unknown = await ask('nichtda');
      if (unknown.statusCode !== 400 || unknown.json<{ code: string }>().code !== 'INVALID_SORT') {
        refused.push(`${operation.operationId} sort=nichtda: ${unknown.statusCode}, not 400 INVALID_SORT`);
      }
    }
    expect(refused).toEqual([]);
  }, 60_000);
});
