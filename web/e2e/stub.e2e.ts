import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStub, type RunningStub } from '../../scripts/lib/stub-server.js';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

/** A port free a moment ago: the browser context needs the stub's address before the stub starts. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

const port = await freePort();

/**
 * `npm run stub`: the built back office over Pact's stub server, no backend and no database. The answers are the
 * pacts' examples (the current user is the pact's Maria Muster of Musterstadt); the global setup built dist/web.
 */
describeE2E('the back office on the stub API (npm run stub)', () => {
  let stub: RunningStub | undefined;
  beforeAll(async () => {
    stub = await startStub(join(import.meta.dirname, '../..'), port);
  });
  afterAll(async () => {
    await stub?.close();
  });
  const session = useBrowser({ baseURL: `http://127.0.0.1:${port}` });

  it('logs in, shows the dashboard figures and finds a case of the pacts and opens it', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await waitForPath(page, '/dashboard');
    await page.getByText(/^Guten (Morgen|Tag|Abend), Maria$/).waitFor();
    const year = page.getByRole('region', { name: 'Neue Fälle im Zeitverlauf' });
    await year.getByText('+235 % gegenüber dem Vorjahr').waitFor();

    // the case list answers the search that the cases pact describes
    await page.getByRole('link', { name: 'Fallverwaltung', exact: true }).click();
    await waitForPath(page, '/cases');
    await page.getByRole('main').getByRole('searchbox').fill('Schlagloch');
    const firstCase = page
      .getByRole('main')
      .getByRole('link', { name: /^Fall \d+$/ })
      .first();
    await firstCase.waitFor();
    await firstCase.click();
    await waitForPath(page, '/edit-case');
    await expect.poll(() => page.getByText('pact.meldung@example.org').count()).toBeGreaterThan(0);
  });
});

const root = join(import.meta.dirname, '../..');

/**
 * `npm run stub` as a person runs it and ends it: the pact folder it writes into the temporary directory is gone
 * afterwards, and so is the stub server. The global setup built dist/web, so the script builds nothing.
 */
describe('npm run stub ends cleanly', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('removes its pact folder and stops the stub on %s', async (signal) => {
    const temporary = mkdtempSync(join(tmpdir(), 'stub-signal-'));
    const script = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/stub.ts', '--port', '0'], {
      cwd: root,
      env: { ...process.env, TMPDIR: temporary },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let address = '';
      for await (const line of createInterface({ input: script.stdout })) {
        address = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1] ?? '';
        if (address) break;
      }
      expect((await fetch(`${address}/api/app`)).status).toBe(200);
      const pactFolders = () => readdirSync(temporary).filter((name) => name.startsWith('buergerportal-stub-pacts-'));
      expect(pactFolders()).toHaveLength(1);

      script.kill(signal);
      await once(script, 'exit');
      expect(pactFolders()).toEqual([]);
      await expect(fetch(`${address}/api/app`)).rejects.toThrow();
    } finally {
      if (script.exitCode === null) script.kill('SIGKILL');
      rmSync(temporary, { recursive: true, force: true });
    }
  });
});
