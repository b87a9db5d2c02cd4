import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { execFile } from 'node:child_process';
import { copyFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../server/src/app.js';
import { testConfig } from '../server/src/config.js';
import { openDatabase, type Db } from '../server/src/db/kysely.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { ACCOUNTS } from '../server/test/app.js';
import { createPostgresTestDatabase, testDatabaseUrl } from '../server/test/database.js';
import { DEMO_PASSWORD, loadDemoData } from '../fixtures/load.js';
import { BACKUP_DATABASE, BACKUP_DUMP, BACKUP_FILES, writeBackup } from './lib/backup.js';

/**
 * A SQLite backup is tested whatever TEST_DATABASE_URL says (a SQLite file is always at hand); a PostgreSQL
 * backup with TEST_DATABASE_URL, on a database of that server.
 */
let root: string;
let dataDir: string;
let running: Db;
const sqliteUrl = (dir: string) => `sqlite:${join(dir, 'buergerportal.sqlite')}`;
const RENAMED = 'Musterstadt (nach dem Laden umbenannt)';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'buergerportal-backup-'));
  dataDir = join(root, 'data');
  // the database the server has open, with the demo data and its photos
  running = await openDatabase(sqliteUrl(dataDir));
  await migrateToLatest(running);
  const ids = await loadDemoData(running, { filesDir: join(dataDir, 'files') });
  // a change after loading that only the write-ahead log beside the database file holds yet
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(running);
  await running.updateTable('tenant').set({ name: RENAMED }).where('id', '=', ids.tenants.musterstadt!).execute();
  // a stored file half-written at the moment of the backup (FileStorage's temporary name)
  await writeFile(join(dataDir, 'files', '.0123456789abcdef.tmp'), 'halb');
});

afterAll(async () => {
  await running.destroy();
  await rm(root, { recursive: true, force: true });
});

/**
 * A restored installation, migrated and started as the server would, lets the demo admin in (with the change made
 * after loading) and serves a photo as it was in the original DATA_DIR.
 */
async function expectServedAfterRestore(databaseUrl: string, restoredDir: string, originalDir: string): Promise<void> {
  const db = await openDatabase(databaseUrl);
  await migrateToLatest(db);
  const app = await buildApp({ config: testConfig({ dataDir: restoredDir }), db, webRoot: null });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/authorization/token',
      payload: { mail: ACCOUNTS.musterAdmin, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/user/me', headers: { authorization: String(login.headers.authorization) } });
    expect(me.json()).toMatchObject({ email: ACCOUNTS.musterAdmin, tenantName: RENAMED });

    const photo = await db.selectFrom('file').select('name').where('internal', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const served = await app.inject({ url: `/files/${photo.name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await readFile(join(originalDir, 'files', photo.name)))).toBe(true);
  } finally {
    await app.close();
    await db.destroy();
  }
}

describe('npm run backup on SQLite', () => {
  it('writes a backup that, restored into a fresh DATA_DIR as docs/operations.md says, starts the app with the data and files', async () => {
    const target = join(root, 'backup-1');
    const result = await writeBackup({ dataDir, databaseUrl: sqliteUrl(dataDir) }, target);
    const storedFiles = (await readdir(join(dataDir, 'files'))).filter((name) => !name.endsWith('.tmp'));
    expect(result).toEqual({ target, databaseBytes: expect.any(Number), files: storedFiles.length });
    expect(storedFiles.length).toBeGreaterThan(0);
    expect((await readdir(target)).sort()).toEqual([BACKUP_DATABASE, BACKUP_FILES]);
    expect((await readdir(join(target, BACKUP_FILES))).sort()).toEqual(storedFiles.sort());

    // restore: copy the database file and the files directory into a new DATA_DIR
    const restoredDir = join(root, 'restored');
    await cp(join(target, BACKUP_FILES), join(restoredDir, 'files'), { recursive: true });
    await copyFile(join(target, BACKUP_DATABASE), join(restoredDir, 'buergerportal.sqlite'));

    await expectServedAfterRestore(sqliteUrl(restoredDir), restoredDir, dataDir);
  });

  it('needs the online backup: a copy of the database file alone misses the latest committed change', async () => {
    const copy = join(root, 'file-copy.sqlite');
    await copyFile(join(dataDir, 'buergerportal.sqlite'), copy);
    const naive = new SQLite(copy, { readonly: true });
    const names = naive.prepare('select name from tenant').pluck().all();
    naive.close();
    expect(names).not.toContain(RENAMED);
  });

  it('refuses a target that exists, leaving it as it was', async () => {
    const target = join(root, 'backup-2');
    await writeBackup({ dataDir, databaseUrl: sqliteUrl(dataDir) }, target);
    const before = await readdir(target, { recursive: true });
    await expect(writeBackup({ dataDir, databaseUrl: sqliteUrl(dataDir) }, target)).rejects.toThrow(/exists already/);
    expect(await readdir(target, { recursive: true })).toEqual(before);
    await expect(writeBackup({ dataDir, databaseUrl: sqliteUrl(join(root, 'nirgends')) }, join(root, 'backup-3'))).rejects.toThrow(
      /No SQLite database/,
    );
    // a failed backup leaves no partial directory behind
    expect((await readdir(root)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe.runIf(testDatabaseUrl)('npm run backup on PostgreSQL', () => {
  it('writes pg_dump’s custom format and the files; restored with pg_restore into a fresh database, the app serves them', async () => {
    const source = await createPostgresTestDatabase();
    const restored = await createPostgresTestDatabase();
    try {
      const pgDataDir = join(root, 'pg-data');
      const db = await openDatabase(source.url);
      try {
        await migrateToLatest(db);
        const ids = await loadDemoData(db, { filesDir: join(pgDataDir, 'files') });
        await db.updateTable('tenant').set({ name: RENAMED }).where('id', '=', ids.tenants.musterstadt!).execute();
      } finally {
        await db.destroy();
      }

      const target = join(root, 'backup-pg');
      const result = await writeBackup({ dataDir: pgDataDir, databaseUrl: source.url }, target);
      expect(result.databaseBytes).toBeGreaterThan(0);
      expect((await readdir(target)).sort()).toEqual([BACKUP_DUMP, BACKUP_FILES]);

      // restore as docs/operations.md says: pg_restore into an empty database, the files into DATA_DIR/files
      await promisify(execFile)('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, join(target, BACKUP_DUMP)]);
      const restoredDir = join(root, 'pg-restored');
      await cp(join(target, BACKUP_FILES), join(restoredDir, 'files'), { recursive: true });
      await expectServedAfterRestore(restored.url, restoredDir, pgDataDir);
    } finally {
      await source.drop();
      await restored.drop();
    }
  });
});
