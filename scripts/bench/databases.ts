import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/src/db/kysely.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { SEED_KIND, seedBenchDatabase, type SeedOptions } from './seed.js';

/**
 * The databases `npm run bench` measures. Each is seeded once (or a kept seed is reused) and the run works on a
 * copy, because the public reports it sends land in Musterstadt, whose list is measured: a kept seed stays as
 * seeded. The copy is migrated, since a kept seed may predate the newest migration.
 */
export interface BenchDatabase {
  label: string;
  /** the copy this run works on */
  url: string;
  /**
   * Writes what the copy, its migration and the bench's own rows left in memory to disk, before a measurement:
   * on PostgreSQL a checkpoint falling into a measurement slows every commit's flush there. Nothing on SQLite.
   */
  settle(): Promise<void>;
  /** removes the copy */
  dispose(): Promise<void>;
}

type Log = (line: string) => void;

const cases = (options: SeedOptions) => `${options.cases.toLocaleString('de-DE')} cases over ${options.tenants} tenants`;

async function migrated(database: BenchDatabase): Promise<BenchDatabase> {
  const db = await openDatabase(database.url);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return database;
}

/** A temporary file, seeded; or `keptFile`, seeded when missing and then reused as it is, copied. */
export async function sqliteBenchDatabase(options: SeedOptions, keptFile: string | undefined, log: Log): Promise<BenchDatabase> {
  const tempDir = mkdtempSync(join(tmpdir(), 'buergerportal-bench-'));
  const file = join(tempDir, 'bench.sqlite');
  const seedInto = keptFile ?? file;
  if (keptFile && existsSync(keptFile)) {
    log(`Reusing the seeded database ${keptFile}.`);
  } else {
    log(`Seeding ${cases(options)} into ${seedInto} …`);
    await seedBenchDatabase(`sqlite:${seedInto}`, { ...options, log });
  }
  if (keptFile) copyFileSync(keptFile, file);
  return migrated({
    label: 'SQLite',
    url: `sqlite:${file}`,
    settle: async () => {},
    dispose: async () => rmSync(tempDir, { recursive: true, force: true }),
  });
}

/**
 * The database kept seeded on the PostgreSQL server, one per size (`bp_bench_1000000_500`), so the bench's two sizes
 * and a soak beside them never reseed each other's; its comment records that the seed completed, and of what kind.
 */
const seededName = (options: SeedOptions) => `bp_bench_${options.cases}_${options.tenants}`;

/**
 * The seeded database of these numbers on the server `serverUrl` names (its own database is only connected to, like
 * TEST_DATABASE_URL's): reused when its seed completed, else seeded afresh. The run works on a copy made by
 * `CREATE DATABASE … TEMPLATE <seeded>`, dropped at the end.
 */
export async function postgresBenchDatabase(serverUrl: string, options: SeedOptions, log: Log): Promise<BenchDatabase> {
  const { default: pg } = await import('pg');
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const admin = async <T>(statement: string, params: unknown[] = []): Promise<T[]> => {
    for (let attempt = 1; ; attempt++) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        return (await client.query(statement, params)).rows as T[];
      } catch (error) {
        // a database whose last client has just gone may still count it for a moment (pg's end() does not wait)
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      } finally {
        await client.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const SEEDED = seededName(options);
  const seed = JSON.stringify({ cases: options.cases, tenants: options.tenants, kind: SEED_KIND });
  const [found] = await admin<{ seed: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS seed FROM pg_database WHERE datname = $1`,
    [SEEDED],
  );
  if (found?.seed === seed) {
    log(`Reusing the seeded database ${SEEDED} (${cases(options)}).`);
  } else {
    if (found) log(`${SEEDED} was seeded with other numbers (${found.seed ?? 'or not completely'}): seeding it afresh.`);
    await admin(`DROP DATABASE IF EXISTS ${SEEDED} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${SEEDED} TEMPLATE template0 ENCODING 'UTF8'`);
    log(`Seeding ${cases(options)} into ${urlOf(SEEDED)} …`);
    await seedBenchDatabase(urlOf(SEEDED), { ...options, log });
    // last: a seed that failed half-way has no comment and is seeded again
    await admin(`COMMENT ON DATABASE ${SEEDED} IS '${seed}'`);
  }
  const run = `${SEEDED}_run_${process.pid}`;
  const copying = performance.now();
  // a copy of the files rather than of every page through the write-ahead log (PostgreSQL 15's default)
  const [shown] = await admin<{ server_version_num: string }>('SHOW server_version_num');
  await admin(`CREATE DATABASE ${run} TEMPLATE ${SEEDED}${Number(shown?.server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : ''}`);
  log(`  copied to ${run} in ${((performance.now() - copying) / 1000).toFixed(1)} s`);
  return migrated({
    label: 'PostgreSQL',
    url: urlOf(run),
    settle: async () => void (await admin('CHECKPOINT')),
    dispose: async () => void (await admin(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`)),
  });
}
