import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openTestDatabase } from '../../test/database.js';

async function freshApp() {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(), db: database.db, webRoot: null });
  return { app, database };
}

describe('health endpoints', () => {
  it('/health/live and /health/ready answer UP without a session', async () => {
    const { app, database } = await freshApp();
    for (const url of ['/health/live', '/health/ready']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'UP' });
    }
    await app.close();
    await database.close();
  });

  it('/health/ready answers 503 DOWN when the database is gone, while /health/live stays UP', async () => {
    const { app, database } = await freshApp();
    await database.disconnect();
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'DOWN' });
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });
});
