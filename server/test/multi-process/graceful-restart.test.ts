import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/kysely.js';
import { SHUTDOWN_LIMIT_MS } from '../../src/shutdown.js';
import { createPostgresTestDatabase, testDatabaseUrl } from '../database.js';
import { freePorts, startAppProcess, type AppProcess, type Ending } from './app-process.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

/**
 * Two app processes on one PostgreSQL database behind Caddy with deploy/Caddyfile's settings, under a steady load
 * of 50 connections (public reads and public reports, each report mailing its reporter), restarted one after the
 * other with SIGTERM as an orchestrator rolls out a release: no request fails, each process ends with 0 well
 * within 10 s, and every acknowledged report's confirmation arrives exactly once.
 *
 * Needs TEST_DATABASE_URL (the PostgreSQL half of `npm test`) and Debian's caddy; without caddy it is skipped
 * with a notice, except under CI=true (.ci/run installs it).
 */
const root = join(import.meta.dirname, '../../..');
const CONNECTIONS = 50;
const STARTUP_MS = 120_000;
/**
 * load before, between and after the restarts, so each process ends while requests are in flight; long enough that
 * Caddy's health check (every second) has found the restarted process ready before the other one stops, also on a
 * machine busy with other tests (1.5 s was not: "no upstreams available")
 */
const SETTLE_MS = 3_000;
/** the mails are all there once none arrived for this long (each is an SMTP round trip of its own) */
const MAILS_QUIET_MS = 10_000;
const KEY = 'demo-musterstadt';
const IN_MUSTERSTADT = { latitude: 52.22, longitude: 13.44 };

const caddyInstalled = spawnSync('caddy', ['version']).status === 0;
if (testDatabaseUrl && !caddyInstalled) {
  const notice = 'graceful-restart.test.ts: caddy is not installed (apt-get install caddy); the restart under load is not tested';
  if (process.env.CI) throw new Error(notice);
  console.warn(`!!! ${notice}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** deploy/Caddyfile for local ports: the same proxy settings, plain HTTP, no admin endpoint. */
function caddyfile(port: number, upstreams: number[]): string {
  const deployed = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
  const local = deployed
    .replace('{$SITE_ADDRESS}', `http://127.0.0.1:${port}`)
    .replace('app1:3000 app2:3000', upstreams.map((upstream) => `127.0.0.1:${upstream}`).join(' '));
  if (local.includes('{$SITE_ADDRESS}') || local.includes('app1:3000 app2:3000')) {
    throw new Error('deploy/Caddyfile no longer names {$SITE_ADDRESS} and app1:3000 app2:3000: adapt this test');
  }
  return `{\n\tadmin off\n}\n${local}`;
}

async function startCaddy(dir: string, port: number, upstreams: number[]): Promise<ChildProcess> {
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, caddyfile(port, upstreams));
  const caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', config], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', openSync(join(dir, 'caddy.log'), 'w')],
  });
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(100)) {
    if (caddy.exitCode !== null) throw new Error(`caddy ended with ${caddy.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return caddy;
    } catch {
      // not listening yet
    }
  }
  caddy.kill('SIGKILL');
  throw new Error('caddy did not answer within 20 s');
}

/** Caddy's log lines about failed requests and its health checks' findings, for a failure message. */
const proxyErrors = (dir: string) =>
  readFileSync(join(dir, 'caddy.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"level":"error"') || line.includes('health_checker'))
    .join('\n');

interface Outcome {
  what: string;
  status: number | string;
}

/** CONNECTIONS loops of requests through the proxy until stopped: four reads to each report. */
function startLoad(base: string, category: number) {
  const failures: Outcome[] = [];
  const acknowledged: string[] = [];
  let requests = 0;
  let running = true;
  const one = async (index: number) => {
    const report = index % 5 === 0;
    const email = `meldung-${index}@example.org`;
    const what = report ? `POST report ${email}` : 'GET map';
    try {
      const response = report
        ? await fetch(`${base}/api/case?apiKey=${KEY}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ description: `Neustart ${index}`, category, email, ...IN_MUSTERSTADT }),
          })
        : await fetch(`${base}/api/case/map?apiKey=${KEY}`);
      await response.arrayBuffer();
      if (response.status !== (report ? 201 : 200)) failures.push({ what, status: response.status });
      else if (report) acknowledged.push(email);
    } catch (error) {
      failures.push({ what, status: String(error) });
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (running) await one(requests++);
  });
  return {
    failures,
    acknowledged,
    requests: () => requests,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.runIf(testDatabaseUrl && caddyInstalled)('two processes behind Caddy, restarted one after the other under load', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let sink: SmtpSink;
  let dir: string;
  let caddy: ChildProcess | undefined;
  const processes: AppProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    sink = await startSmtpSink();
    dir = mkdtempSync(join(tmpdir(), 'buergerportal-restart-'));
  });

  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop()));
    caddy?.kill('SIGTERM');
    await sink?.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it(
    'fails no request, ends each process with 0 within 10 s, and mails every acknowledged report exactly once',
    async () => {
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dir,
        JWT_SECRET: 'graceful-restart-test-secret-long-enough-for-hs256',
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        PUBLIC_URL: 'http://buergerportal.example',
        RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      };
      const [proxyPort, ...ports] = await freePorts(3);
      // the first migrates and loads the demo data, the second finds both done
      for (const port of ports) processes.push(await startAppProcess(port, env, STARTUP_MS));
      caddy = await startCaddy(dir, proxyPort!, ports);

      const db = await openDatabase(database.url);
      const { id: category } = await db
        .selectFrom('category')
        .innerJoin('tenant', 'tenant.id', 'category.tenantId')
        .select('category.id')
        .where('tenant.apiKey', '=', KEY)
        .where('category.name', '=', 'Verkehrsflächen')
        .executeTakeFirstOrThrow();
      await db.destroy();

      const load = startLoad(`http://127.0.0.1:${proxyPort}`, category);
      const endings: Ending[] = [];
      const outputs: string[] = [];
      try {
        await sleep(SETTLE_MS);
        for (const [index, port] of ports.entries()) {
          endings.push(await processes[index]!.stop());
          outputs.push(processes[index]!.output());
          processes[index] = await startAppProcess(port, env, STARTUP_MS);
          await sleep(SETTLE_MS);
        }
      } finally {
        await load.stop();
      }

      const context = [JSON.stringify(endings), proxyErrors(dir), ...outputs, ...processes.map((app) => app.output())].join('\n');
      expect(load.failures, context).toEqual([]);
      expect(load.requests()).toBeGreaterThan(CONNECTIONS * 10);
      for (const ending of endings) {
        expect(ending.code).toBe(0);
        expect(ending.ms).toBeLessThan(SHUTDOWN_LIMIT_MS);
      }

      const confirmations = () => sink.mails.filter((mail) => mail.recipients.some((to) => to.startsWith('meldung-')));
      for (let seen = -1, quietSince = Date.now(); Date.now() - quietSince < MAILS_QUIET_MS; await sleep(200)) {
        if (sink.mails.length !== seen) [seen, quietSince] = [sink.mails.length, Date.now()];
      }
      const received = confirmations().flatMap((mail) => mail.recipients);
      expect(received.sort()).toEqual([...load.acknowledged].sort());
      const messageIds = sink.mails.map((mail) => mail.messageId);
      expect(new Set(messageIds).size).toBe(messageIds.length);
    },
    3 * STARTUP_MS,
  );
});
