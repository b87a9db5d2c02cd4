import { sql } from 'kysely';
import { isPostgres, type Db } from '../db/kysely.js';

/** The PostgreSQL advisory lock keys of the jobs that run in one process at a time; one place, so none collide. */
export const ADVISORY_LOCKS = {
  housekeeping: 7_212_001,
  demoData: 7_212_002,
  reminders: 7_212_003,
  forwardingStatus: 7_212_004,
} as const;

/**
 * Runs `job` while holding a session lock on a connection kept for the whole job, so the lock covers what the job
 * does outside any transaction (removing files) and goes with the session if the process dies. `wait` waits for
 * the lock; otherwise a lock held elsewhere skips the job (answer `skipped`). SQLite: one process per database
 * file, so the job just runs.
 */
async function holding<T>(db: Db, lock: number, wait: boolean, job: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (!isPostgres(db)) return { ran: true, value: await job() };
  return db.connection().execute(async (connection) => {
    if (wait) await sql`select pg_advisory_lock(${lock}::bigint)`.execute(connection);
    else {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lock}::bigint) as locked`.execute(connection);
      if (!rows[0]?.locked) return { ran: false };
    }
    try {
      return { ran: true, value: await job() };
    } finally {
      await sql`select pg_advisory_unlock(${lock}::bigint)`.execute(connection);
    }
  });
}

/**
 * Runs `job` unless another process sharing the PostgreSQL database is running a job under the same lock; answers
 * whether it ran.
 */
export async function runAlone(db: Db, lock: number, job: () => Promise<void>): Promise<boolean> {
  return (await holding(db, lock, false, job)).ran;
}

/** Runs `job` once no other process holds the same lock (waiting for it), and answers what the job answers. */
export async function runInTurn<T>(db: Db, lock: number, job: () => Promise<T>): Promise<T> {
  const outcome = await holding(db, lock, true, job);
  if (!outcome.ran) throw new Error('a waiting advisory lock always runs its job');
  return outcome.value;
}
