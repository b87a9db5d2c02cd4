import { sql } from 'kysely';
import { isPostgres, type Db } from '../db/kysely.js';

/** The PostgreSQL advisory lock keys of the jobs that run in one process at a time; one place, so none collide. */
export const ADVISORY_LOCKS = {
  housekeeping: 7_212_001,
} as const;

/**
 * Runs `job` unless another process sharing the PostgreSQL database is running a job under the same lock; answers
 * whether it ran. The lock is a session lock on a connection held for the whole job, so it covers what the job
 * does outside any transaction (removing files), and it goes with the session if the process dies. SQLite:
 * one process per database file, so the job just runs.
 */
export async function runAlone(db: Db, lock: number, job: () => Promise<void>): Promise<boolean> {
  if (!isPostgres(db)) {
    await job();
    return true;
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lock}::bigint) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await job();
    } finally {
      await sql`select pg_advisory_unlock(${lock}::bigint)`.execute(connection);
    }
    return true;
  });
}
