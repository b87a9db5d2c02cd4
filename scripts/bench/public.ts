import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { dayOf } from '../../server/src/modules/case-stats/service.js';
import { openLoop } from './open-loop.js';

/**
 * The citizen side of `npm run bench` (issue 5): sustained public reports through POST /api/case (API key,
 * device id, a photo reference, routing by boundary, the whole creation transaction with its mails), and
 * GET /api/case/map for a tenant with 10,000 published cases (cold build, warm, gzip, 304).
 * Targets: at least 500 reports/s with p99 under 50 ms; the map under 30 ms. Reports are measured twice: as
 * fast as 32 connections go (capacity; latency there is queueing by definition) and arriving steadily at
 * 500 a second (open-loop.ts), which is the target's own terms.
 *
 * `preparePublicBench` writes what the step needs into the database before the server starts; `runPublicBench`
 * measures against the running server. Environment: BENCH_MAP_CASES (10000).
 */
export const MAP_API_KEY = 'bench-kartenstadt';
const MAP_TENANT = 'Kartenstadt (Benchmark)';
const MAP_CASES = Number(process.env.BENCH_MAP_CASES ?? 10_000);
const REPORT_KEY = 'demo-musterstadt';
/** inside Musterstadt's demo boundary */
const REPORT_POINT = { latitude: 52.2, longitude: 13.42 };
const REPORT_TARGET_RATE = 500;
const DESCRIPTIONS = ['Schlagloch vor der Schule', 'Laterne defekt am Parkplatz', 'Wilder Müll am Waldweg', 'Gullydeckel klappert'];

