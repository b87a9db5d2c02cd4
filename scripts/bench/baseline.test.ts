import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { buildApp } from '../../server/src/app.js';
import { testConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/kysely.js';
import { CASE_LIST_PATH, startBaseline } from './baseline.js';
import { seedBenchDatabase } from './seed.js';
import { login, probe } from './servers.js';
import { migratedBenchDatabase } from './test-database.js';

interface Page {
  content: { id: number; caseNumber: number; firstPhoto?: string | null }[];
  totalElements: number;
}

/**
 * Each baseline serves the page its caller's list answers, on the database the tests run on: the same cases in the
 * same order, with their first photos, and the same count; a ratio to it measures only what the route adds.
 */
describe('startBaseline', () => {
  it('answers the tenant admin’s and the super admin’s page of the case list', async () => {
    const url = await migratedBenchDatabase();
    await seedBenchDatabase(url, { cases: 3000, tenants: 12 });
    const { tenantId } = await probe(url);
    const dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-bench-baseline-'));
    const db = await openDatabase(url);
    const app = await buildApp({
      config: testConfig({ dataDir, databaseUrl: url }),
      db,
      webRoot: null,
      mailTransport: nodemailer.createTransport({ jsonTransport: true }),
    });
    const baseline = await startBaseline(url, tenantId);
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      for (const [email, path] of [
        ['admin@musterstadt.example', '/'],
        ['superadmin@buergerportal.example', '/all'],
      ] as const) {
        const listed = await fetch(`${origin}${CASE_LIST_PATH}`, { headers: { authorization: await login(origin, email) } });
        const app = (await listed.json()) as Page;
        const raw = (await (await fetch(`http://127.0.0.1:${baseline.port}${path}`)).json()) as Page;
        expect(app.content.length).toBeGreaterThan(20);
        expect(raw.content.map((c) => c.id)).toEqual(app.content.map((c) => c.id));
        expect(raw.totalElements).toBe(app.totalElements);
        expect(app.content.some((c) => c.firstPhoto)).toBe(true);
      }
    } finally {
      await new Promise((resolve) => baseline.server.close(resolve));
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
