import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { postgresBenchDatabase, sqliteBenchDatabase, type BenchDatabase } from './bench/databases.js';
import { loadNow, machine } from './bench/performance-doc.js';
import { MAP_API_KEY, preparePublicBench, type PublicBenchSetup } from './bench/public.js';
import { login, probe, startServers } from './bench/servers.js';
import { startThrowawayPostgres } from './bench/throwaway-postgres.js';
import { residentMb, SoakFigures, soakTable } from './soak/figures.js';

/**
 * `npm run soak`: a bounded, loopback-only load that looks like a Monday, on SQLite with one app process and then on
 * PostgreSQL with two processes on one database (SOAK_DATABASE_URL, else a throwaway cluster as the bench starts).
 * Virtual users work in closed loops with think time: clerks list, filter, open and change cases and write notes and
 * answers; citizens load the public map and report with a photo; super admins search, export and open the map of
 * /cases. The app processes run their mail worker and housekeeping as production does. Prints, per database, requests, errors, p50/p99 per kind, the longest pause (no answer while requests
 * waited) and each process's memory at start, peak and end; SOAK_OUT=<file> also writes it there.
 *
 * Users arrive spread over SOAK_RAMP_SECONDS (30), as on a Monday morning: all twenty at the same millisecond put
 * every first request on cold processes at once, and those few answers (up to 2 s) were the p99 of the whole run.
 *
 * SOAK_MINUTES (10) per database, SOAK_CASES (100000) seeded, SOAK_CLERKS (12), SOAK_CITIZENS (6), SOAK_ADMINS (2),
 * SOAK_ONLY=sqlite|postgres.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const minutes = env('SOAK_MINUTES', 10);
const seed = { cases: env('SOAK_CASES', 100_000), tenants: 100 };
const crowd = { clerks: env('SOAK_CLERKS', 12), citizens: env('SOAK_CITIZENS', 6), admins: env('SOAK_ADMINS', 2) };
const only = process.env.SOAK_ONLY;
const rampMs = env('SOAK_RAMP_SECONDS', 30) * 1000;
const REPORT_KEY = 'demo-musterstadt';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const think = (fromMs: number, toMs: number) => sleep(fromMs + Math.random() * (toMs - fromMs));

interface Target {
  apps: string[];
  tokens: Record<'clerk' | 'tenantAdmin' | 'superAdmin', string[]>;
  setup: PublicBenchSetup;
  someCaseNumber: number;
  tenantId: number;
}

/** One request, timed and counted; a 409 on a state change (another clerk was first) is an answer, not an error. */
async function call(figures: SoakFigures, kind: string, url: string, init: RequestInit = {}, accepted: number[] = []) {
  figures.started();
  const start = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.text();
    const ok = response.status < 400 || accepted.includes(response.status);
    figures.finished(kind, performance.now() - start, ok ? null : `${response.status} ${body.slice(0, 200)}`);
    return ok && response.headers.get('content-type')?.includes('json') ? (JSON.parse(body) as unknown) : null;
  } catch (error) {
    figures.finished(kind, performance.now() - start, String(error));
    return null;
  }
}

const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { authorization: token, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function clerk(t: Target, figures: SoakFigures, until: number, n: number): Promise<void> {
  const app = t.apps[n % t.apps.length]!;
  const token = pick([...t.tokens.clerk, ...t.tokens.tenantAdmin]);
  const auth = { headers: { authorization: token } };
  while (Date.now() < until) {
    const filter = pick(['open', 'CREATED', 'IN_PROGRESS', 'all', 'closed']);
    const page = (await call(figures, 'clerk: list', `${app}/api/case?state=${filter}&page=${pick([0, 0, 1, 2])}&size=50`, auth)) as {
      content?: { id: number; state: string }[];
    } | null;
    await think(300, 1500);
    const chosen = page?.content?.length ? pick(page.content) : null;
    if (!chosen) continue;
    await call(figures, 'clerk: open case', `${app}/api/case/${chosen.id}`, auth);
    await call(figures, 'clerk: open case', `${app}/api/case/${chosen.id}/note`, auth);
    await think(500, 2000);
    const action = Math.random();
    if (action < 0.2 && chosen.state === 'CREATED') {
      await call(figures, 'clerk: change', `${app}/api/case/${chosen.id}/state/IN_PROGRESS`, { method: 'PUT', ...auth }, [409]);
    } else if (action < 0.4) {
      await call(
        figures,
        'clerk: change',
        `${app}/api/case/${chosen.id}/note`,
        json(token, { description: 'Vor Ort geprüft.', type: 'NOTE' }),
      );
    } else if (action < 0.5) {
      const answer = { description: 'Vielen Dank, wir kümmern uns darum.', type: 'ANSWER' };
      await call(figures, 'clerk: change', `${app}/api/case/${chosen.id}/note`, json(token, answer));
    }
    await think(300, 1500);
  }
}

async function citizen(t: Target, figures: SoakFigures, until: number, n: number, photos: string[]): Promise<void> {
  const app = t.apps[n % t.apps.length]!;
  while (Date.now() < until) {
    await call(figures, 'citizen: map', `${app}/api/case/map?apiKey=${MAP_API_KEY}`, { headers: { 'accept-encoding': 'gzip' } });
    await think(1000, 3000);
    const photo = photos.pop();
    const report = {
      description: 'Schlagloch vor der Schule',
      category: t.setup.reportCategory,
      latitude: 52.2 + Math.random() / 100,
      longitude: 13.42 + Math.random() / 100,
      email: 'melder@example.org',
      photos: photo ? [photo] : [],
    };
    await call(figures, 'citizen: report', `${app}/api/case`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': REPORT_KEY, 'x-device-id': `soak-${n}` },
      body: JSON.stringify(report),
    });
    await think(1000, 3000);
  }
}

