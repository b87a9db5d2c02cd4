import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';

let database: TestDatabase;
const apps: Record<'production' | 'development', FastifyInstance> = {} as never;
beforeAll(async () => {
  database = await openTestDatabase();
  apps.production = await buildApp({ config: testConfig({ production: true }), db: database.db, webRoot: null });
  apps.development = await buildApp({ config: testConfig(), db: database.db, webRoot: null });
});
afterAll(async () => {
  await apps.production.close();
  await apps.development.close();
  await database.close();
});

describe('Strict-Transport-Security', () => {
  it('is sent in production for a year, subdomains included', async () => {
    const response = await apps.production.inject({ url: '/api/app' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent outside production, which may run without TLS', async () => {
    const response = await apps.development.inject({ url: '/api/app' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
