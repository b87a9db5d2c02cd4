import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { statementsOf } from '../../../test/statements.js';
import { addCase } from './test-fixtures.js';

/** The counts of whole scopes are kept until a case or a counter changes (stats.ts, visibleStateCounts). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const LIST = '/api/case?state=open&sort=createdAt&order=DESC&page=0&size=50';
const list = (as: string) => t.request(as, { url: LIST });
const counterStatements = (statements: readonly string[]) => statements.filter((sql) => /\bcase_counter\b/.test(sql));

describe('the counts of a whole scope', () => {
  it('are read once, then kept: the second list of the super admin and of a tenant admin reads no counter', async () => {
    for (const as of [ACCOUNTS.superAdmin, ACCOUNTS.musterAdmin]) {
      await list(as);
      expect(counterStatements(await statementsOf(t.db, () => list(as))), as).toEqual([]);
    }
  });

  it('move with a new case, whichever code path wrote it, and never mix scopes', async () => {
    const before = (await list(ACCOUNTS.superAdmin)).json().totalElements;
    const tenant = (await list(ACCOUNTS.musterAdmin)).json().totalElements;
    await addCase(t.db, { tenantId: t.ids.tenants.beispieldorf!, categoryId: null });
    expect((await list(ACCOUNTS.superAdmin)).json().totalElements).toBe(before + 1);
    expect((await list(ACCOUNTS.musterAdmin)).json().totalElements).toBe(tenant);
    expect((await list(ACCOUNTS.dorfAdmin)).json().totalElements).toBeGreaterThan(0);
  });

  it('leave out who sees only some cases: a clerk without VIEW_OTHERS_CASES is counted afresh', async () => {
    await list(ACCOUNTS.musterClerk);
    const statements = await statementsOf(t.db, () => list(ACCOUNTS.musterClerk));
    expect(statements.some((sql) => /count\(\*\)/i.test(sql))).toBe(true);
  });
});