export interface PublicBenchSetup {
  photoNames: string[];
  reportCategory: number;
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

function ensureMapTenant(sqlite: SQLite.Database): void {
  const existing = sqlite.prepare(`SELECT id FROM tenant WHERE api_key = ?`).pluck().get(MAP_API_KEY);
  if (existing) return;
  const createdAt = new Date().toISOString();
  const tenantId = Number(
    sqlite
      .prepare(
        `INSERT INTO tenant (name, zip, city, country, type, use_custom_image, hide_tenant_name_in_app, show_bis_calendar,
           mm_publish_all_cases_on_map, mm_map_show_create_case_button, map_center_latitude, map_center_longitude, api_key, created_at)
         VALUES (?, '10999', 'Kartenstadt', 'GERMANY', 'commune', 0, 0, 1, 1, 1, 52.5, 13.4, ?, ?)`,
      )
      .run(MAP_TENANT, MAP_API_KEY, createdAt).lastInsertRowid,
  );
  const addModule = sqlite.prepare(`INSERT INTO tenant_module (tenant_id, module, purchased, visible) VALUES (?, ?, 1, 1)`);
  addModule.run(tenantId, 'MAENGELMELDER');
  addModule.run(tenantId, 'APIZUGRIFF');
  const categoryId = Number(sqlite.prepare(`INSERT INTO category (tenant_id, name, created_at) VALUES (?, 'Straßenbeleuchtung', ?)`).run(tenantId, createdAt).lastInsertRowid);
  const insertCase = sqlite.prepare(
    `INSERT INTO defect_case (tenant_id, case_number, description, state, is_open, category_id, latitude, longitude, reachable,
       published_on_map, created_at, state_changed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?)`,
  );
  const perState = new Map<string, number>();
  const perDay = new Map<string, number>();
  const nowMs = Date.now();
  for (let i = 1; i <= MAP_CASES; i++) {
    const state = i % 3 === 0 ? 'FINISHED' : i % 3 === 1 ? 'CREATED' : 'IN_PROGRESS';
    const created = new Date(nowMs - i * 600_000).toISOString();
    const text = `${DESCRIPTIONS[i % DESCRIPTIONS.length]} – Hinweis ${i}: ${'ausführliche Beschreibung '.repeat(i % 8)}`.trim();
    insertCase.run(tenantId, i, text, state, state === 'FINISHED' ? 0 : 1, categoryId, 52.45 + (i % 100) / 1000, 13.35 + Math.floor(i / 100) / 1000, created, created);
    perState.set(state, (perState.get(state) ?? 0) + 1);
    perDay.set(dayOf(created), (perDay.get(dayOf(created)) ?? 0) + 1);
  }
  const counter = sqlite.prepare(`INSERT INTO case_counter (tenant_id, state, total) VALUES (?, ?, ?)`);
  for (const [state, total] of perState) counter.run(tenantId, state, total);
  const daily = sqlite.prepare(`INSERT INTO case_daily_stat (tenant_id, day, created_count, finished_count) VALUES (?, ?, ?, 0)`);
  for (const [day, total] of perDay) daily.run(tenantId, day, total);
  sqlite.prepare(`INSERT INTO case_sequence (tenant_id, last_number) VALUES (?, ?)`).run(tenantId, MAP_CASES);
}

/** Writes the map tenant (once) and `photos` free public uploads (rows only: a report checks and attaches the row). */
export function preparePublicBench(file: string, photos: number): PublicBenchSetup {
  const sqlite = new SQLite(file);
  try {
    const photoNames = Array.from({ length: photos }, () => `${randomBytes(16).toString('hex')}.png`);
    sqlite.transaction(() => {
      ensureMapTenant(sqlite);
      const createdAt = new Date().toISOString();
      const addFile = sqlite.prepare(
        `INSERT INTO file (name, tenant_id, uploaded_by, internal, mime, size, attached, created_at) VALUES (?, NULL, NULL, 0, 'image/png', 68, 0, ?)`,
      );
      for (const name of photoNames) addFile.run(name, createdAt);
    })();
    const reportCategory = sqlite
      .prepare(`SELECT c.id FROM category c JOIN tenant t ON t.id = c.tenant_id WHERE t.api_key = ? ORDER BY c.id LIMIT 1`)
      .pluck()
      .get(REPORT_KEY) as number;
    return { photoNames, reportCategory };
  } finally {
    sqlite.close();
  }
}

const figures = (name: string, result: autocannon.Result): Figures => ({
  name,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

export interface PublicBenchOptions {
  connections: number;
  seconds: number;
  log: (line: string) => void;
}

export async function runPublicBench(app: string, setup: PublicBenchSetup, options: PublicBenchOptions): Promise<Figures[]> {
  const results: Figures[] = [];
  const mapUrl = `${app}/api/case/map?apiKey=${MAP_API_KEY}`;

  // the first request builds the answer from the database; later ones are served from memory
  const cold = performance.now();
  const first = await fetch(mapUrl, { headers: { 'accept-encoding': 'identity' } });
  const body = await first.text();
  if (!first.ok) throw new Error(`map: ${first.status} ${body}`);
  const coldMs = performance.now() - cold;
  const markers = (JSON.parse(body) as { cases: unknown[] }).cases.length;
  options.log(`  map of ${markers.toLocaleString('de-DE')} markers: ${(body.length / 1e6).toFixed(2)} MB, first (uncached) answer ${coldMs.toFixed(1)} ms`);
  results.push({ name: `GET /api/case/map, first answer after a change (${markers} markers)`, rps: 1000 / coldMs, p50: Math.round(coldMs), p99: Math.round(coldMs), failed: 0 });

  const etag = first.headers.get('etag') ?? '';
  for (const [name, connections, headers] of [
    ['GET /api/case/map (1 connection, gzip)', 1, { 'accept-encoding': 'gzip' }],
    [`GET /api/case/map (${options.connections} connections, gzip)`, options.connections, { 'accept-encoding': 'gzip' }],
    ['GET /api/case/map (1 connection, uncompressed)', 1, {}],
    [`GET /api/case/map (${options.connections} connections, If-None-Match: 304)`, options.connections, { 'if-none-match': etag }],
  ] as const) {
    await autocannon({ url: mapUrl, connections, duration: 2, headers });
    const result = await autocannon({ url: mapUrl, connections, duration: options.seconds, headers });
    // a 304 is the expected answer of the revalidation run, not a failure
    results.push(figures(name, { ...result, non2xx: headers === undefined || !('if-none-match' in headers) ? result.non2xx : 0 }));
    options.log(`  measured ${name}`);
  }

  let next = 0;
  const reportBody = () => {
    const photo = setup.photoNames[next % setup.photoNames.length];
    const n = next++;
    return JSON.stringify({
      description: DESCRIPTIONS[n % DESCRIPTIONS.length],
      category: setup.reportCategory,
      latitude: REPORT_POINT.latitude + (n % 1000) / 100_000,
      longitude: REPORT_POINT.longitude + (n % 997) / 100_000,
      email: 'melder@example.org',
      photos: [photo],
    });
  };
  const report = {
    url: `${app}/api/case`,
    connections: options.connections,
    headers: { 'content-type': 'application/json', 'x-api-key': REPORT_KEY, 'x-device-id': 'bench-geraet' },
    requests: [{ method: 'POST' as const, setupRequest: (request: autocannon.Request) => ({ ...request, body: reportBody() }) }],
  };
  await autocannon({ ...report, duration: 2 });
  const saturated = await autocannon({ ...report, duration: options.seconds });
  results.push(figures(`POST /api/case (public report with photo, ${options.connections} connections, as fast as it goes)`, saturated));
  // the target's own terms: latency while 500 reports a second arrive steadily
  const sustained = await openLoop({
    url: report.url,
    method: 'POST',
    headers: report.headers,
    body: reportBody,
    rate: REPORT_TARGET_RATE,
    seconds: options.seconds,
    connections: options.connections,
  });
  results.push({ name: `POST /api/case (public report with photo, ${REPORT_TARGET_RATE} arriving per second, open loop)`, ...sustained });
  options.log('  measured POST /api/case (public report)');
  if (next > setup.photoNames.length) options.log(`  note: ${next} reports but ${setup.photoNames.length} photos prepared; reused names answered 400`);
  return results;
}
