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
  /** closes the connections and drops a PostgreSQL test database */
  close(): Promise<void>;
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

/** An empty database of the configured kind, migrated to the latest schema unless told otherwise. */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let db: Db;
  let drop = async () => {};
  if (testDatabaseUrl) {
    const name = `bp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    db = await openDatabase(url.toString());
    drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    db = await openDatabase('sqlite::memory:');
  }
  if (options.migrate !== false) await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await drop();
    },
  };
}
