import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../fixtures/load.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { OPENAPI_PATH } from './openapi.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../..');
/** inside the repository, so that the program finds openapi-fetch in its node_modules */
const dir = join(root, 'test-results/openapi-client');
const PROGRAM = join(root, 'tools/openapi-typegen/example-client.ts');
/** openapi-typescript of tools/openapi-typegen, with the TypeScript 5 its generator needs */
const GENERATE = join(root, 'node_modules/openapi-typegen/node_modules/.bin/openapi-typescript');
const TSC = join(root, 'node_modules/.bin/tsc');
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    types: [],
  },
  files: ['example-client.ts'],
};

interface Outcome {
  casesOnFirstPage: number;
  totalCases: number;
  csvHeader: string;
  reportStatusUrl: string;
}

let t: TestApp;
let baseUrl: string;
// the demo app (on PostgreSQL with a database of its own) may take longer than 10 s to build on a busy machine
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'openapi.json'), (await t.app.inject({ url: OPENAPI_PATH })).body);
  copyFileSync(PROGRAM, join(dir, 'example-client.ts'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
}, 60_000);
afterAll(() => t.close());

describe('a client generated from the API reference', () => {
  it('type-checks a program with openapi-fetch that logs in, lists and exports cases and files a report, and runs it', async () => {
    await run(GENERATE, ['openapi.json', '--output', 'api.d.ts'], { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } });
    // the project's TypeScript checks the program against the generated types; a mismatch fails with its messages
    const check = await run(TSC, ['-p', 'tsconfig.json'], { cwd: dir }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(check).toBe('');

    const program = (await import(join(dir, 'example-client.ts'))) as { run(demo: object): Promise<Outcome> };
    const outcome = await program.run({
      baseUrl,
      mail: ACCOUNTS.musterAdmin,
      password: DEMO_PASSWORD,
      apiKey: 'demo-musterstadt',
      category: Object.values(t.ids.categories)[0],
    });
    expect(outcome.casesOnFirstPage).toBeGreaterThan(0);
    expect(outcome.totalCases).toBeGreaterThanOrEqual(outcome.casesOnFirstPage);
    expect(outcome.csvHeader).toContain(';');
    expect(outcome.reportStatusUrl).toMatch(/^https?:\/\//);
  }, 120_000);
});
