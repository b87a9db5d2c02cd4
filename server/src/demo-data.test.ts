import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl, testDatabaseUrlOf, type TestDatabase } from '../test/database.js';
import { openDatabase, type Db } from './db/kysely.js';
import { loadDemoDataIfEmpty } from './demo-data.js';

const musterstadtCount = async (db: Db) =>
  (
    await db
      .selectFrom('tenant')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('name', '=', 'Musterstadt')
      .executeTakeFirstOrThrow()
  ).n;

describe('loadDemoDataIfEmpty', () => {
  let t: TestDatabase;
  let dataDir: string;
  beforeEach(async () => {
    t = await openTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'bp-demo-'));
  });
  afterEach(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loads the demo data into an empty database, and not again', async () => {
    expect(await loadDemoDataIfEmpty(t.db, dataDir)).toBe(true);
    expect(await loadDemoDataIfEmpty(t.db, dataDir)).toBe(false);
    expect(Number(await musterstadtCount(t.db))).toBe(1);
  });

  it.runIf(testDatabaseUrl)('loads it once when two processes start together on one empty PostgreSQL database', async () => {
    const second = await openDatabase(testDatabaseUrlOf(t.db)!);
    try {
      const loaded = await Promise.all([loadDemoDataIfEmpty(t.db, dataDir), loadDemoDataIfEmpty(second, dataDir)]);
      expect(loaded.sort()).toEqual([false, true]);
      expect(Number(await musterstadtCount(second))).toBe(1);
    } finally {
      await second.destroy();
    }
  });
});
