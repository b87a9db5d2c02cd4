import autocannon from 'autocannon';
import { join } from 'node:path';
import { postgresBenchDatabase, sqliteBenchDatabase, type BenchDatabase } from './bench/databases.js';
import { firstAnswersAfterChange, toggleFinished } from './bench/after-change.js';
import { CASE_LIST_PATH } from './bench/baseline.js';
import { runExportBench } from './bench/export.js';
import { preparePublicBench, runPublicBench } from './bench/public.js';
import { loadNow, machine, writeRun } from './bench/performance-doc.js';
import { figuresOf, isBaseline, pairedFigures, sideBySide, type DatabaseRun, type Figures } from './bench/report.js';
import { login, probe, startServers } from './bench/servers.js';
import { startThrowawayPostgres } from './bench/throwaway-postgres.js';

/**
 * `npm run bench` (docs/performance.md#server-npm-run-bench): seeds 1,000,000 cases over 500 tenants, starts the real
 * app and a bare baseline in a child process, and measures each route with autocannon in one run, so that the figures
 * compare with each other and never with another machine's. Not a test: it prints figures, and a complete run writes
 * them into docs/performance.md (the section of its seed size; BENCH_WRITE=off keeps the file). The same routes are
 * measured on PostgreSQL too, against a raw `pg` baseline, and printed beside SQLite's: on the server
 * BENCH_DATABASE_URL names, or else on a throwaway cluster of Debian's PostgreSQL (BENCH_POSTGRES=off skips it).
 *
 * Environment: BENCH_CASES (1000000), BENCH_TENANTS (500), BENCH_SECONDS (10), BENCH_CONNECTIONS (32),
 * BENCH_DB (a seeded database file to keep and reuse; seeded when missing), BENCH_DATABASE_URL (a PostgreSQL
 * server where the bench may create databases, e.g. postgres://bp@127.0.0.1:54329/postgres; it keeps the seed
 * in `bp_bench_<cases>_<tenants>` and reuses it), BENCH_ONLY (a regular expression: only the routes whose
 * names match, besides the baseline; the citizen side's map and reports are named `public`, the case export
 * `export`; e.g.
 * BENCH_ONLY='case \\(|public').
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const seed = { cases: env('BENCH_CASES', 1_000_000), tenants: env('BENCH_TENANTS', 500) };
const seconds = env('BENCH_SECONDS', 10);
const connections = env('BENCH_CONNECTIONS', 32);

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const publicRoutes = !only || only.test('public');
const exportRoutes = !only || only.test('export');
const MARKERS = '/api/case/markers?state=open';
const MARKERS_ROUTE = 'GET /api/case/markers (super admin, first 10,000 open cases)';

type Login = 'tenantAdmin' | 'superAdmin';
const ACCOUNTS: Record<Login, string> = { tenantAdmin: 'admin@musterstadt.example', superAdmin: 'superadmin@buergerportal.example' };

/** A route of the app, or of the baseline server when its name says so (isBaseline). */
interface Route {
  name: string;
  path: string;
  as?: Login;
  /**
   * measured in slices alternating with the baseline server's page at this path (pairedFigures): the routes whose
   * targets are ratios to it, each against the raw page of the same caller (bench/baseline.ts)
   */
  paired?: '/' | '/all';
}

/** The slices of a paired route and of its baseline, each a fifth of the route's time. */
const PAIRED_SLICES = 5;
const allRoutes: Route[] = [
  { name: 'baseline: raw SQL page + count', path: '/' },
  { name: 'GET /api/case (tenant admin)', path: CASE_LIST_PATH, as: 'tenantAdmin', paired: '/' },
  { name: 'GET /api/case (super admin)', path: CASE_LIST_PATH, as: 'superAdmin', paired: '/all' },
  { name: 'GET /api/case/stats (tenant admin)', path: '/api/case/stats', as: 'tenantAdmin' },
  { name: 'GET /api/case/stats (super admin)', path: '/api/case/stats', as: 'superAdmin' },
  { name: 'GET /api/case/statistics/simple (tenant admin)', path: '/api/case/statistics/simple', as: 'tenantAdmin' },
  { name: 'GET /api/case/statistics/simple (super admin)', path: '/api/case/statistics/simple', as: 'superAdmin' },
  { name: 'GET /api/case/statistics/casesdiagram (tenant admin)', path: '/api/case/statistics/casesdiagram', as: 'tenantAdmin' },
  { name: 'GET /api/case/statistics/casesdiagram (super admin)', path: '/api/case/statistics/casesdiagram', as: 'superAdmin' },
  { name: 'GET /api/case/markers (tenant admin, open cases)', path: '/api/case/markers?state=open', as: 'tenantAdmin' },
  { name: MARKERS_ROUTE, path: MARKERS, as: 'superAdmin' },
  // again at the end: the machine's load may drift during the run, so routes are compared with the mean of both
  { name: 'baseline (again)', path: '/' },
];
const routes = allRoutes.filter((route) => !only || isBaseline(route) || only.test(route.name));

