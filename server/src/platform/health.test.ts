import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { allConnectionsAtWork, isPostgres } from '../db/kysely.js';
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

  it('/health/ready answers before the statements that hold every connection of the PostgreSQL pool', async () => {
    const { app, database } = await freshApp();
    if (isPostgres(database.db)) {
      const statements = Array.from({ length: 10 }, () => sql`select pg_sleep(1)`.execute(database.db));
      while (!allConnectionsAtWork(database.db)) await new Promise((resolve) => setTimeout(resolve, 5));
      // a readiness check that asked the pool could answer only once the first of them has ended
      const firstEnded = Promise.race(statements).then(() => 'a statement ended');
      const ready = app.inject({ url: '/health/ready' }).then((response) => `ready ${response.statusCode}`);
      expect(await Promise.race([ready, firstEnded])).toBe('ready 200');
      await Promise.all(statements);
    }
    await app.close();
    await database.close();
  });
});
