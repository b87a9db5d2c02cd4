import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm test`: Biome's format and lint check (biome.json), the type check, knip (knip.jsonc: unused files, exports
 * and dependencies), then every test project in order
 * (server and web, Pact consumer, Pact provider, the server and provider tests again on PostgreSQL, browser).
 * Stops at the first failing step with its exit code; always ends with one line "N passed, N failed" summed over
 * the steps that ran.
 *
 * The PostgreSQL half needs `TEST_DATABASE_URL=postgres://…` (a server where the tests may create and drop
 * databases; `.ci/run` starts one). Without it that half is skipped with a notice, and fails under `CI=true`.
 */
const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'buergerportal-test-'));
const { TEST_DATABASE_URL: postgresUrl, ...baseEnv } = process.env;
const sqliteEnv = { ...baseEnv, PACT_DO_NOT_TRACK: 'true' };
const postgresEnv = { ...sqliteEnv, TEST_DATABASE_URL: postgresUrl };

const steps: { name: string; projects: string[]; extra?: string[]; postgres?: boolean }[] = [
  { name: 'server-web', projects: ['server', 'server-isolated', 'web'] },
  { name: 'pact-consumer', projects: ['pact-consumer'] },
  { name: 'pact-provider', projects: ['pact-provider'] },
  { name: 'server-postgres', projects: ['server', 'server-isolated'], postgres: true },
  { name: 'server-processes-postgres', projects: ['server-processes'], postgres: true },
  { name: 'pact-provider-postgres', projects: ['pact-provider'], postgres: true },
  // the browser tests' files may not exist yet in a fresh checkout of an early issue
  { name: 'e2e', projects: ['e2e'], extra: ['--passWithNoTests'] },
];

let passed = 0;
let failed = 0;

function finish(code: number): never {
  rmSync(reports, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = sqliteEnv): number {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

console.log('> biome');
const biome = run(bin('biome'), ['ci']);
if (biome !== 0) finish(biome);

console.log('> typecheck');
const typecheck = run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
if (typecheck !== 0) finish(typecheck);

console.log('> knip');
const knip = run(bin('knip'), []);
if (knip !== 0) finish(knip);

for (const step of steps) {
  if (step.postgres && !postgresUrl) {
    const notice = `!!! ${step.name} SKIPPED: set TEST_DATABASE_URL=postgres://… to run the tests on PostgreSQL as well`;
    console.log(`\n${'!'.repeat(notice.length)}\n${notice}\n${'!'.repeat(notice.length)}\n`);
    if (process.env.CI) finish(1);
    continue;
  }
  console.log(`> ${step.name}`);
  const report = join(reports, `${step.name}.json`);
  const code = run(
    bin('vitest'),
    [
      'run',
      ...step.projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...(step.extra ?? []),
    ],
    step.postgres ? postgresEnv : sqliteEnv,
  );
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += counts.numPassedTests;
    failed += counts.numFailedTests;
  }
  if (code !== 0) finish(code);
}
finish(0);
