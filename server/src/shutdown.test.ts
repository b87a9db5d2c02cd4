import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { DRAIN_MS, shutDown } from './shutdown.js';
import { openTestDatabase } from '../test/database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shutdown on SIGTERM', () => {
  it('stops being ready at once, answers the requests in flight, then stops listening and ends with 0', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, webRoot: null });
    // a request still running when the process stops listening
    app.get('/test/slow', { config: { public: true } }, async () => {
      await sleep(DRAIN_MS + 300);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
      const slow = fetch(`${base}/test/slow`);
      await sleep(100);
      let housekeepingStopped = false;
      const ended = shutDown({
        app,
        db: database.db,
        stopJobs: async () => {
          housekeepingStopped = true;
        },
      });

      const ready = await fetch(`${base}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'DOWN' });
      expect(ready.headers.get('connection')).toBe('close');
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ done: true });

      expect(await ended).toBe(0);
      expect(housekeepingStopped).toBe(true);
      await expect(fetch(`${base}/health/live`)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
