import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test/database.js';
import { openDatabase, type Db } from './kysely.js';
import { migrateToLatest } from './migrate.js';
import { CHANGE_CHANNELS, changesOf, DatabaseChanges, RIGHTS_TABLES } from './changes.js';
import { now } from './values.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('rights version', () => {
  const version = () => changesOf(db).rightsVersion();

  it('moves on writes to the tables rights and scope come from', async () => {
    // a PostgreSQL database without a listener hands out a new version on every read: compare on a connected one
    changesOf(db).listenerConnected();
    try {
      const before = version();
      const tenant = await db
        .insertInto('tenant')
        .values({ name: 'Epochstadt', country: 'GERMANY', type: 'commune', createdAt: now() } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(version()).not.toBe(before);
      const afterInsert = version();
      await db.updateTable('tenant').set({ name: 'Epochdorf' }).where('id', '=', tenant.id).execute();
      expect(version()).not.toBe(afterInsert);
      const afterUpdate = version();
      await db.transaction().execute((trx) => trx.deleteFrom('tenant').where('id', '=', tenant.id).execute());
      expect(version()).not.toBe(afterUpdate);

      const unchanged = version();
      await db.selectFrom('roleRight').selectAll().execute();
      await db.insertInto('device').values({ id: 'epoch-device', blockedUntil: null, blockedBy: null, createdAt: now() }).execute();
      expect(version()).toBe(unchanged);

      await sql`update device set blocked_until = null where id = 'epoch-device'`.execute(db);
      expect(version()).not.toBe(unchanged);
    } finally {
      changesOf(db).listenerDisconnected();
    }
  });

  it('belongs to one database: another database of the process keeps its version', async () => {
    const other = await openTestDatabase({ migrate: false });
    try {
      changesOf(other.db).listenerConnected();
      const before = changesOf(other.db).rightsVersion();
      await db.updateTable('tenant').set({ editedAt: now() }).where('id', '=', -1).execute();
      expect(changesOf(other.db).rightsVersion()).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe('cases version', () => {
  const version = () => changesOf(db).casesVersion();

  it('moves on writes to the cases and their categories, by any code, and not on other tables', async () => {
    // on PostgreSQL the version is complete only while a listener hears every process: as if one did
    if (testDatabaseUrl) changesOf(db).listenerConnected();
    const tenant = await db
      .insertInto('tenant')
      .values({ name: 'Fallstadt', country: 'GERMANY', type: 'commune', createdAt: now() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = version();
    const category = await db
      .insertInto('category')
      .values({
        tenantId: tenant.id,
        name: 'Epochkategorie',
        initialAssigneeId: null,
        createdAt: now(),
        createdBy: null,
        editedAt: null,
        editedBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(version()).not.toBe(before);
    const renamed = version();
    await db.updateTable('category').set({ name: 'Epochkategorie 2' }).where('id', '=', category.id).execute();
    expect(version()).not.toBe(renamed);
    const moved = version();
    await db.transaction().execute((trx) => trx.updateTable('defectCase').set({ tenantId: tenant.id }).where('id', '=', -1).execute());
    expect(version()).not.toBe(moved);

    const unchanged = version();
    await db.selectFrom('defectCase').selectAll().limit(1).execute();
    await db.insertInto('device').values({ id: 'epoch-cases-device', blockedUntil: null, blockedBy: null, createdAt: now() }).execute();
    expect(version()).toBe(unchanged);
    await sql`delete from defect_case where id = -1`.execute(db);
    expect(version()).not.toBe(unchanged);
  });

  it('on PostgreSQL hands out a cases version no cache holds until a listener hears every process', () => {
    const changes = new DatabaseChanges('postgres://example/db');
    expect(changes.casesVersion()).not.toBe(changes.casesVersion());
    changes.listenerConnected();
    expect(changes.casesVersion()).toBe(changes.casesVersion());
  });
});

describe('DatabaseChanges', () => {
  it('on SQLite the counters are complete: a version stands until a change', () => {
    const changes = new DatabaseChanges(null);
    expect(changes.complete).toBe(true);
    expect(changes.caseMapVersion(1)).toBe(changes.caseMapVersion(1));
    changes.caseMapChanged(2, null);
    expect(changes.caseMapVersion(1)).toBe('0.0.0');
    expect(changes.caseMapVersion(2)).toBe('0.0.1');
    changes.tenantsChanged();
    expect(changes.caseMapVersion(1)).toBe('0.1.0');
    expect(changes.tenantsVersion()).toBe('0.1');
  });

  it('on SQLite reads the count of other writers once per request, and again after a millisecond outside one', async () => {
    let reads = 0;
    const changes = new DatabaseChanges(null, () => ++reads);
    changes.requestStarted();
    const versions = [changes.sessionsVersion(), changes.rightsVersion(), changes.casesVersion(), changes.tenantsVersion()];
    expect(reads).toBe(1);
    expect(versions.every((version) => version.startsWith('1.'))).toBe(true);
    changes.requestStarted();
    expect(changes.rightsVersion()).toBe('2.0');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(changes.rightsVersion()).toBe('3.0');
    expect(reads).toBe(3);
  });

  it('on SQLite every version moves when another connection writes the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'other-writers-')), 'db.sqlite');
    const own = await openDatabase(`sqlite:${file}`);
    try {
      await migrateToLatest(own);
      const changes = changesOf(own);
      const before = [changes.rightsVersion(), changes.casesVersion(), changes.sessionsVersion(), changes.caseMapVersion(1)];
      const other = new SQLite(file);
      other
        .prepare(
          "insert into device (id, blocked_until, blocked_by, created_at) values ('anderer', null, null, '2026-01-01T00:00:00.000Z')",
        )
        .run();
      other.close();
      changes.requestStarted();
      const after = [changes.rightsVersion(), changes.casesVersion(), changes.sessionsVersion(), changes.caseMapVersion(1)];
      for (const [i, version] of after.entries()) expect(version).not.toBe(before[i]);
      // read while the one connection streams (an export): the count comes through a handle of its own
      await own.insertInto('device').values({ id: 'zweites', blockedUntil: null, blockedBy: null, createdAt: now() }).execute();
      for await (const _row of own.selectFrom('device').selectAll().stream()) {
        expect(() => changes.sessionsVersion()).not.toThrow();
        break;
      }
    } finally {
      await own.destroy();
    }
  });

  it('on PostgreSQL without a listener every read gets a version never seen, and a (re)connect counts as a change', () => {
    const changes = new DatabaseChanges('postgres://example/db');
    expect(changes.complete).toBe(false);
    const seen = new Set([changes.rightsVersion(), changes.rightsVersion(), changes.tenantsVersion(), changes.caseMapVersion(1)]);
    expect(seen.size).toBe(4);
    changes.listenerConnected();
    const connected = [changes.rightsVersion(), changes.tenantsVersion(), changes.caseMapVersion(1)];
    expect(connected).toEqual([changes.rightsVersion(), changes.tenantsVersion(), changes.caseMapVersion(1)]);
    changes.listenerDisconnected();
    expect(changes.rightsVersion()).not.toBe(changes.rightsVersion());
    changes.listenerConnected();
    expect([changes.rightsVersion(), changes.tenantsVersion(), changes.caseMapVersion(1)]).not.toEqual(connected);
  });
});

describe.skipIf(!testDatabaseUrl)('the notification triggers of PostgreSQL', () => {
  it('raise the rights channel on every table rights come from, and only the channels the listener hears', async () => {
    const { rows } = await sql<{ tableName: string; triggerName: string; source: string }>`
      select c.relname as table_name, t.tgname as trigger_name, p.prosrc as source
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal`.execute(db);
    const rightsTables = rows.filter((row) => row.triggerName === CHANGE_CHANNELS.rights).map((row) => row.tableName);
    expect(rightsTables.sort()).toEqual([...RIGHTS_TABLES].sort());
    const caseTables = rows.filter((row) => row.triggerName === CHANGE_CHANNELS.cases).map((row) => row.tableName);
    expect(caseTables.sort()).toEqual(['case_counter', 'category', 'defect_case']);
    expect(rows.filter((row) => row.triggerName === CHANGE_CHANNELS.sessions).map((row) => row.tableName)).toEqual(['session']);
    const notified = new Set(rows.flatMap((row) => [...row.source.matchAll(/pg_notify\('(\w+)'/g)].map((match) => match[1])));
    expect([...notified].sort()).toEqual(Object.values(CHANGE_CHANNELS).sort());
  });
});
