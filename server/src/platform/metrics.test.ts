import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transporter } from 'nodemailer';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';
import { enqueueMail } from './mail.js';

type Labels = Record<string, string>;

interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

/** The samples of a Prometheus text exposition; fails the test on a line that is not in the format. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const labels = Object.fromEntries([...(match![2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    samples.push({ name: match![1]!, labels, value: Number(match![3]) });
  }
  return samples;
}

/** The value of the one sample with exactly this name and these labels; undefined when there is none. */
function sampleValue(samples: Sample[], name: string, labels: Labels = {}): number | undefined {
  const found = samples.filter(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)} appears more than once`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

/** An app on an empty database of its own (no demo data: quick to build), delivering mail through the transport. */
async function bareApp(mailTransport?: Transporter, webRoot: string | null = null) {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(), db: database.db, mailTransport, webRoot });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function scrape(t: Pick<TestApp, 'app'>, headers: Record<string, string> = {}): Promise<Sample[]> {
  const response = await t.app.inject({ url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  return parseExposition(response.body);
}

describe('GET /metrics in demo mode (no token)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers without a session in the Prometheus text format, with process memory and database time', async () => {
    expect((await t.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toContain('# TYPE http_requests_total counter');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE buergerportal_db_query_duration_seconds histogram');
    expect(response.body).toContain('# TYPE buergerportal_mail_outbox_queued gauge');
    const samples = parseExposition(response.body);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // the readiness check asked this app's database
    expect(sampleValue(samples, 'buergerportal_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'buergerportal_db_query_duration_seconds_bucket', { le: '+Inf' })).toBe(
      sampleValue(samples, 'buergerportal_db_query_duration_seconds_count'),
    );
  });

  it('counts requests by route pattern and status, never by the raw address', async () => {
    const caseId = Object.values(t.ids.cases)[0];
    const queriesBefore = sampleValue(await scrape(t), 'buergerportal_db_query_duration_seconds_count')!;
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${caseId}` })).statusCode).toBe(200);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${caseId}` })).statusCode).toBe(200);
    expect((await t.request(null, { url: `/api/case/${caseId}` })).statusCode).toBe(401);
    expect((await t.request(null, { url: '/gibt/es/nicht/4711' })).statusCode).toBe(404);

    const samples = await scrape(t);
    const route = { method: 'GET', route: '/api/case/:id' };
    expect(sampleValue(samples, 'http_requests_total', { ...route, status_code: '200' })).toBe(2);
    expect(sampleValue(samples, 'http_requests_total', { ...route, status_code: '401' })).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', { ...route, status_code: '200' })).toBe(2);
    expect(sampleValue(samples, 'http_request_duration_seconds_bucket', { ...route, status_code: '200', le: '+Inf' })).toBe(2);
    expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes(String(caseId)) || s.labels.route?.includes('4711'))).toBe(false);
    expect(sampleValue(samples, 'buergerportal_db_query_duration_seconds_count')).toBeGreaterThan(queriesBefore);
  });

  it('keeps its series to this app: a second app in the same process starts from zero', async () => {
    const other = await bareApp();
    try {
      expect((await other.app.inject({ url: '/api/case/1' })).statusCode).toBe(401);
      const samples = await scrape(other);
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/api/case/:id', status_code: '200' })).toBeUndefined();
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/api/case/:id', status_code: '401' })).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('unknown addresses beside the web app', () => {
  it('are counted as route="unmatched", not as the web app\'s fallback route', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bp-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>back office</title>');
    const t = await bareApp(undefined, webRoot);
    try {
      for (const url of ['/api/gibt-es-nicht', '/open311/v2/gibt-es-nicht.json', '/bild.png']) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
      // a page of the web app is the fallback's, and found
      expect((await t.app.inject({ url: '/faelle' })).statusCode).toBe(200);
      const samples = await scrape(t);
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(3);
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/*', status_code: '404' })).toBeUndefined();
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/*', status_code: '200' })).toBe(1);
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('the exposition checked by promtool', () => {
  const promtool = spawnSync('promtool', ['--version']).status === 0;
  if (!promtool && process.env.CI !== 'true') {
    console.warn('promtool is not installed: "promtool check metrics" is skipped (apt-get install prometheus, or see .ci/run)');
  }

  it.skipIf(!promtool && process.env.CI !== 'true')('passes "promtool check metrics"', async () => {
    const t = await buildTestApp();
    try {
      await t.app.inject({ url: '/health/ready' });
      await t.app.inject({ url: '/gibt/es/nicht' });
      const exposition = (await t.app.inject({ url: '/metrics' })).body;
      const check = spawnSync('promtool', ['check', 'metrics'], { input: exposition, encoding: 'utf8' });
      expect(check.error).toBeUndefined();
      expect(`${check.stdout}${check.stderr}`).toBe('');
      expect(check.status).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN in production', () => {
  const token = 'prometheus-token-4f1c9a2e';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ production: true, metricsToken: token });
  });
  afterAll(() => t.close());

  it('answers the bearer of the token', async () => {
    expect(sampleValue(await scrape(t, { authorization: `Bearer ${token}` }), 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer prometheus-token-4f1c9a2f' }],
    ['a prefix of the token', { authorization: 'Bearer prometheus' }],
    ['the token without the Bearer scheme', { authorization: token }],
    ["a staff member's session", null],
  ])('refuses %s with 401', async (_, headers) => {
    const response = headers ? await t.app.inject({ url: '/metrics', headers }) : await t.request(ACCOUNTS.superAdmin, { url: '/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toEqual({ message: 'Für die Messwerte ist ein gültiges Token nötig.', code: 'METRICS_TOKEN_REQUIRED' });
  });
});

describe('GET /metrics in production without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ production: true });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    for (const headers of [{}, { authorization: 'Bearer irgendwas' }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Diese Adresse gibt es nicht.', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /metrics in production without METRICS_TOKEN, beside the web app', () => {
  it("answers 404 like an unknown address, not the web app's page", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bp-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>back office</title>');
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ production: true }), db: database.db, webRoot });
    try {
      // the web app's fallback answers other addresses outside the API with its page
      expect((await app.inject({ url: '/irgendeine-seite' })).headers['content-type']).toMatch(/^text\/html/);
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url: '/metrics' });
        expect(response.statusCode, method).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
      expect((await app.inject({ url: '/metrics' })).json()).toEqual({ message: 'Diese Adresse gibt es nicht.', code: 'NOT_FOUND' });
    } finally {
      await app.close();
      await database.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('the mail outbox in /metrics', () => {
  it('shows the queued mails, those whose delivery failed, and the failed sends of this process', async () => {
    const refusing = {
      sendMail: async () => {
        throw new Error('550 mailbox unavailable');
      },
    } as unknown as Transporter;
    const t = await bareApp(refusing);
    const { app, db } = t;
    try {
      const outbox = async () => {
        const samples = await scrape({ app });
        return ['queued', 'retrying']
          .map((gauge) => sampleValue(samples, `buergerportal_mail_outbox_${gauge}`))
          .concat(sampleValue(samples, 'buergerportal_mail_send_failures_total'));
      };
      expect(await outbox()).toEqual([0, 0, 0]);

      for (const to of ['a@example.org', 'b@example.org', 'c@example.org']) {
        await enqueueMail(db, { to, subject: 'Test', text: 'Hallo' });
      }
      expect(await outbox()).toEqual([3, 0, 0]);

      expect(await app.mailer.drain()).toBe(0);
      expect(await outbox()).toEqual([3, 3, 3]);

      await db.updateTable('mailOutbox').set({ sentAt: new Date().toISOString() }).where('recipient', '=', 'a@example.org').execute();
      expect(await outbox()).toEqual([2, 2, 3]);
    } finally {
      await t.close();
    }
  });

  it('still answers while the database does not: the outbox gauges are NaN then', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, webRoot: null });
    await database.disconnect();
    const samples = await scrape({ app });
    expect(sampleValue(samples, 'buergerportal_mail_outbox_queued')).toBeNaN();
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    await app.close();
    await database.close();
  });
});
