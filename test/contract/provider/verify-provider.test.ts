import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/src/config.js';
import { openTestDatabase, type TestDatabase } from '../../../server/test/database.js';
import { buildDemoApp } from '../../../server/test/demo-app.js';
import { freePorts, startAppProcess, type AppProcess } from '../../../server/test/multi-process/app-process.js';

const root = join(import.meta.dirname, '../../..');

/** `npm run verify-provider -- <args>` in a process of its own: its exit code and what it printed. */
async function verifyProvider(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/verify-provider.ts'), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

describe('verify-provider against the product started as `npm start` starts it (demo mode, demo data)', () => {
  let server: AppProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-verify-provider-'));
    const [port, smtpPort, webPort] = await freePorts(3);
    server = await startAppProcess(
      port!,
      { DATA_DIR: dataDir, MAILDEV_SMTP_PORT: String(smtpPort), MAILDEV_WEB_PORT: String(webPort), NODE_ENV: '' },
      30_000,
    );
  }, 40_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes every interaction of every pact file, and again on the used server', async () => {
    const first = await verifyProvider('--base-url', server!.url);
    expect(first.output).toMatch(/Alle \d+ Interaktionen aus \d+ Pact-Dateien bestanden\./);
    expect(first.code, first.output.slice(-5_000)).toBe(0);
    // the states that once failed a second run: a device blocked by the first
    const again = await verifyProvider('--base-url', server!.url, '--pact', 'web-case-file-buergerportal-api.json');
    expect(again.code, again.output.slice(-5_000)).toBe(0);
  }, 90_000);
});

describe('verify-provider against a server that breaks one interaction', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    database = await openTestDatabase({ migrate: false });
    dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-broken-provider-'));
    // the dashboard figures answer a text where the client expects a count
    const breakFigures = async (_request: unknown, _reply: unknown, payload: unknown) =>
      typeof payload === 'string' ? payload.replace(/"newCasesThisWeek":\d+/, '"newCasesThisWeek":"viele"') : payload;
    ({ app } = await buildDemoApp({
      config: testConfig({ dataDir }),
      db: database.db,
      webRoot: null,
      onRoute: (route) => {
        if (route.url === '/api/case/statistics/simple') route.onSend = breakFigures;
      },
    }));
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails with exit code 1 and names the interaction and its mismatch', async () => {
    const { code, output } = await verifyProvider('--base-url', baseUrl, '--pact', 'web-dashboard-buergerportal-api.json');
    expect(code).toBe(1);
    const summary = output.slice(output.indexOf('=== Verifikation'));
    expect(summary).toContain('web-dashboard-buergerportal-api.json: 4 von 5 Interaktionen bestanden');
    expect(summary).toContain('✓ a request for the 5 newest cases');
    expect(summary).toContain('✗ a request for the dashboard figures');
    expect(summary).toContain("BodyMismatch $.newCasesThisWeek: Expected 'viele' (String) to be an integer");
    expect(summary).toContain('1 von 5 Interaktionen fehlgeschlagen (web-dashboard-buergerportal-api.json).');
  });

  it('names the state that failed and what the state-change endpoint answered', async () => {
    const { code, output } = await verifyProvider(
      '--base-url',
      baseUrl,
      '--states-url',
      `${baseUrl}/api/no-such-endpoint`,
      '--pact',
      'web-dashboard-buergerportal-api.json',
    );
    expect(code).toBe(1);
    expect(output).toContain('Provider-State „a user is logged in“ (setup): 404');
  });
});
