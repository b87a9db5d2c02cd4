import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';

/**
 * `TEST_DATABASE_URL=postgres://…/postgres` runs the server tests on PostgreSQL: every test database is then a
 * fresh database of that server, dropped again on close. Without it they run on in-memory SQLite.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

export interface TestDatabase {
  db: Db;
  /** closes the connections, so the app sees its database gone (the database itself stays until close) */
  disconnect(): Promise<void>;
  /** closes the connections (unless disconnected already) and drops a PostgreSQL test database */
  close(): Promise<void>;
}

/**
 * Drops a test database once the server has seen its connections go: `pg`'s pool.end() can return before the
 * server has closed them, and dropping WITH (FORCE) then kills them, which the client reports as an error.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function adminQuery(sql: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: testDatabaseUrl! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const urls = new WeakMap<Db, string>();

/**
 * The address of a PostgreSQL test database, to open a second handle on it (as a second process would); null
 * for in-memory SQLite, which no second handle can share.
 */
export const testDatabaseUrlOf = (db: Db): string | null => urls.get(db) ?? null;

/**
 * A fresh, empty database on the TEST_DATABASE_URL server: its address (for processes of their own, too) and
 * how to drop it once every connection to it is closed.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('createPostgresTestDatabase needs TEST_DATABASE_URL');
  const name = `bp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(name) };
}

/** An empty database of the configured kind, migrated to the latest schema unless told otherwise. */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let db: Db;
  let drop = async () => {};
  if (testDatabaseUrl) {
    const created = await createPostgresTestDatabase();
    db = await openDatabase(created.url);
    urls.set(db, created.url);
    drop = created.drop;
  } else {
    db = await openDatabase('sqlite::memory:');
  }
  if (options.migrate !== false) await migrateToLatest(db);
  let connected = true;
  const disconnect = async () => {
    if (connected) await db.destroy();
    connected = false;
  };
  return {
    db,
    disconnect,
    async close() {
      await disconnect();
      await drop();
    },
  };
}