async function measurePaired(name: string, route: autocannon.Options, baselineUrl: string): Promise<Figures> {
  const duration = seconds / PAIRED_SLICES;
  const slices = [];
  for (let i = 0; i < PAIRED_SLICES; i++) {
    const baseline = await autocannon({ url: baselineUrl, connections, duration });
    slices.push({ baseline, route: await autocannon({ ...route, duration }) });
  }
  return pairedFigures(name, slices);
}

async function measure(database: BenchDatabase): Promise<Figures[]> {
  const publicSetup = await preparePublicBench(database.url, (seconds + 2) * 4000);
  await database.settle();
  const { tenantId, totalCases, someCaseNumber } = await probe(database.url);
  const servers = await startServers(database.url, tenantId);
  try {
    const tokens: Record<Login, string> = {
      tenantAdmin: await login(servers.app, ACCOUNTS.tenantAdmin),
      superAdmin: await login(servers.app, ACCOUNTS.superAdmin),
    };
    console.log(`\n${database.label}: ${totalCases.toLocaleString('de-DE')} cases; ${connections} connections, ${seconds} s per route`);
    const results: Figures[] = [];
    for (const route of routes) {
      const url = `${isBaseline(route) ? servers.baseline : servers.app}${route.path}`;
      const headers: Record<string, string> = route.as ? { authorization: tokens[route.as] } : {};
      const check = await fetch(url, { headers });
      if (!check.ok) throw new Error(`${database.label}, ${route.name}: ${check.status} ${await check.text()}`);
      await autocannon({ url, connections, duration: 2, headers });
      results.push(
        route.paired
          ? await measurePaired(route.name, { url, connections, headers }, `${servers.baseline}${route.paired}`)
          : figuresOf(route.name, await autocannon({ url, connections, duration: seconds, headers })),
      );
      console.log(`  measured ${route.name}`);
    }
    if (!only || only.test(MARKERS_ROUTE)) {
      const listed = await fetch(`${servers.app}${CASE_LIST_PATH.replace('size=50', 'size=1')}`, {
        headers: { authorization: tokens.superAdmin },
      });
      const [someCase] = ((await listed.json()) as { content: { id: number }[] }).content;
      results.splice(
        results.length - 1,
        0,
        await firstAnswersAfterChange(
          MARKERS_ROUTE,
          toggleFinished(servers.app, tokens.superAdmin, someCase!.id),
          `${servers.app}${MARKERS}`,
          {
            authorization: tokens.superAdmin,
            'accept-encoding': 'gzip',
          },
        ),
      );
      console.log(`  measured ${MARKERS_ROUTE}, first answer after a change`);
    }
    if (exportRoutes)
      results.splice(
        results.length - 1,
        0,
        ...(await runExportBench({
          app: servers.app,
          serverPid: servers.pid,
          superAdmin: tokens.superAdmin,
          tenantAdmin: tokens.tenantAdmin,
          fewRowsSearch: String(someCaseNumber),
          connections,
          seconds,
          log: console.log,
        })),
      );
    if (publicRoutes)
      results.splice(
        results.length - 1,
        0,
        ...(await runPublicBench(servers.app, publicSetup, { superAdmin: tokens.superAdmin, connections, seconds, log: console.log })),
      );
    return results;
  } finally {
    await servers.stop();
  }
}

const loadBefore = loadNow();
// without a server named, a cluster of the bench's own, so that one command measures both databases
const throwaway = process.env.BENCH_DATABASE_URL || process.env.BENCH_POSTGRES === 'off' ? null : await startThrowawayPostgres();
const postgresUrl = process.env.BENCH_DATABASE_URL || throwaway?.url;
if (!postgresUrl) console.log('No PostgreSQL server named and none installed: measuring SQLite only.');
const databases: BenchDatabase[] = [];
const runs: DatabaseRun[] = [];
try {
  databases.push(await sqliteBenchDatabase(seed, process.env.BENCH_DB, console.log));
  if (postgresUrl) databases.push(await postgresBenchDatabase(postgresUrl, seed, console.log));
  for (const database of databases) runs.push({ label: database.label, results: await measure(database) });
} finally {
  for (const database of databases) await database.dispose();
  throwaway?.stop();
}
const table = sideBySide(runs);
console.log(`\n${table}`);
// a complete run replaces the table of its seed size in the performance document
if (!only && process.env.BENCH_WRITE !== 'off') {
  const day = new Date().toISOString().slice(0, 10);
  const heading = `**${seed.cases.toLocaleString('en-US')} cases** over ${seed.tenants} tenants, measured ${day}; ${connections} connections, ${seconds} s per route; ${machine(loadBefore)}.`;
  writeRun(join(import.meta.dirname, '../docs/performance.md'), seed.cases, heading, table);
  console.log('Written to docs/performance.md.');
}
