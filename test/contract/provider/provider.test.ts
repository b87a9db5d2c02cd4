import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATES_PATH } from '@contracts/provider-state.js';
import { buildTestApp, type TestApp } from '../../../server/test/app.js';
import { describePact, PACT_DIR, pactFiles, verifyPact, type VerificationTarget } from './verification.js';

let t: TestApp | undefined;
let target: VerificationTarget;

/**
 * The real application over a test database (SQLite, or PostgreSQL with TEST_DATABASE_URL) with the demo data;
 * mails stay in the outbox. Its states are set through its own state-change endpoint, as `npm run
 * verify-provider` sets them on any backend.
 */
beforeAll(async () => {
  t = await buildTestApp({ buildNumber: '2026.07.1' });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  target = { baseUrl, statesUrl: `${baseUrl}${PROVIDER_STATES_PATH}` };
});

afterAll(async () => {
  await t?.close();
});

describe('provider verification', () => {
  const files = pactFiles();

  it('finds the pact files of the web client', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [file.slice(PACT_DIR.length + 1), file]))('honours %s', async (_name, file) => {
    const result = await verifyPact(file, target);
    const failed = result.interactions.filter((interaction) => !interaction.passed).map((interaction) => interaction.description);
    expect({ error: result.error, failed }, describePact(result)).toEqual({ error: null, failed: [] });
    expect(result.interactions.length).toBeGreaterThan(0);
  });
});
