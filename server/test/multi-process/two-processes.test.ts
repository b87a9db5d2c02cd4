import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaseMarkers } from '@contracts/case.js';
import { DEMO_PASSWORD } from '../../../fixtures/load.js';
import { openDatabase, type Db } from '../../src/db/kysely.js';
import { ACCOUNTS } from '../app.js';
import { createPostgresTestDatabase, testDatabaseUrl } from '../database.js';
import { freePorts, startAppProcess, type AppProcess } from './app-process.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

/**
 * Two server processes on one PostgreSQL database, on two ports, as a hosting provider runs them.
 * Only with TEST_DATABASE_URL (the PostgreSQL half of `npm test`): SQLite is one process's database.
 *
 * The processes start one after the other: the first migrates the empty database and loads the demo data,
 * the second finds both done. (Two processes starting at once on an empty database would both load the demo
 * data; production never loads it.)
 */
const STARTUP_MS = 120_000;
/** how long another process may take to hear of a change: the notification's way, not a cache's lifetime */
const NOTIFICATION_DELAY_MS = 1000;
const PUBLIC_LIMIT = 4;
const MAILS_PER_PROCESS = 100;

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function call(base: string, path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    headers: response.headers,
  };
}

const tryLogin = (base: string, email: string, password = DEMO_PASSWORD) =>
  call(base, '/api/authorization/token', { method: 'POST', body: { mail: email, password } });

async function login(base: string, email: string): Promise<string> {
  const answer = await tryLogin(base, email);
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.headers.get('authorization')!;
}

/** A GET from another loopback address, so that the per-IP limit counts only these requests. */
function statusFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    }).on('error', reject);
  });
}

/**
 * Asks until the answer holds; answers whether it did for a request sent within `ms`. A request counts by when
 * it was sent, so a slow answer on a busy machine is no failure, a stale one is.
 */
