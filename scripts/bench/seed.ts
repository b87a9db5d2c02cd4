import { isOpenState } from '../../contracts/schemas/case-states.js';
import { openDatabase } from '../../server/src/db/kysely.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { berlinMidnightOf, dayNumber, dayString } from '../../server/src/modules/dashboard/index.js';
import { dayOf } from '../../server/src/modules/case-stats/index.js';
import { itemAt } from '../../server/src/platform/lookup.js';
import { prng } from '../../fixtures/cases.js';
import { loadDemoData } from '../../fixtures/load.js';
import { firstRow, openBenchSql, type BenchSql } from './sql.js';

/**
 * Seeds a benchmark database (docs/performance.md#server-npm-run-bench), SQLite or PostgreSQL alike: the demo data,
 * then enough municipalities for `tenants` in all and `cases` defect cases spread evenly over them and over the last 14
 * months, through the raw driver in one transaction (sql.ts: prepared statements on SQLite, multi-row INSERTs on
 * PostgreSQL). The generator is seeded, so both databases get the same cases. The case indexes are set aside for the
 * bulk insert and rebuilt after it; daily figures are written from the generator's own tallies.
 */
/** The columns of a bench commune that the seed and the citizen side's map tenant both write. */
export const COMMUNE_COLUMNS = [
  'name',
  'zip',
  'city',
  'country',
  'type',
  'use_custom_image',
  'hide_tenant_name_in_app',
  'show_bis_calendar',
  'mm_publish_all_cases_on_map',
  'mm_map_show_create_case_button',
] as const;

/** What a seed holds, beyond its numbers; a kept PostgreSQL seed of another kind is seeded afresh. */
export const SEED_KIND = 'photos on every other case';

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

