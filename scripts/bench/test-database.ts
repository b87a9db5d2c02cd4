import { afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/src/db/kysely.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { createPostgresTestDatabase, testDatabaseUrl } from '../../server/test/database.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** An empty database for a bench test, of the kind the tests run on, removed after the file's tests. */
export async function emptyBenchDatabase(): Promise<string> {
  if (testDatabaseUrl) {
    const created = await createPostgresTestDatabase();
    cleanups.push(created.drop);
    return created.url;
  }
  const dir = mkdtempSync(join(tmpdir(), 'buergerportal-bench-seed-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return `sqlite:${join(dir, 'bench.sqlite')}`;
}

/** An empty database migrated to the product's schema, as the bench seed expects it. */
export async function migratedBenchDatabase(): Promise<string> {
  const url = await emptyBenchDatabase();
  const db = await openDatabase(url);
  await migrateToLatest(db);
  await db.destroy();
  return url;
}
