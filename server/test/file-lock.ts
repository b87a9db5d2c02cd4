import { sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/kysely.js';

/** Runs `run` while file rows cannot be deleted, so a change that releases a file fails inside its transaction. */
export async function withFileRowsLocked<T>(db: Db, run: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION file_locked() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'file locked'; END $$`.execute(db);
    await sql`CREATE TRIGGER file_locked BEFORE DELETE ON file FOR EACH ROW EXECUTE FUNCTION file_locked()`.execute(db);
  } else {
    await sql`CREATE TEMP TRIGGER file_locked BEFORE DELETE ON file BEGIN SELECT RAISE(ABORT, 'file locked'); END`.execute(db);
  }
  try {
    return await run();
  } finally {
    if (isPostgres(db)) {
      await sql`DROP TRIGGER file_locked ON file`.execute(db);
      await sql`DROP FUNCTION file_locked()`.execute(db);
    } else {
      await sql`DROP TRIGGER file_locked`.execute(db);
    }
  }
}
