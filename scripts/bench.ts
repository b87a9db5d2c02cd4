import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../fixtures/load.js';
import { preparePublicBench, runPublicBench } from './bench/public.js';
import { seedBenchDatabase } from './bench/seed.js';

/**
 * `npm run bench` (DESIGN §5a): seeds 1,000,000 cases over 500 tenants, starts the real app and a bare
 * baseline in a child process, and measures each route with autocannon in one run, so that the figures
 * compare with each other and never with another machine's. Not a test: it prints figures.
 *
 * Environment: BENCH_CASES (1000000), BENCH_TENANTS (500), BENCH_SECONDS (10), BENCH_CONNECTIONS (32),
 * BENCH_DB (a seeded database file to keep and reuse; seeded when missing), BENCH_ONLY (a regular expression:
 * only the routes whose names match, besides the baseline; the citizen side's map and reports are named
 * `public`; e.g. BENCH_ONLY='case \\(|public').
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const cases = env('BENCH_CASES', 1_000_000);
const tenants = env('BENCH_TENANTS', 500);
const seconds = env('BENCH_SECONDS', 10);
const connections = env('BENCH_CONNECTIONS', 32);

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

const tempDir = mkdtempSync(join(tmpdir(), 'buergerportal-bench-'));
const file = join(tempDir, 'bench.sqlite');
const keptFile = process.env.BENCH_DB;
const seedInto = keptFile ?? file;
if (keptFile && existsSync(keptFile)) {
  console.log(`Reusing the seeded database ${keptFile}.`);
} else {
  console.log(`Seeding ${cases.toLocaleString('de-DE')} cases over ${tenants} tenants into ${seedInto} …`);
  await seedBenchDatabase(seedInto, { cases, tenants, log: console.log });
}
// the run writes (public reports land in Musterstadt, whose list is measured): a kept file stays as seeded
if (keptFile) copyFileSync(keptFile, file);

const publicSetup = preparePublicBench(file, (seconds + 2) * 4000);

const probe = new SQLite(file, { readonly: true });
const tenantId = probe.prepare(`SELECT id FROM tenant WHERE name = 'Musterstadt'`).pluck().get() as number;
const totalCases = probe.prepare(`SELECT SUM(total) FROM case_counter`).pluck().get() as number;
probe.close();

const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bench/server.ts'), file, String(tenantId)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
const { appPort, baselinePort } = JSON.parse(line) as { appPort: number; baselinePort: number };
const app = `http://127.0.0.1:${appPort}`;

async function login(email: string): Promise<string> {
  const response = await fetch(`${app}/api/authorization/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mail: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers.get('authorization')!;
}

const tenantAdmin = await login('admin@musterstadt.example');
const superAdmin = await login('superadmin@buergerportal.example');
const LIST = '/api/case?state=open&sort=createdAt&order=DESC&page=0&size=50';

interface Scenario {
  name: string;
  url: string;
  token?: string;
}
const allScenarios: Scenario[] = [
  { name: 'baseline: raw SQL page + count', url: `http://127.0.0.1:${baselinePort}/` },
  { name: 'GET /api/case (tenant admin)', url: `${app}${LIST}`, token: tenantAdmin },
  { name: 'GET /api/case (super admin)', url: `${app}${LIST}`, token: superAdmin },
  { name: 'GET /api/case/stats (tenant admin)', url: `${app}/api/case/stats`, token: tenantAdmin },
  { name: 'GET /api/case/stats (super admin)', url: `${app}/api/case/stats`, token: superAdmin },
  { name: 'GET /api/case/statistics/simple (tenant admin)', url: `${app}/api/case/statistics/simple`, token: tenantAdmin },
  { name: 'GET /api/case/statistics/simple (super admin)', url: `${app}/api/case/statistics/simple`, token: superAdmin },
  { name: 'GET /api/case/statistics/casesdiagram (tenant admin)', url: `${app}/api/case/statistics/casesdiagram`, token: tenantAdmin },
  { name: 'GET /api/case/statistics/casesdiagram (super admin)', url: `${app}/api/case/statistics/casesdiagram`, token: superAdmin },
  // again at the end: the machine's load may drift during the run, so routes are compared with the mean of both
  { name: 'baseline (again)', url: `http://127.0.0.1:${baselinePort}/` },
];
const scenarios = allScenarios.filter((s) => !only || s.name.startsWith('baseline') || only.test(s.name));
const publicRoutes = !only || only.test('public');

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

const results: Figures[] = [];
try {
  console.log(`${totalCases.toLocaleString('de-DE')} cases; ${connections} connections, ${seconds} s per route\n`);
  for (const scenario of scenarios) {
    const headers: Record<string, string> = scenario.token ? { authorization: scenario.token } : {};
    const check = await fetch(scenario.url, { headers });
    if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
    await autocannon({ url: scenario.url, connections, duration: 2, headers });
    const result = await autocannon({ url: scenario.url, connections, duration: seconds, headers });
    results.push({
      name: scenario.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
    });
    console.log(`  measured ${scenario.name}`);
  }
  if (publicRoutes) results.splice(results.length - 1, 0, ...(await runPublicBench(app, publicSetup, { connections, seconds, log: console.log })));
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  rmSync(tempDir, { recursive: true, force: true });
}

const baseline = (results[0].rps + results.at(-1)!.rps) / 2;
console.log(`\n| Route | req/s | p50 ms | p99 ms | vs. baseline |\n|---|---:|---:|---:|---:|`);
for (const r of results) {
  const failed = r.failed > 0 ? ` (${r.failed} failed)` : '';
  console.log(`| ${r.name}${failed} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round((r.rps / baseline) * 100)} % |`);
}
