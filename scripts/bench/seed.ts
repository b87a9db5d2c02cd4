import SQLite from 'better-sqlite3';
import { openDatabase } from '../../server/src/db/kysely.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { berlinMidnightOf, dayNumber, dayString } from '../../server/src/modules/dashboard/calendar.js';
import { dayOf } from '../../server/src/modules/case-stats/service.js';
import { loadDemoData } from '../../fixtures/load.js';

/**
 * Seeds a benchmark database (DESIGN §5a): the demo data, then enough municipalities for `tenants` in all and
 * `cases` defect cases spread evenly over them and over the last 14 months, through raw better-sqlite3
 * prepared statements in one transaction. The case indexes are dropped for the bulk insert and rebuilt
 * after it (one sort per index instead of a million random index inserts); counters and daily figures are
 * written from the generator's own tallies, so nothing rescans the cases.
 */
export interface SeedOptions {
  cases: number;
  tenants: number;
  log?: (line: string) => void;
}

const DAY_MS = 86_400_000;
const DAYS = 425;
const CATEGORIES = ['Verkehrsflächen', 'Gewässer', 'Grünflächen', 'Straßenbeleuchtung', 'Abfall', 'Sonstiges'];
const TEXTS = [
  'Schlagloch in der Fahrbahn, Radfahrer müssen ausweichen.',
  'Straßenlaterne ist seit Tagen dunkel.',
  'Illegale Müllablagerung am Waldrand.',
  'Gehwegplatten stehen hoch, Stolpergefahr.',
  'Ast hängt tief über dem Radweg.',
  'Papierkorb an der Haltestelle quillt über.',
];

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedBenchDatabase(file: string, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const db = await openDatabase(`sqlite:${file}`);
  await migrateToLatest(db);
  await loadDemoData(db);
  await db.destroy();

  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = MEMORY');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  const random = prng(5_000_000);
  const nowMs = Date.now();
  const createdAt = new Date(nowMs).toISOString();

  const caseTenants = sqlite.prepare(`SELECT id FROM tenant WHERE type = 'commune' ORDER BY id`).pluck().all() as number[];
  const insertTenant = sqlite.prepare(
    `INSERT INTO tenant (name, zip, city, country, type, use_custom_image, hide_tenant_name_in_app, show_bis_calendar,
       mm_publish_all_cases_on_map, mm_map_show_create_case_button, created_at)
     VALUES (?, ?, ?, 'GERMANY', 'commune', 0, 0, 1, 0, 1, ?)`,
  );
  const insertModule = sqlite.prepare(`INSERT INTO tenant_module (tenant_id, module, purchased, visible) VALUES (?, 'MAENGELMELDER', 1, 1)`);
  const insertCategory = sqlite.prepare(`INSERT INTO category (tenant_id, name, created_at) VALUES (?, ?, ?)`);
  const indexes = sqlite
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'defect_case' AND sql IS NOT NULL`)
    .all() as { name: string; sql: string }[];

  const started = performance.now();
  sqlite.transaction(() => {
    for (let n = caseTenants.length + 1; n <= options.tenants; n++) {
      const name = `Gemeinde ${String(n).padStart(4, '0')}`;
      const id = Number(insertTenant.run(name, String(10000 + n), name, createdAt).lastInsertRowid);
      insertModule.run(id);
      caseTenants.push(id);
      for (const category of CATEGORIES) insertCategory.run(id, category, createdAt);
    }
  })();
  const categoryRows = sqlite.prepare(`SELECT id, tenant_id FROM category ORDER BY id`).all() as { id: number; tenant_id: number }[];
  const categoriesOf = new Map<number, number[]>();
  for (const row of categoryRows) categoriesOf.set(row.tenant_id, [...(categoriesOf.get(row.tenant_id) ?? []), row.id]);
  const sequence = new Map<number, number>(
    (sqlite.prepare(`SELECT tenant_id, last_number FROM case_sequence`).all() as { tenant_id: number; last_number: number }[]).map((r) => [
      r.tenant_id,
      r.last_number,
    ]),
  );
  log(`  ${caseTenants.length} municipalities`);

  for (const index of indexes) sqlite.exec(`DROP INDEX ${index.name}`);
  const insertCase = sqlite.prepare(
    `INSERT INTO defect_case (tenant_id, case_number, description, state, is_open, category_id, latitude, longitude, reachable,
       published_on_map, state_changed_deadline, rating, created_at, edited_at, state_changed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  );
  const today = dayOf(createdAt);
  const numbers = Array.from({ length: DAYS + 1 }, (_, i) => dayNumber(today) - DAYS + i);
  const days = numbers.map(dayString);
  const midnights = numbers.map(berlinMidnightOf);
  const dayIndexOf = (ms: number) => {
    let i = Math.min(days.length - 1, Math.max(0, Math.floor((ms - midnights[0]) / DAY_MS)));
    while (i > 0 && midnights[i] > ms) i--;
    while (i < days.length - 1 && midnights[i + 1] <= ms) i++;
    return i;
  };
  const daily = new Map<string, { created: number; finished: number }>();
  const tally = (tenantId: number, day: string, field: 'created' | 'finished') => {
    const key = `${tenantId}|${day}`;
    const entry = daily.get(key) ?? { created: 0, finished: 0 };
    entry[field]++;
    daily.set(key, entry);
  };

  sqlite.transaction(() => {
    for (let i = 0; i < options.cases; i++) {
      const dayIndex = Math.floor((i / options.cases) * days.length);
      const created = Math.min(nowMs - 60_000, midnights[dayIndex] + Math.floor(random() * 23 * 3_600_000));
      const ageDays = (nowMs - created) / DAY_MS;
      const r = random();
      const state =
        ageDays < 7 ? (r < 0.5 ? 'CREATED' : 'IN_PROGRESS') : r < 0.05 ? 'IN_PROGRESS' : r < 0.8 ? 'FINISHED' : r < 0.95 ? 'REJECTED' : 'CANCELLED';
      const open = state === 'CREATED' || state === 'IN_PROGRESS';
      const changed = state === 'CREATED' ? created : Math.min(nowMs - 60_000, created + Math.floor(random() * 10 * DAY_MS));
      const tenantId = caseTenants[Math.floor(random() * caseTenants.length)];
      const number = (sequence.get(tenantId) ?? 0) + 1;
      sequence.set(tenantId, number);
      const categories = categoriesOf.get(tenantId)!;
      const reachable = random() < 0.999 ? 1 : 0;
      const createdIso = new Date(created).toISOString();
      const changedIso = new Date(changed).toISOString();
      insertCase.run(
        tenantId,
        number,
        TEXTS[i % TEXTS.length],
        state,
        open ? 1 : 0,
        categories[i % categories.length],
        52 + random(),
        13 + random(),
        reachable,
        open && random() < 0.3 ? new Date(nowMs + (random() * 20 - 10) * DAY_MS).toISOString() : null,
        !open && random() < 0.2 ? 1 + Math.floor(random() * 5) : null,
        createdIso,
        state === 'CREATED' ? null : changedIso,
        changedIso,
      );
      tally(tenantId, days[dayIndex], 'created');
      if (state === 'FINISHED') tally(tenantId, days[dayIndexOf(changed)], 'finished');
    }

    const addDaily = sqlite.prepare(
      `INSERT INTO case_daily_stat (tenant_id, day, created_count, finished_count) VALUES (?, ?, ?, ?)
       ON CONFLICT (tenant_id, day) DO UPDATE SET created_count = created_count + excluded.created_count,
         finished_count = finished_count + excluded.finished_count`,
    );
    for (const [key, figures] of daily) {
      const [tenantId, day] = key.split('|');
      addDaily.run(Number(tenantId), day, figures.created, figures.finished);
    }
    sqlite.exec(`DELETE FROM case_counter`);
    sqlite.exec(
      `INSERT INTO case_counter (tenant_id, state, total)
       SELECT COALESCE(tenant_id, 0), state, COUNT(*) FROM defect_case GROUP BY COALESCE(tenant_id, 0), state`,
    );
    const setSequence = sqlite.prepare(
      `INSERT INTO case_sequence (tenant_id, last_number) VALUES (?, ?) ON CONFLICT (tenant_id) DO UPDATE SET last_number = excluded.last_number`,
    );
    for (const [tenantId, last] of sequence) setSequence.run(tenantId, last);
  })();
  log(`  ${options.cases.toLocaleString('de-DE')} cases inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const indexed = performance.now();
  for (const index of indexes) sqlite.exec(index.sql);
  log(`  ${indexes.length} case indexes rebuilt in ${((performance.now() - indexed) / 1000).toFixed(1)} s`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
}