async function superAdmin(t: Target, figures: SoakFigures, until: number, n: number): Promise<void> {
  const app = t.apps[n % t.apps.length]!;
  const auth = { headers: { authorization: pick(t.tokens.superAdmin), 'accept-encoding': 'gzip' } };
  while (Date.now() < until) {
    const search = String(Math.max(1, t.someCaseNumber - Math.floor(Math.random() * 50)));
    await call(figures, 'super admin: search', `${app}/api/case?search=${search}&page=0&size=50`, auth);
    await think(2000, 4000);
    // a search's few rows, or a whole list: one tenant's open cases as a spreadsheet
    const exported = Math.random() < 0.5 ? `format=csv&search=${search}` : `format=xlsx&state=open&tenant=${t.tenantId}`;
    await call(figures, 'super admin: export', `${app}/api/case/export?${exported}`, auth);
    await think(2000, 4000);
    await call(figures, 'super admin: map of /cases', `${app}/api/case/markers?state=open`, auth);
    await think(2000, 4000);
  }
}

async function soak(database: BenchDatabase, processes: number): Promise<string> {
  const loadBefore = loadNow();
  const setup = await preparePublicBench(database.url, crowd.citizens * minutes * 40);
  await database.settle();
  const { tenantId, someCaseNumber } = await probe(database.url);
  const servers: Awaited<ReturnType<typeof startServers>>[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startServers(database.url, tenantId, { workers: true }));
  const figures = new SoakFigures();
  const memory = new Map<number, { start: number; peak: number; end: number }>();
  const readMemory = () => {
    for (const server of servers) {
      const mb = residentMb(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
      if (mb === null) continue;
      const seen = memory.get(server.pid) ?? { start: mb, peak: mb, end: mb };
      memory.set(server.pid, { start: seen.start, peak: Math.max(seen.peak, mb), end: mb });
    }
  };
  try {
    const apps = servers.map((server) => server.app);
    const tokens = {
      clerk: await Promise.all(apps.map((app) => login(app, 'sachbearbeitung@musterstadt.example'))),
      tenantAdmin: await Promise.all(apps.map((app) => login(app, 'admin@musterstadt.example'))),
      superAdmin: await Promise.all(apps.map((app) => login(app, 'superadmin@buergerportal.example'))),
    };
    const target: Target = { apps, tokens, setup, someCaseNumber, tenantId };
    readMemory();
    const sampler = setInterval(() => {
      figures.sample();
      readMemory();
    }, 50);
    const until = Date.now() + minutes * 60_000;
    const photos = [...setup.photoNames];
    console.log(
      `${database.label}: ${processes} process(es), ${minutes} min, ${crowd.clerks} clerks, ${crowd.citizens} citizens, ${crowd.admins} super admins`,
    );
    const arriving = (user: () => Promise<void>) => think(0, rampMs).then(user);
    await Promise.all([
      ...Array.from({ length: crowd.clerks }, (_, n) => arriving(() => clerk(target, figures, until, n))),
      ...Array.from({ length: crowd.citizens }, (_, n) => arriving(() => citizen(target, figures, until, n, photos))),
      ...Array.from({ length: crowd.admins }, (_, n) => arriving(() => superAdmin(target, figures, until, n))),
    ]);
    clearInterval(sampler);
    readMemory();
  } finally {
    for (const server of servers) await server.stop();
  }
  const total = figures.rows().reduce((sum, row) => sum + row.requests, 0);
  const errors = figures.rows().reduce((sum, row) => sum + row.errors, 0);
  const mem = [...memory.values()].map((m, i) => `process ${i + 1}: ${m.start} / ${m.peak} / ${m.end} MB`).join('; ');
  return [
    `**${database.label}**, ${processes} app process(es), ${seed.cases.toLocaleString('en-US')} cases seeded, ${minutes} min; ${machine(loadBefore)}.`,
    `${total} requests, ${errors} errors; longest pause ${Math.round(figures.longestPauseMs)} ms; memory start / peak / end: ${mem}.`,
    ...(figures.firstErrors.length > 0 ? [`First errors: ${figures.firstErrors.join(' · ')}`] : []),
    '',
    soakTable(figures),
  ].join('\n');
}

const reports: string[] = [];
if (only !== 'postgres') {
  const database = await sqliteBenchDatabase(seed, undefined, console.log);
  try {
    reports.push(await soak(database, 1));
  } finally {
    await database.dispose();
  }
}
if (only !== 'sqlite') {
  const throwaway = process.env.SOAK_DATABASE_URL ? null : await startThrowawayPostgres();
  const url = process.env.SOAK_DATABASE_URL || throwaway?.url;
  if (url) {
    const database = await postgresBenchDatabase(url, seed, console.log);
    try {
      reports.push(await soak(database, 2));
    } finally {
      await database.dispose();
      throwaway?.stop();
    }
  } else console.log('No PostgreSQL server named and none installed: soaked SQLite only.');
}
const report = reports.join('\n\n');
console.log(`\n${report}`);
if (process.env.SOAK_OUT) writeFileSync(process.env.SOAK_OUT, `${report}\n`);