async function holdsWithin(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    const sentAt = Date.now();
    if (await check()) return true;
    if (sentAt >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!testDatabaseUrl)('two processes on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Db;
  let sink: SmtpSink;
  let dataDir: string;
  const processes: AppProcess[] = [];
  let a: string;
  let b: string;

  beforeAll(
    async () => {
      database = await createPostgresTestDatabase();
      sink = await startSmtpSink();
      // the stored files are shared, as on a network volume
      dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-two-processes-'));
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET: 'two-processes-test-secret-long-enough-for-hs256',
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        PUBLIC_URL: 'http://buergerportal.example',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        RATE_LIMIT_PUBLIC_PER_MINUTE: String(PUBLIC_LIMIT),
      };
      for (const port of await freePorts(2)) processes.push(await startAppProcess(port, env, STARTUP_MS));
      a = processes[0]!.url;
      b = processes[1]!.url;
      db = await openDatabase(database.url);
    },
    2 * STARTUP_MS + 30_000,
  );

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.destroy();
    await sink?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses a right revoked through one process in the other at its next request', async () => {
    const [admin, clerk] = [await login(a, ACCOUNTS.musterAdmin), await login(a, ACCOUNTS.musterClerk)];
    const listCases = () => call(b, '/api/case?page=0&size=1', { token: clerk });
    // B has worked out the clerk's rights before the change
    expect((await listCases()).status).toBe(200);

    const roles = await call(a, '/api/role', { token: admin });
    const clerkRole = (roles.body as { id: number; name: string }[]).find((role) => role.name === 'Sachbearbeitung')!;
    const revoked = await call(a, `/api/role/${clerkRole.id}/right/VIEW_CASES`, { method: 'PUT', token: admin });
    expect(revoked.status).toBe(200);
    expect((revoked.body as { rights: string[] }).rights).not.toContain('VIEW_CASES');

    expect(await holdsWithin(NOTIFICATION_DELAY_MS, async () => (await listCases()).status === 403)).toBe(true);
  });

  it('ends a session logged out through one process in the other at its next request', async () => {
    const clerk = await login(a, ACCOUNTS.musterClerk);
    const me = () => call(b, '/api/user/me', { token: clerk });
    // B keeps the session between requests
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);
    expect((await call(a, '/logout', { method: 'POST', token: clerk })).status).toBe(200);
    expect(await holdsWithin(NOTIFICATION_DELAY_MS, async () => (await me()).status === 401)).toBe(true);
  });

  it("shows a case published through one process on the other's public map at once", async () => {
    const admin = await login(a, ACCOUNTS.musterAdmin);
    const mapIds = async () =>
      ((await call(b, '/api/case/map?apiKey=demo-musterstadt')).body as { cases: { id: number }[] }).cases.map((c) => c.id);
    // B has its map answer in memory before the change
    const [caseId] = await mapIds();
    expect(caseId).toBeDefined();

    expect((await call(a, `/api/case/${caseId}/map-published/false`, { method: 'PUT', token: admin })).status).toBe(200);
    expect(await holdsWithin(NOTIFICATION_DELAY_MS, async () => !(await mapIds()).includes(caseId!))).toBe(true);

    expect((await call(a, `/api/case/${caseId}/map-published/true`, { method: 'PUT', token: admin })).status).toBe(200);
    expect(await holdsWithin(NOTIFICATION_DELAY_MS, async () => (await mapIds()).includes(caseId!))).toBe(true);
  });

  it("shows a case changed through one process on the other's map of /cases, published or not", async () => {
    const [admin, superAdmin] = [await login(a, ACCOUNTS.musterAdmin), await login(b, ACCOUNTS.superAdmin)];
    const musterstadt = await db.selectFrom('tenant').select('id').where('apiKey', '=', 'demo-musterstadt').executeTakeFirstOrThrow();
    const unpublished = await db
      .selectFrom('defectCase')
      .select('id')
      .where('tenantId', '=', musterstadt.id)
      .where('publishedOnMap', '=', 0)
      .where('state', '=', 'CREATED')
      .executeTakeFirstOrThrow();
    const stateOnB = async () => {
      const answer = (await call(b, '/api/case/markers?state=all', { token: superAdmin })).body as CaseMarkers;
      const marker = answer.markers.find(([id]) => id === unpublished.id)!;
      return answer.states[marker[4]];
    };
    // B has the answer built before the change
    expect(await stateOnB()).toBe('CREATED');

    const changed = await call(a, `/api/case/${unpublished.id}/state/IN_PROGRESS`, { method: 'PUT', token: admin });
    expect(changed.status).toBe(200);
    expect(await holdsWithin(NOTIFICATION_DELAY_MS, async () => (await stateOnB()) === 'IN_PROGRESS')).toBe(true);
  });

  it('delivers each of 200 mails queued through both processes exactly once', async () => {
    const recipient = ACCOUNTS.support;
    const forgot = (base: string) => call(base, '/api/user/forgot-password', { method: 'POST', body: { email: recipient } });
    const statuses = await Promise.all(
      [a, b].map(async (base) => {
        const answers: number[] = [];
        // ten at a time per process: both processes' workers find mail due while more arrives
        for (let i = 0; i < MAILS_PER_PROCESS; i += 10)
          answers.push(...(await Promise.all(Array.from({ length: 10 }, () => forgot(base)))).map((r) => r.status));
        return answers;
      }),
    );
    expect(statuses.flat().filter((status) => status !== 200)).toEqual([]);

    const delivered = () => sink.mails.filter((mail) => mail.recipients.includes(recipient));
    const all = 2 * MAILS_PER_PROCESS;
    expect(await holdsWithin(45_000, async () => new Set(delivered().map((mail) => mail.messageId)).size >= all)).toBe(true);
    // both workers poll every second: a second delivery of any row would arrive within the next polls
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const messageIds = delivered().map((mail) => mail.messageId);
    expect(messageIds.every((id) => id !== null)).toBe(true);
    expect(new Set(messageIds).size).toBe(all);
    expect(messageIds).toHaveLength(all);
    const unsent = await db.selectFrom('mailOutbox').select('id').where('recipient', '=', recipient).where('sentAt', 'is', null).execute();
    expect(unsent).toEqual([]);
  }, 90_000);

  it("counts one account's failed logins made through both processes", async () => {
    const account = ACCOUNTS.dorfAdmin;
    const failures = [];
    for (const base of [a, b, a, b, a]) failures.push((await tryLogin(base, account, 'falsch')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    // the fifth failure locked the address in both: even the right password waits
    const locked = await tryLogin(b, account);
    expect(locked.status).toBe(429);
    expect((locked.body as { code: string }).code).toBe('ERROR_LOGIN_THROTTLED');
  });

  it("counts one address's requests to a limited public endpoint through both processes against one limit", async () => {
    // a geocoder request without a query is refused by validation, after the limit has counted it
    const statuses = [];
    for (const base of [a, b, a, b, a, b]) statuses.push(await statusFrom('127.0.0.9', `${base}/api/geocode`));
    expect(statuses).toEqual([...Array(PUBLIC_LIMIT).fill(400), 429, 429]);
  });
});
