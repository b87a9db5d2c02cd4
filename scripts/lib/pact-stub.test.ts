import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPactStub } from './pact-stub.js';
import { writeStubPacts } from './stub-pacts.js';

const root = join(import.meta.dirname, '../..');

describe("Pact's stub server as npm run stub starts it", () => {
  const pactDir = mkdtempSync(join(tmpdir(), 'pact-stub-test-'));
  writeStubPacts(join(root, 'test/contract/pacts'), pactDir);
  afterAll(() => rmSync(pactDir, { recursive: true, force: true }));

  // each start leaves the previous one's port in TIME-WAIT: a probed port used to collide with that now and then
  it('starts 20 times in a row, each time on the port it names, and answers there', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const stub = await startPactStub(root, pactDir);
      try {
        const answer = await fetch(`http://127.0.0.1:${stub.port}/api/app`, { headers: { connection: 'close' } });
        expect(answer.status, `attempt ${attempt}`).toBeLessThan(600);
        await answer.arrayBuffer();
      } finally {
        stub.stop();
      }
    }
  }, 120_000);

  it('refuses a folder it cannot load', async () => {
    await expect(startPactStub(root, join(pactDir, 'gibt-es-nicht'), 5_000)).rejects.toThrow(/pact-stub-server/);
  });
});