export async function seedBenchDatabase(url: string, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const db = await openDatabase(url);
  await migrateToLatest(db);
  await loadDemoData(db);
  await db.destroy();

  const sql = await openBenchSql(url);
  try {
    await sql.transaction(() => insertBenchData(sql, options, log));
    await sql.settle();
  } finally {
    await sql.close();
  }
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** rows are generated and written this many at a time */
const CHUNK = 10_000;

async function insertBenchData(sql: BenchSql, options: SeedOptions, log: (line: string) => void): Promise<void> {
  const random = prng(5_000_000).next;
  const nowMs = Date.now();
  const createdAt = new Date(nowMs).toISOString();

  const communes = () =>
    sql.all<{ id: number }>(`SELECT id FROM tenant WHERE type = 'commune' ORDER BY id`).then((rows) => rows.map((r) => r.id));
  const demoTenants = (await communes()).length;
  const names = Array.from(
    { length: Math.max(0, options.tenants - demoTenants) },
    (_, i) => `Gemeinde ${String(demoTenants + 1 + i).padStart(4, '0')}`,
  );
  await sql.insert(
    'tenant',
    [...COMMUNE_COLUMNS, 'created_at'],
    names.map((name, i) => [name, String(10000 + demoTenants + 1 + i), name, 'GERMANY', 'commune', 0, 0, 1, 0, 1, createdAt]),
  );
  const caseTenants = await communes();
  const added = caseTenants.slice(demoTenants);
  await sql.insert(
    'tenant_module',
    ['tenant_id', 'module', 'purchased', 'visible'],
    added.map((id) => [id, 'MAENGELMELDER', 1, 1]),
  );
  await sql.insert(
    'category',
    ['tenant_id', 'name', 'created_at'],
    added.flatMap((id) => CATEGORIES.map((category) => [id, category, createdAt])),
  );
  const categoriesOf = new Map<number, number[]>();
  for (const row of await sql.all<{ id: number; tenant_id: number }>(`SELECT id, tenant_id FROM category ORDER BY id`)) {
    categoriesOf.set(row.tenant_id, [...(categoriesOf.get(row.tenant_id) ?? []), row.id]);
  }
  const sequence = new Map<number, number>(
    (await sql.all<{ tenant_id: number; last_number: number }>(`SELECT tenant_id, last_number FROM case_sequence`)).map((r) => [
      r.tenant_id,
      r.last_number,
    ]),
  );
  log(`  ${caseTenants.length} municipalities`);

  const today = dayOf(createdAt);
  const numbers = Array.from({ length: DAYS + 1 }, (_, i) => dayNumber(today) - DAYS + i);
  const days = numbers.map(dayString);
  const midnights = numbers.map(berlinMidnightOf);
  const dayIndexOf = (ms: number) => {
    let i = Math.min(days.length - 1, Math.max(0, Math.floor((ms - itemAt(midnights, 0)) / DAY_MS)));
    while (i > 0 && itemAt(midnights, i) > ms) i--;
    while (i < days.length - 1 && itemAt(midnights, i + 1) <= ms) i++;
    return i;
  };
  const daily = new Map<string, { created: number; finished: number }>();
  const tally = (tenantId: number, day: string, field: 'created' | 'finished') => {
    const key = `${tenantId}|${day}`;
    const entry = daily.get(key) ?? { created: 0, finished: 0 };
    entry[field]++;
    daily.set(key, entry);
  };
  const caseRow = (i: number): unknown[] => {
    const dayIndex = Math.floor((i / options.cases) * days.length);
    const created = Math.min(nowMs - 60_000, itemAt(midnights, dayIndex) + Math.floor(random() * 23 * 3_600_000));
    const ageDays = (nowMs - created) / DAY_MS;
    const r = random();
    const state =
      ageDays < 7
        ? r < 0.5
          ? 'CREATED'
          : 'IN_PROGRESS'
        : r < 0.05
          ? 'IN_PROGRESS'
          : r < 0.8
            ? 'FINISHED'
            : r < 0.95
              ? 'REJECTED'
              : 'CANCELLED';
    const open = isOpenState(state);
    const changed = state === 'CREATED' ? created : Math.min(nowMs - 60_000, created + Math.floor(random() * 10 * DAY_MS));
    const tenantId = itemAt(caseTenants, Math.floor(random() * caseTenants.length));
    const number = (sequence.get(tenantId) ?? 0) + 1;
    sequence.set(tenantId, number);
    const categories = categoriesOf.get(tenantId)!;
    const reachable = random() < 0.999 ? 1 : 0;
    const changedIso = new Date(changed).toISOString();
    tally(tenantId, itemAt(days, dayIndex), 'created');
    if (state === 'FINISHED') tally(tenantId, itemAt(days, dayIndexOf(changed)), 'finished');
    return [
      tenantId,
      number,
      TEXTS[i % TEXTS.length],
      state,
      open ? 1 : 0,
      categories[i % categories.length],
      52 + random(),
      13 + random(),
      reachable,
      0,
      open && random() < 0.3 ? new Date(nowMs + (random() * 20 - 10) * DAY_MS).toISOString() : null,
      !open && random() < 0.2 ? 1 + Math.floor(random() * 5) : null,
      new Date(created).toISOString(),
      state === 'CREATED' ? null : changedIso,
      changedIso,
    ];
  };
  const caseColumns = [
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
    'state_changed_deadline',
    'rating',
    'created_at',
    'edited_at',
    'state_changed_at',
  ];

  const { id: lastDemoCase } = await firstRow<{ id: number }>(sql, `SELECT COALESCE(MAX(id), 0) AS id FROM defect_case`);
  const started = performance.now();
  let inserted = started;
  const indexes = await sql.bulkLoad('defect_case', async () => {
    for (let from = 0; from < options.cases; from += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, options.cases - from) }, (_, k) => caseRow(from + k));
      await sql.insert('defect_case', caseColumns, rows);
    }
    inserted = performance.now();
    log(`  ${options.cases.toLocaleString('de-DE')} cases inserted in ${((inserted - started) / 1000).toFixed(1)} s`);
  });
  log(`  ${indexes} case indexes rebuilt in ${((performance.now() - inserted) / 1000).toFixed(1)} s`);
  // every other report comes with a photo, as citizens' reports do: the list's first-photo lookup reads an index of
  // realistic size (with only the demo's few photos, PostgreSQL scans the table once per card instead)
  await sql.run(
    `INSERT INTO case_photo (case_id, file_name, final, created_at)
     SELECT id, 'bench-' || id || '.jpg', 0, created_at FROM defect_case WHERE id > ? AND id % 2 = 0`,
    [lastDemoCase],
  );

  await sql.insert(
    'case_daily_stat',
    ['tenant_id', 'day', 'created_count', 'finished_count'],
    [...daily].map(([key, figures]) => {
      const [tenantId, day] = key.split('|');
      return [Number(tenantId), day, figures.created, figures.finished];
    }),
    `ON CONFLICT (tenant_id, day) DO UPDATE SET created_count = case_daily_stat.created_count + excluded.created_count,
       finished_count = case_daily_stat.finished_count + excluded.finished_count`,
  );
  await sql.run(`DELETE FROM case_counter`);
  await sql.run(
    `INSERT INTO case_counter (tenant_id, state, total)
     SELECT COALESCE(tenant_id, 0), state, COUNT(*) FROM defect_case GROUP BY COALESCE(tenant_id, 0), state`,
  );
  await sql.insert(
    'case_sequence',
    ['tenant_id', 'last_number'],
    [...sequence],
    `ON CONFLICT (tenant_id) DO UPDATE SET last_number = excluded.last_number`,
  );
}
