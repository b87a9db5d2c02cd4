import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verifier } from '@pact-foundation/pact';
import { buildTestApp, type TestApp } from '../../server/test/app.js';
import { stateHandlers } from './states.js';

process.env.PACT_DO_NOT_TRACK ??= 'true';

const PACT_DIR = join(import.meta.dirname, '../pacts');
const pactFiles = readdirSync(PACT_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => join(PACT_DIR, file));

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  is(type: string): string | false | null;
}

/**
 * Pact's verification proxy parses each body and re-sends it as JSON (a form body too, keeping its
 * form content type), and streams a request without a body as an empty chunked body, which the app
 * rightly refuses (415) for a POST. This puts the bytes back as the consumer sent them.
 */
function keepBodiesAsSent(request: ProxiedRequest, _response: unknown, next: () => void): void {
  if (!Number(request.headers['content-length'] ?? 0)) {
    request.body = undefined;
    request.headers['content-length'] = '0';
  } else if (request.is('application/x-www-form-urlencoded') && !Buffer.isBuffer(request.body)) {
    const form = Buffer.from(new URLSearchParams(request.body as Record<string, string>).toString());
    request.body = form;
    request.headers['content-length'] = String(form.length);
  }
  next();
}

let t: TestApp | undefined;
let baseUrl: string;

/** The real application over a test database (SQLite, or PostgreSQL with TEST_DATABASE_URL) with the demo data; mails stay in the outbox. */
beforeAll(async () => {
  t = await buildTestApp({ buildNumber: '2026.07.1' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
});

describe('provider verification', () => {
  it('finds the pact files of the web client', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it.each(pactFiles.map((file) => [file.slice(PACT_DIR.length + 1), file]))('honours %s', async (_name, file) => {
    await new Verifier({
      provider: 'buergerportal-api',
      providerBaseUrl: baseUrl,
      pactUrls: [file],
      stateHandlers: stateHandlers(t!.app, t!.db),
      requestFilter: keepBodiesAsSent,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
