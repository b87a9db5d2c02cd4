import assert from 'node:assert/strict';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../../../server/test/multi-process/smtp-sink.js';
import { png } from '../../../server/test/images.js';
import { freePorts } from '../free-ports.js';
import { DATA_DIR, type Running, runToEnd, start } from './container.js';
import { run } from './run.js';

const ADMIN = { email: 'betrieb@container.example', password: 'Container-Sicher-2026' };
const REPORTER = 'melderin@container.example';
/** a square around the tenant's town hall; the report lies inside */
const AREA = { latitude: 51.3, longitude: 12.4 };
const NODE_UID = 1000;

/** What the smoke test measured, for the summary. */
export interface SmokeTimes {
  readyMs: number;
  stopMs: number;
  restartReadyMs: number;
}

interface Installation {
  base: string;
  token: string;
}

/** A data directory outside the image, owned by the image's user `node`, as a named volume would be. */
function dataDirectory(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `buergerportal-container-${name}-`));
  chownSync(dir, NODE_UID, NODE_UID);
  return dir;
}

async function api<T>(installation: Installation | string, path: string, init: RequestInit = {}): Promise<T> {
  const base = typeof installation === 'string' ? installation : installation.base;
  const headers = new Headers(init.headers);
  if (typeof installation !== 'string') headers.set('authorization', installation.token);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const text = await response.text();
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function untilReady(base: string, running: Running): Promise<number> {
  let ended = false;
  void running.ended.then(() => {
    ended = true;
  });
  for (;;) {
    assert.ok(!ended, `the server ended before it was ready:\n${running.output()}`);
    assert.ok(Date.now() - running.startedAt < 60_000, `not ready within 60 s:\n${running.output()}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return Date.now() - running.startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function logIn(base: string): Promise<Installation> {
  const response = await fetch(`${base}/api/authorization/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail: ADMIN.email, password: ADMIN.password }),
  });
  assert.equal(response.status, 200, await response.text());
  const token = response.headers.get('authorization');
  assert.ok(token, 'the login answers a bearer token');
  return { base, token };
}

/** The super admin's first steps: a municipality with the Mängelmelder and API access, its API key, a category. */
async function createTenant(installation: Installation): Promise<{ apiKey: string; category: number }> {
  const { latitude, longitude } = AREA;
  const tenant = await api<{ id: number }>(installation, '/api/tenant', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Containerstadt',
      street: 'Markt',
      hnr: '1',
      zip: '04109',
      city: 'Containerstadt',
      type: 'commune',
      modules: ['MAENGELMELDER', 'APIZUGRIFF'],
      visibleModules: ['MAENGELMELDER'],
      emailNotification: 'fall@containerstadt.example',
      boundaries: JSON.stringify([
        { latitude: latitude - 0.05, longitude: longitude - 0.05 },
        { latitude: latitude + 0.05, longitude: longitude - 0.05 },
        { latitude: latitude + 0.05, longitude: longitude + 0.05 },
        { latitude: latitude - 0.05, longitude: longitude + 0.05 },
      ]),
    }),
  });
  const { apiKey } = await api<{ apiKey: string }>(installation, `/api/tenant/${tenant.id}/generate-api-key`, { method: 'PATCH' });
  const category = await api<{ id: number }>(installation, '/api/category/', {
    method: 'POST',
    body: JSON.stringify({ name: 'Straßenschäden', tenantId: tenant.id }),
  });
  return { apiKey, category: category.id };
}

/** A citizen's report through the frame's calls: a photo first, then the report naming it. */
async function reportWithPhoto(base: string, apiKey: string, category: number): Promise<{ id: number; photo: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'schlagloch.png');
  const upload = await api<{ name: string }>(base, `/files/upload?apiKey=${apiKey}`, { method: 'POST', body: form });
  const created = await api<{ id: number }>(base, `/api/case?apiKey=${apiKey}`, {
    method: 'POST',
    body: JSON.stringify({ description: 'Schlagloch am Markt', category, ...AREA, email: REPORTER, photos: [upload.name] }),
  });
  return { id: created.id, photo: upload.name };
}

