import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test/database.js';
import { countHit, removeEndedWindows } from './rate-limit-store.js';

let database: TestDatabase;
let apps: FastifyInstance[] = [];
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
  await database.close();
});

const at = (iso: string) => new Date(iso);

describe('countHit', () => {
  it('counts the hits of a key within its window and starts a new window once it has ended', async () => {
    const { db } = database;
    expect(await countHit(db, 'k', 60_000, at('2026-03-01T10:00:00.000Z'))).toEqual({ hits: 1, windowEndsAt: '2026-03-01T10:01:00.000Z' });
    expect(await countHit(db, 'k', 60_000, at('2026-03-01T10:00:59.000Z'))).toEqual({ hits: 2, windowEndsAt: '2026-03-01T10:01:00.000Z' });
    expect(await countHit(db, 'other', 60_000, at('2026-03-01T10:00:59.000Z'))).toEqual({
      hits: 1,
      windowEndsAt: '2026-03-01T10:01:59.000Z',
    });
    expect(await countHit(db, 'k', 60_000, at('2026-03-01T10:01:00.000Z'))).toEqual({ hits: 1, windowEndsAt: '2026-03-01T10:02:00.000Z' });
  });

  it('loses no hit when many arrive at once', async () => {
    const { db } = database;
    const now = new Date();
    const counts = await Promise.all(Array.from({ length: 40 }, () => countHit(db, 'busy', 60_000, now)));
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it.runIf(testDatabaseUrl)('counts on PostgreSQL in an unlogged table: a count commits without waiting for a disk flush', async () => {
    const persistence = sql<{ relpersistence: string }>`select relpersistence from pg_class where relname = 'rate_limit'`;
    expect((await persistence.execute(database.db)).rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('sweeps only the windows that have ended', async () => {
    const { db } = database;
    await countHit(db, 'ended', 60_000, at('2026-03-01T10:00:00.000Z'));
    await countHit(db, 'running', 60_000, at('2026-03-01T10:00:30.000Z'));
    await removeEndedWindows(db, at('2026-03-01T10:01:00.000Z'));
    expect(await db.selectFrom('rateLimit').select('key').execute()).toEqual([{ key: 'running' }]);
  });
});

// SQLite serves one process per database file, and counts in memory (sharedRateLimitStore)
describe.runIf(testDatabaseUrl)('the per-IP limits with several processes on one PostgreSQL database', () => {
  /** An app without demo data on the shared database whose anonymous public endpoints allow 3 requests a minute. */
  async function instance(): Promise<FastifyInstance> {
    const app = await buildApp({ config: testConfig({ rateLimits: { auth: 3, publicReports: 3 } }), db: database.db, webRoot: null });
    apps.push(app);
    return app;
  }

  // a geocoder request without a query is refused by validation, after the limit (onRequest) has counted it
  const geocode = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/geocode' });

  it('counts the requests to one route through every process against one limit', async () => {
    const [a, b] = [await instance(), await instance()];
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await geocode(app)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const refused = await geocode(a);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps each route its own limit and each address its own count', async () => {
    const [a, b] = [await instance(), await instance()];
    for (const app of [a, b, a]) await geocode(app);
    expect((await geocode(b)).statusCode).toBe(429);
    expect((await b.inject({ method: 'GET', url: '/api/geocode', remoteAddress: '127.0.0.2' })).statusCode).toBe(400);
    const unsubscribe = await a.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=x' });
    expect(unsubscribe.statusCode).toBe(400);
  });
});
