import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../../../server/src/config.js';
import { openDatabase, type Db } from '../../../server/src/db/kysely.js';
import { startMaildev, type RunningMaildev } from '../../../server/src/platform/maildev.js';
import { buildDemoApp } from '../../../server/test/demo-app.js';
import { startGeocoderStub } from '../../../server/test/geocoder-stub.js';
import { freePorts } from '../../../scripts/lib/free-ports.js';
import { buildWebIfStale } from '../../../scripts/lib/web-build.js';

/** What the browser tests get from this setup (vitest `inject('e2e')`); null when Chromium is missing. */
export interface E2EEnvironment {
  /** the running server, e.g. http://127.0.0.1:41234 (also the publicUrl in mails) */
  baseUrl: string;
  /** the shared Chromium: connect with chromium.connect(wsEndpoint) */
  wsEndpoint: string;
  /** maildev's web UI and REST API (`/api/email`) */
  maildevUrl: string;
  /** the server's SQLite file, for tests that must change state no screen can (expire a session) */
  dbFile: string;
  /** where screenshots and the server log go */
  resultsDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2EEnvironment | null;
    e2eSkipReason: string;
  }
}

const root = join(import.meta.dirname, '../../..');
const resultsDir = join(root, 'test-results');

const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The assets an index.html refers to, all of which must exist next to it. */
function completeBundle(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  return assets.every((asset) => existsSync(join(dir, asset)));
}

/**
 * A private copy of dist/web for this run: dist/web is shared, and a rebuild by someone else during the
 * run would delete the hashed assets the server announced at start. Copied again if caught mid-build.
 */
async function snapshotWebBundle(target: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    cpSync(join(root, 'dist/web'), target, { recursive: true });
    if (completeBundle(target)) return target;
    if (attempt === 5) throw new Error('dist/web keeps changing (a build running elsewhere?); cannot take a consistent copy');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

function loudNotice(lines: string[]): void {
  const bar = '!'.repeat(78);
  console.warn(['', bar, ...lines.map((l) => `!! ${l}`), bar, ''].join('\n'));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) {
    const reason = `No Chromium at CHROMIUM_PATH (${process.env.CHROMIUM_PATH ?? 'unset'}) or /usr/bin/chromium.`;
    if (process.env.CI === 'true') throw new Error(`${reason} Browser tests may not be skipped under CI=true.`);
    loudNotice([`BROWSER TESTS SKIPPED: ${reason}`, 'Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).']);
    project.provide('e2e', null);
    project.provide('e2eSkipReason', reason);
    return async () => {};
  }

  buildWebIfStale(root, (line) => console.log(`[e2e] ${line}`));
  mkdirSync(resultsDir, { recursive: true });

  const cleanups: Array<() => Promise<unknown>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.warn('[e2e] teardown step failed:', error));
    }
  };

  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-e2e-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const [port, smtpPort, webPort] = await freePorts(3);
    const baseUrl = `http://127.0.0.1:${port}`;
    const dbFile = join(dataDir, 'e2e.sqlite');
    // no internet here: address searches go to a stand-in that knows a few places of the demo tenants
    const geocoder = await startGeocoderStub();
    cleanups.push(() => geocoder.close());
    const config = testConfig({
      port,
      dataDir,
      databaseUrl: `sqlite:${dbFile}`,
      publicUrl: baseUrl,
      maildevSmtpPort: smtpPort,
      maildevWebPort: webPort,
      rateLimits: { auth: 100_000, publicReports: 100_000 },
      geocoderUrl: geocoder.url,
      // the forwarding's screens load the services of this very server's Open311 endpoint
      forwardingAllowedHosts: ['127.0.0.1'],
    });

    const db: Db = await openDatabase(config.databaseUrl);
    cleanups.push(() => db.destroy());

    const maildev: RunningMaildev = await startMaildev(config);
    cleanups.push(() => maildev.close());

    const { app } = await buildDemoApp({
      config,
      db,
      webRoot: await snapshotWebBundle(join(dataDir, 'web')),
      logger: { level: 'warn', file: join(resultsDir, 'e2e-server.log') },
    });
    cleanups.push(() => app.close());
    app.mailer.start();
    await app.listen({ port, host: '127.0.0.1' });

    const browser: BrowserServer = await chromium.launchServer({ executablePath, headless: true, args: BROWSER_ARGS });
    cleanups.push(() => browser.close());

    project.provide('e2e', {
      baseUrl,
      wsEndpoint: browser.wsEndpoint(),
      maildevUrl: `http://127.0.0.1:${webPort}`,
      dbFile,
      resultsDir,
    });
    project.provide('e2eSkipReason', '');
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
