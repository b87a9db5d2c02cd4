import { sql, type Kysely, type Migration } from 'kysely';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, openTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test/database.js';
import { schemaShape } from '../../test/schema-shape.js';
import { openDatabase, type Db } from './kysely.js';
import { MigrationFailed, migrateToLatest, migrateUpTo, migrations } from './migrate.js';

const root = join(import.meta.dirname, '../../..');
const PROCESS_MS = 60_000;

const tableNames = async (db: Db) => (await schemaShape(db)).map((table) => table.name).sort();
const executed = async (db: Db) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

/** Two migrations after the real ones: the first works, the second changes the schema and data, then fails. */
const withFailingMigrations = (): Record<string, Migration> => ({
  ...migrations,
  '9998_works': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('upgrade_probe')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
    },
  },
  '9999_fails_half_way': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('half_way')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
      await db.schema.alterTable('module').addColumn('half_way_note', 'text').execute();
      await sql`update module set half_way_note = 'geändert'`.execute(db);
      await sql`insert into no_such_table values (1)`.execute(db);
    },
  },
});

let database: TestDatabase | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('a migration that fails half-way', () => {
  it('leaves the database as it was before the start, and names the migration and its error', async () => {
    database = await openTestDatabase();
    const { db } = database;
    const tables = await tableNames(db);
    const modules = await sql`select * from module order by name`.execute(db);
    const done = await executed(db);

    const failure = await migrateToLatest(db, withFailingMigrations()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MigrationFailed);
    expect((failure as MigrationFailed).migration).toBe('9999_fails_half_way');
    expect((failure as Error).message).toMatch(/^Datenbankmigration 9999_fails_half_way ist fehlgeschlagen; .*no_such_table/);
    expect(await tableNames(db)).toEqual(tables);
    expect((await sql`select * from module order by name`.execute(db)).rows).toEqual(modules.rows);
    expect(await executed(db)).toEqual(done);
  });
});

/** Runs the server's entry until it ends; answers its exit code and what it wrote. */
async function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), PROCESS_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

describe('the server process', () => {
  it(
    'refuses to start on a migration that fails, names it and its error, and leaves the database at its last migration',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bp-migration-failure-'));
      const postgres = testDatabaseUrl ? await createPostgresTestDatabase() : null;
      const url = postgres?.url ?? `sqlite:${join(dataDir, 'buergerportal.sqlite')}`;
      try {
        const db = await openDatabase(url);
        await migrateUpTo(db, '0001_platform');
        // 0002 creates user_category_assignment first, then this table: it fails after a first change
        await db.schema.createTable('user_tag_assignment').addColumn('kept', 'integer').execute();
        await db.destroy();

        const { code, output } = await runMain({ DATABASE_URL: url, DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9' });

        expect(code, output).toBe(1);
        expect(output).toMatch(/Datenbankmigration 0002_user_assignments ist fehlgeschlagen; .*user_tag_assignment.*already exists/);
        const after = await openDatabase(url);
        try {
          expect(await executed(after)).toEqual(['0001_platform']);
          const tables = await tableNames(after);
          expect(tables).toContain('user_tag_assignment');
          expect(tables).not.toContain('user_category_assignment');
        } finally {
          await after.destroy();
        }
      } finally {
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    PROCESS_MS + 10_000,
  );
});