async function fileBytes(installation: Installation, path: string): Promise<Buffer> {
  const response = await fetch(`${installation.base}${path}`, { headers: { authorization: installation.token } });
  assert.equal(response.status, 200, `GET ${path}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Requests in flight while the server is told to stop: each must be answered in full, none cut. */
async function stopUnderLoad(running: Running, base: string, apiKey: string): Promise<number> {
  const inFlight = Array.from({ length: 40 }, () =>
    fetch(`${base}/api/case/map?apiKey=${apiKey}`).then(async (response) => ({ status: response.status, body: await response.text() })),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const stopped = Date.now();
  running.terminate();
  const answers = await Promise.allSettled(inFlight);
  const code = await running.ended;
  const stopMs = Date.now() - stopped;
  assert.equal(code, 0, `exit code after SIGTERM:\n${running.output()}`);
  assert.ok(stopMs < 10_000, `stopped after ${stopMs} ms`);
  for (const answer of answers) {
    // a request that reached the server is answered; one that came after it stopped listening is refused, not cut
    if (answer.status === 'fulfilled') assert.equal(answer.value.status, 200, answer.value.body);
    else assert.match(String((answer.reason as Error).cause), /ECONNREFUSED/, String(answer.reason));
  }
  return stopMs;
}

/**
 * The operator's path through the image: start in production mode as `node` with the data outside the image,
 * the first super admin by the documented command, a tenant, a public report with a photo whose confirmation
 * reaches an SMTP server on the host, SIGTERM under load, a restart on the same data, a backup taken by the
 * running container and its restore into a fresh data directory that a second start serves.
 */
export async function smokeTest(): Promise<SmokeTimes> {
  const sink = await startSmtpSink();
  const [port] = await freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = dataDirectory('data');
  const restoredDir = dataDirectory('restored');
  const env = {
    JWT_SECRET: 'container-smoke-test-secret-0123456789abcdef',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    PUBLIC_URL: base,
    HOST: '127.0.0.1',
    PORT: String(port),
  };
  const server = (dir: string) => start(['node', 'scripts/start.js'], { dataDir: dir, env });
  let running: Running | undefined;
  try {
    running = server(dataDir);
    const readyMs = await untilReady(base, running);

    await runToEnd(['npm', 'run', 'create-admin', '--', '--email', ADMIN.email, '--firstname', 'Bea', '--lastname', 'Betrieb'], {
      dataDir,
      env: { ADMIN_PASSWORD: ADMIN.password },
    });
    const admin = await logIn(base);
    const { apiKey, category } = await createTenant(admin);
    const report = await reportWithPhoto(base, apiKey, category);
    const photo = await fileBytes(admin, `/files/${report.photo}`);
    await fileBytes(admin, `/files/thumbnails/${report.photo}`);
    await fileBytes(admin, `/api/case/${report.id}/pdf-summary`);
    for (let waited = 0; !sink.mails.some((mail) => mail.recipients.includes(REPORTER)); waited += 100) {
      assert.ok(waited < 15_000, `no confirmation mail to ${REPORTER}; received: ${JSON.stringify(sink.mails)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const stopMs = await stopUnderLoad(running, base, apiKey);

    running = server(dataDir);
    const restartReadyMs = await untilReady(base, running);
    const again = await logIn(base);
    assert.deepEqual(await fileBytes(again, `/files/${report.photo}`), photo);

    // the documented backup, taken inside the running container, and the documented restore (SQLite: the database
    // file and files/ into the data directory)
    running.exec(['npm', 'run', 'backup', '--', `${DATA_DIR}/backup`]);
    running.terminate();
    assert.equal(await running.ended, 0);
    assert.deepEqual(readdirSync(join(dataDir, 'backup')).sort(), ['buergerportal.sqlite', 'files']);
    for (const name of ['buergerportal.sqlite', 'files']) run('cp', ['-a', join(dataDir, 'backup', name), restoredDir]);

    running = server(restoredDir);
    await untilReady(base, running);
    const restored = await logIn(base);
    const restoredCase = await api<{ description: string; photos: { name: string }[] }>(restored, `/api/case/${report.id}`);
    assert.equal(restoredCase.description, 'Schlagloch am Markt');
    assert.deepEqual(await fileBytes(restored, `/files/${restoredCase.photos[0]!.name}`), photo);
    running.terminate();
    assert.equal(await running.ended, 0);
    return { readyMs, stopMs, restartReadyMs };
  } finally {
    running?.terminate();
    await running?.ended;
    await sink.close();
    for (const dir of [dataDir, restoredDir]) rmSync(dir, { recursive: true, force: true });
  }
}
