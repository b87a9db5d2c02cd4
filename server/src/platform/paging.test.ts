import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';

/** Names every plain object inherits: as a sort key they once reached the prototype instead of the allow-list. */
const MEMBER_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every list that takes PageQuery's parameters, with a caller allowed to read it. */
function listEndpoints(): { url: string; as: string | null; query?: Record<string, string> }[] {
  const musterstadt = String(t.ids.tenants.musterstadt);
  return [
    { url: '/api/buergerinfo/category', as: ACCOUNTS.musterAdmin },
    { url: '/api/buergerinfo/info', as: ACCOUNTS.musterAdmin },
    { url: '/api/buergerinfo/survey', as: ACCOUNTS.musterAdmin },
    { url: '/api/case', as: ACCOUNTS.musterAdmin },
    { url: `/api/case/tenant/${musterstadt}`, as: ACCOUNTS.musterAdmin },
    { url: '/api/category', as: ACCOUNTS.musterAdmin },
    { url: '/api/correspondent', as: ACCOUNTS.superAdmin },
    { url: '/api/newsletter', as: ACCOUNTS.superAdmin },
    { url: '/api/promotion', as: ACCOUNTS.superAdmin },
    { url: '/api/public/buergerinfo', as: null, query: { apiKey: 'demo-musterstadt' } },
    { url: '/api/tag', as: ACCOUNTS.musterAdmin },
    { url: '/api/tenant', as: ACCOUNTS.superAdmin },
    { url: '/api/tenant/all', as: null },
    { url: '/api/tenant/broadcast', as: ACCOUNTS.superAdmin },
    { url: '/api/user', as: ACCOUNTS.musterAdmin },
    { url: '/api/user/pending', as: ACCOUNTS.musterAdmin },
    { url: `/api/user/tenant/${musterstadt}`, as: ACCOUNTS.musterAdmin },
  ];
}

describe('a page number beyond any list', () => {
  it('answers 400 on every list (its offset once overflowed the database: 500)', async () => {
    const lists = [...listEndpoints(), { url: '/api/case/deadline-cases', as: ACCOUNTS.musterAdmin, query: undefined }];
    const answers: string[] = [];
    for (const { url, as, query } of lists) {
      const response = await t.request(as, { url, query: { ...query, page: '99999999999999999999' } });
      answers.push(`${url} ${response.statusCode} ${response.json().code}`);
    }
    expect(answers).toEqual(lists.map(({ url }) => `${url} 400 VALIDATION_ERROR`));
  });

  it('answers an empty page up to the last page number there can be', async () => {
    const response = await t.request(null, { url: '/api/tenant/all', query: { page: '2147483647', size: '200' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content: [], page: 2147483647, size: 200 });
  });
});

describe('sort keys named like members of a plain object', () => {
  it('answer every list as an unknown sort key does (400 INVALID_SORT, or ignored where a list has no sort), never 5xx', async () => {
    const differing: string[] = [];
    for (const { url, as, query } of listEndpoints()) {
      expect((await t.request(as, { url, query })).statusCode, url).toBe(200);
      const unknown = await t.request(as, { url, query: { ...query, sort: 'foo' } });
      expect(unknown.statusCode, url).toBeLessThan(500);
      for (const sort of MEMBER_NAMES) {
        const response = await t.request(as, { url, query: { ...query, sort } });
        const answer = `${response.statusCode} ${response.json().code}`;
        if (answer !== `${unknown.statusCode} ${unknown.json().code}`) differing.push(`${url}?sort=${sort}: ${answer}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('names the key the list cannot sort by', async () => {
    const response = await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant', query: { sort: 'constructor' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nach "constructor" kann nicht sortiert werden.', code: 'INVALID_SORT' });
  });

  it('still sorts by an allow-listed key', async () => {
    const response = await t.request(null, { url: '/api/tenant/all', query: { sort: 'name', order: 'DESC' } });
    expect(response.statusCode).toBe(200);
    const names = response.json().content.map((tenant: { name: string }) => tenant.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'de')));
  });
});
