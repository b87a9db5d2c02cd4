import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './lib/server-build.js';

const root = join(import.meta.dirname, '..');
// the build's own layout (server/, commands/) two levels below the root, like dist/server: it finds node_modules
// and dist/web from there
const outDir = join(root, `dist-build-test-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-build-test-'));
let server: ChildProcess | undefined;

beforeAll(() => buildServer(root, outDir), 60_000);
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Production mode on the test's data directory, without the TypeScript loader the test runner brings. */
function productionEnv(): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _loaderOptions, ...env } = process.env;
  return { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'app.sqlite')}` };
}

/** Starts the compiled server in production mode on a free port and resolves with its address once it listens. */
function startCompiled(): Promise<string> {
  server = spawn(process.execPath, [join(outDir, 'server/main.js')], {
    cwd: root,
    env: {
      ...productionEnv(),
      JWT_SECRET: 'test-secret-of-the-compiled-server-0123456789',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    server!.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server!.once('exit', (code) => reject(new Error(`compiled server exited with ${code}:\n${output.join('')}`)));
    createInterface({ input: server!.stdout! }).on('line', (line) => {
      output.push(line);
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolve(address);
    });
  });
}

describe('the compiled server', () => {
  it('runs on plain node in production mode: migrates, answers, validates, shuts down cleanly', async () => {
    const started = Date.now();
    const base = await startCompiled();
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'UP' });
    console.log(`compiled server ready after ${Date.now() - started} ms`);

    const unknown = await fetch(`${base}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('NOT_FOUND');

    const login = await fetch(`${base}/api/authorization/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: 'niemand@example.org', password: 'falsch-falsch' }),
    });
    expect(login.status).toBe(401);

    // the provider-state endpoint of the contract tests exists in demo and test mode only
    const states = await fetch(`${base}/api/test-support/provider-states`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'a tenant exists', params: { name: 'Musterstadt' }, action: 'setup' }),
    });
    expect(states.status).toBe(404);

    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('runs the compiled create-admin command, whose super admin then logs in', async () => {
    const credentials = { mail: 'betrieb@compiled.example', password: 'Kompiliert-Sicher-2026' };
    const output = execFileSync(
      process.execPath,
      [join(outDir, 'commands/create-admin.js'), '--email', credentials.mail, '--firstname', 'Bea', '--lastname', 'Betrieb'],
      { cwd: root, env: { ...productionEnv(), ADMIN_PASSWORD: credentials.password }, encoding: 'utf8' },
    );
    expect(output).toContain(`Super admin ${credentials.mail} created`);
    const base = await startCompiled();
    const login = await fetch(`${base}/api/authorization/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('authorization')).toMatch(/^Bearer /);
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
