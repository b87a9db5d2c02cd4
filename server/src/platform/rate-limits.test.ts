import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';

let opened: { app: FastifyInstance; database: TestDatabase }[] = [];
afterEach(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
  opened = [];
});

/** An app without demo data whose login allows 3 requests a minute per client address. */
async function limitedApp(overrides: Partial<Config>): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig({ rateLimits: { auth: 3, publicReports: 3 }, ...overrides }),
    db: database.db,
    webRoot: null,
  });
  opened.push({ app, database });
  return app;
}

/** The statuses of wrong logins (each for another address, so no account throttle interferes). */
async function loginStatuses(
  app: FastifyInstance,
  requests: { remoteAddress?: string; forwardedFor?: string }[],
): Promise<(number | string)[]> {
  const statuses: (number | string)[] = [];
  for (const [i, { remoteAddress, forwardedFor }] of requests.entries()) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authorization/token',
      payload: { mail: `niemand-${i}@example.org`, password: 'falsch' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    statuses.push(response.statusCode === 429 ? response.json().code : response.statusCode);
  }
  return statuses;
}

const spoofed = (count: number, remoteAddress?: string) =>
  Array.from({ length: count }, (_, i) => ({ remoteAddress, forwardedFor: `198.51.100.${i + 1}` }));

describe('the client address of the per-IP limits', () => {
  it.each([true, false])('ignores X-Forwarded-For by default (production: %s)', async (production) => {
    const app = await limitedApp({ production });
    expect(await loginStatuses(app, spoofed(4))).toEqual([401, 401, 401, 'RATE_LIMITED']);
  });

  it('takes the forwarded address with TRUST_PROXY=1', async () => {
    const app = await limitedApp({ trustProxy: 1 });
    expect(await loginStatuses(app, spoofed(4))).toEqual([401, 401, 401, 401]);
    // the proxy appends the address it saw: only that last entry counts, not what the client wrote before it
    const sameClient = ['203.0.113.1, 192.0.2.7', '203.0.113.2, 192.0.2.7', '192.0.2.7', '203.0.113.3, 192.0.2.7'];
    expect(
      await loginStatuses(
        app,
        sameClient.map((forwardedFor) => ({ forwardedFor })),
      ),
    ).toEqual([401, 401, 401, 'RATE_LIMITED']);
  });

  it('takes the forwarded address only from the listed proxies', async () => {
    const app = await limitedApp({ trustProxy: ['10.0.0.0/8'] });
    expect(await loginStatuses(app, spoofed(4, '10.1.2.3'))).toEqual([401, 401, 401, 401]);
    expect(await loginStatuses(app, spoofed(4, '127.0.0.1'))).toEqual([401, 401, 401, 'RATE_LIMITED']);
  });
});
