import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { dayOf } from '../../server/src/modules/case-stats/index.js';
import { firstAnswersAfterChange, togglePublished } from './after-change.js';
import { openLoop } from './open-loop.js';
import { figuresOf, type Figures } from './report.js';
import { COMMUNE_COLUMNS } from './seed.js';
import { firstRow, openBenchSql, type BenchSql } from './sql.js';

/**
 * The citizen side of `npm run bench`: sustained public reports through POST /api/case (API key,
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

async function ensureMapTenant(sql: BenchSql): Promise<void> {
  const mapTenant = `SELECT id FROM tenant WHERE api_key = ?`;
  if ((await sql.all(mapTenant, [MAP_API_KEY])).length > 0) return;
  const createdAt = new Date().toISOString();
  await sql.insert(
    'tenant',
    [...COMMUNE_COLUMNS, 'map_center_latitude', 'map_center_longitude', 'api_key', 'created_at'],
    [[MAP_TENANT, '10999', 'Kartenstadt', 'GERMANY', 'commune', 0, 0, 1, 1, 1, 52.5, 13.4, MAP_API_KEY, createdAt]],
  );
  const { id: tenantId } = await firstRow<{ id: number }>(sql, mapTenant, [MAP_API_KEY]);
  await sql.insert(
    'tenant_module',
    ['tenant_id', 'module', 'purchased', 'visible'],
    [
      [tenantId, 'MAENGELMELDER', 1, 1],
      [tenantId, 'APIZUGRIFF', 1, 1],
    ],
  );
  await sql.insert('category', ['tenant_id', 'name', 'created_at'], [[tenantId, 'Straßenbeleuchtung', createdAt]]);
  const { id: categoryId } = await firstRow<{ id: number }>(sql, `SELECT id FROM category WHERE tenant_id = ?`, [tenantId]);
  const perState = new Map<string, number>();
  const perDay = new Map<string, number>();
  const nowMs = Date.now();
  const cases = Array.from({ length: MAP_CASES }, (_, k) => {
    const i = k + 1;
    const state = i % 3 === 0 ? 'FINISHED' : i % 3 === 1 ? 'CREATED' : 'IN_PROGRESS';
    const created = new Date(nowMs - i * 600_000).toISOString();
    const text = `${DESCRIPTIONS[i % DESCRIPTIONS.length]} – Hinweis ${i}: ${'ausführliche Beschreibung '.repeat(i % 8)}`.trim();
    perState.set(state, (perState.get(state) ?? 0) + 1);
    perDay.set(dayOf(created), (perDay.get(dayOf(created)) ?? 0) + 1);
    return [
      tenantId,
      i,
      text,
      state,
      state === 'FINISHED' ? 0 : 1,
      categoryId,
      52.45 + (i % 100) / 1000,
      13.35 + Math.floor(i / 100) / 1000,
      1,
      1,
      created,
      created,
    ];
  });
  await sql.insert(
    'defect_case',
    [
      'tenant_id',
      'case_number',
      'description',
      'state',
      'is_open',
      'category_id',
      'latitude',
      'longitude',
      'reachable',
      'published_on_map',
      'created_at',
      'state_changed_at',
    ],
    cases,
  );
  await sql.insert(
    'case_counter',
    ['tenant_id', 'state', 'total'],
    [...perState].map(([state, total]) => [tenantId, state, total]),
  );
  await sql.insert(
    'case_daily_stat',
    ['tenant_id', 'day', 'created_count', 'finished_count'],
    [...perDay].map(([day, total]) => [tenantId, day, total, 0]),
  );
  await sql.insert('case_sequence', ['tenant_id', 'last_number'], [[tenantId, MAP_CASES]]);
}

/** Writes the map tenant (once) and `photos` free public uploads (rows only: a report checks and attaches the row). */
export async function preparePublicBench(url: string, photos: number): Promise<PublicBenchSetup> {
  const sql = await openBenchSql(url);
  try {
    const photoNames = Array.from({ length: photos }, () => `${randomBytes(16).toString('hex')}.png`);
    await sql.transaction(async () => {
      await ensureMapTenant(sql);
      const createdAt = new Date().toISOString();
      await sql.insert(
        'file',
        ['name', 'tenant_id', 'uploaded_by', 'internal', 'mime', 'size', 'attached', 'created_at'],
        photoNames.map((name) => [name, null, null, 0, 'image/png', 68, 0, createdAt]),
      );
    });
    const { id: reportCategory } = await firstRow<{ id: number }>(
      sql,
      `SELECT c.id FROM category c JOIN tenant t ON t.id = c.tenant_id WHERE t.api_key = ? ORDER BY c.id LIMIT 1`,
      [REPORT_KEY],
    );
    return { photoNames, reportCategory };
  } finally {
    await sql.close();
  }
}

export interface PublicBenchOptions {
  /** a super admin's authorization, to change the map between reads */
  superAdmin: string;
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
  const markers = (JSON.parse(body) as { cases: { id: number }[] }).cases;
  options.log(
    `  map of ${markers.length.toLocaleString('de-DE')} markers: ${(body.length / 1e6).toFixed(2)} MB, first (uncached) answer ${coldMs.toFixed(1)} ms`,
  );
  results.push(
    await firstAnswersAfterChange(
      `GET /api/case/map (${markers.length} markers, gzip)`,
      togglePublished(app, options.superAdmin, markers[0]!.id),
      mapUrl,
      { 'accept-encoding': 'gzip' },
    ),
  );

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
    results.push(figuresOf(name, { ...result, non2xx: headers === undefined || !('if-none-match' in headers) ? result.non2xx : 0 }));
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
  results.push(figuresOf(`POST /api/case (public report with photo, ${options.connections} connections, as fast as it goes)`, saturated));
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
  if (next > setup.photoNames.length)
    options.log(`  note: ${next} reports but ${setup.photoNames.length} photos prepared; reused names answered 400`);
  return results;
}
