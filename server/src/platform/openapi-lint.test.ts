import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { OPENAPI_PATH } from './openapi.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../..');
/** where .redocly.lint-ignore.yaml expects the document (its keys are paths from the repository's root) */
const DOCUMENT = 'test-results/openapi/openapi.json';
/** the linters' own update checks and usage reports would leave the machine */
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

interface RedoclyProblem {
  ruleId: string;
  message: string;
  ignored?: boolean;
  location: { pointer?: string }[];
}
interface SpectralResult {
  code: string;
  message: string;
  path: string[];
}

/** A linter's JSON report, whether it exits 0 (clean) or 1 (findings). */
async function lint(command: string, args: string[]): Promise<string> {
  try {
    return (await run(join(root, 'node_modules/.bin', command), args, { cwd: root, env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (stdout) return stdout;
    throw error;
  }
}

let t: TestApp;
// the demo app (on PostgreSQL with a database of its own) may take longer than 10 s to build on a busy machine
beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ url: OPENAPI_PATH });
  mkdirSync(join(root, 'test-results/openapi'), { recursive: true });
  writeFileSync(join(root, DOCUMENT), response.body);
}, 60_000);
afterAll(() => t.close());

describe('the API reference as integrators lint it', () => {
  it("passes Redocly's recommended rules (redocly.yaml) without an error or warning", async () => {
    const report = JSON.parse(await lint('redocly', ['lint', DOCUMENT, '--format=json', '--max-problems=1000'])) as {
      problems: RedoclyProblem[];
    };
    const found = report.problems
      .filter((problem) => !problem.ignored)
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(found).toEqual([]);
  }, 60_000);

  it("passes Spectral's spectral:oas rules (.spectral.yaml) without an error or warning", async () => {
    const output = await lint('spectral', ['lint', DOCUMENT, '--ruleset', '.spectral.yaml', '--format=json', '--fail-severity=hint']);
    // Spectral follows the JSON with a line of its own about the errors
    const report = JSON.parse(output.slice(0, output.lastIndexOf(']') + 1)) as SpectralResult[];
    expect(report.map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`)).toEqual([]);
  }, 60_000);
});
