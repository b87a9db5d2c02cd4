import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNTS } from '../../fixtures/accounts.js';
import { sqliteBenchDatabase } from '../bench/databases.js';
import { loadNow, machine } from '../bench/performance-doc.js';
import { login, probe, startServers } from '../bench/servers.js';
import { besideWindow, type Answer } from './overlap.js';

/**
 * What one long request of a super admin does to everyone else on SQLite (docs/performance.md, "Soak": the stall
 * the soak is asked to explain). Each request under test runs alone while clerks keep asking for their case list
 * (a database read) and a monitor keeps asking /health/live (no database). A list that waits while /health/live
 * answers means the database connection is held; both waiting means the event loop is blocked (a long synchronous
 * statement, or a garbage collection). Prints a Markdown table.
 *
 * Run: npx tsx scripts/soak/stall.ts. STALL_CASES (100000) seeded as the soak seeds them, STALL_DB (a seeded file to
 * keep and reuse, as BENCH_DB).
 */
const seed = { cases: Number(process.env.STALL_CASES ?? 100_000), tenants: 100 };
const CLERKS = 8;
/** between one clerk's requests: a steady trickle rather than a flood, so a wait shows as a wait */
const CLERK_PAUSE_MS = 20;

const loadBefore = loadNow();
const database = await sqliteBenchDatabase(seed, process.env.STALL_DB, console.log);
const { tenantId, someCaseNumber } = await probe(database.url);
const servers = await startServers(database.url, tenantId);
let running = true;
try {
  const superAdmin = { authorization: await login(servers.app, ACCOUNTS.superAdmin) };
  const clerk = { authorization: await login(servers.app, ACCOUNTS.musterAdmin) };
  const lists: Answer[] = [];
  const lives: Answer[] = [];
  const firstErrors: string[] = [];
  const keepAsking = async (path: string, headers: Record<string, string>, answers: Answer[]) => {
    while (running) {
      const startedAt = performance.now();
      const status = await fetch(`${servers.app}${path}`, { headers }).then(
        async (response) => {
          const body = await response.text();
          if (response.status >= 400 && firstErrors.length < 3) firstErrors.push(`${path}: ${response.status} ${body.slice(0, 200)}`);
          return response.status;
        },
        () => null,
      );
      answers.push({ startedAt, endedAt: performance.now(), status });
      await sleep(CLERK_PAUSE_MS);
    }
  };
  const beside = [
    ...Array.from({ length: CLERKS }, () => keepAsking('/api/case?state=open&page=0&size=50', clerk, lists)),
    keepAsking('/health/live', {}, lives),
  ];

  const search = encodeURIComponent(String(someCaseNumber));
  const underTest = [
    ['GET /api/case?search=<a case number>', `/api/case?search=${search}&page=0&size=50`],
    ['GET /api/case/export?format=csv&search=<a case number>', `/api/case/export?format=csv&search=${search}`],
    ['GET /api/case/export?format=csv (all cases)', '/api/case/export?format=csv'],
    ['GET /api/case/export?format=xlsx (all cases)', '/api/case/export?format=xlsx'],
  ] as const;
  const measured: { name: string; answer: string; from: number; to: number }[] = [];
  for (const [name, path] of underTest) {
    // the clerks' requests run alone first, so that a wait below belongs to the request under test
    await sleep(1000);
    const from = performance.now();
    const response = await fetch(`${servers.app}${path}`, { headers: superAdmin });
    const bytes = (await response.arrayBuffer()).byteLength;
    measured.push({ name, answer: `${response.status}, ${(bytes / 1e6).toFixed(2)} MB`, from, to: performance.now() });
    console.log(`  measured ${name}`);
  }
  // the requests that waited through the last window are counted once they have been answered
  running = false;
  await Promise.all(beside);
  const rows = measured.map(({ name, answer, from, to }) => {
    const list = besideWindow(lists, from, to);
    const live = besideWindow(lives, from, to);
    return `| ${name} (super admin) | ${answer} | ${Math.round(to - from)} | ${list.answers} | ${list.errors} | ${Math.round(list.worstMs)} | ${Math.round(live.worstMs)} |`;
  });
  console.log(
    `\nSQLite, ${seed.cases.toLocaleString('en-US')} cases; ${CLERKS} clerks asking for their list beside; ${machine(loadBefore)}.\n`,
  );
  console.log(
    '| Request under test | answer | its time ms | clerks’ lists answered meanwhile | failed | longest wait ms | /health/live longest wait ms |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|');
  console.log(rows.join('\n'));
  if (firstErrors.length > 0) console.log(`\nFirst errors beside: ${firstErrors.join(' · ')}`);
} finally {
  running = false;
  await servers.stop();
  await database.dispose();
}
