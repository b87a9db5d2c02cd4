import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ADVISORY_LOCKS } from '../../platform/advisory-lock.js';
import { startPeriodicJob } from '../../platform/periodic-job.js';
import { sendDueDigests } from './digest.js';

/** How often the processes look whether a tenant's time of day has come: the digest goes out within this. */
export const REMINDER_CHECK_MS = 5 * 60_000;

/** Looks every REMINDER_CHECK_MS for digests due, in one process at a time; the answer stops it. */
export function startReminderDigests(db: Kysely<Database>, publicUrl: string, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodicJob(
    db,
    {
      lock: ADVISORY_LOCKS.reminders,
      everyMs: REMINDER_CHECK_MS,
      name: 'reminder digests',
      run: async () => {
        const queued = await sendDueDigests(db, publicUrl);
        if (queued > 0) log.info({ queued }, 'reminder digests queued');
      },
    },
    log,
  );
}
