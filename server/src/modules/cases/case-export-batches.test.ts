import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { addCase } from './test-fixtures.js';

/** A small export is read at once; one larger than a batch is streamed from a cursor (export.ts). */

let t: TestApp;
const MANY = 600;
beforeAll(async () => {
  t = await buildTestApp();
  await Promise.all(
    Array.from({ length: MANY }, (_, index) =>
      addCase(t.db, { tenantId: t.ids.tenants.musterstadt!, categoryId: null, description: `Sammelmeldung ${index}` }),
    ),
  );
});
afterAll(() => t.close());

/** The CSV's data lines (the header line left out). */
const dataLines = (body: string) =>
  body
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '');

async function exportWatched(query: string) {
  const executor = t.db.getExecutor();
  const read = vi.spyOn(executor, 'executeQuery');
  const streamed = vi.spyOn(executor, 'stream');
  try {
    const answer = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/export?format=csv&${query}` });
    expect(answer.statusCode).toBe(200);
    const reads = read.mock.calls.filter(([compiled]) => /\bdefect_case\b/.test(compiled.sql) && /\blimit\b/i.test(compiled.sql));
    return { lines: dataLines(answer.body), reads: reads.length, streams: streamed.mock.calls.length };
  } finally {
    read.mockRestore();
    streamed.mockRestore();
  }
}

const listTotal = async (query: string) =>
  (await t.request(ACCOUNTS.musterAdmin, { url: `/api/case?size=1&${query}` })).json().totalElements as number;

describe('GET /api/case/export', () => {
  it('reads a few rows in one statement, without a cursor', async () => {
    const few = await exportWatched(`search=${encodeURIComponent('Sammelmeldung 12')}`);
    expect(few.lines).toHaveLength(await listTotal(`search=${encodeURIComponent('Sammelmeldung 12')}`));
    expect(few.lines.length).toBeGreaterThan(0);
    expect(few).toMatchObject({ reads: 1, streams: 0 });
  });

  it('streams more rows than a batch holds, every row once', async () => {
    const all = await exportWatched('');
    expect(all.lines.length).toBeGreaterThan(MANY);
    expect(all.lines).toHaveLength(await listTotal(''));
    expect(new Set(all.lines).size).toBe(all.lines.length);
    expect(all.streams).toBe(1);
  });
});
