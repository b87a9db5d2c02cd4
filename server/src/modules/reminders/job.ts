import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ADVISORY_LOCKS, runAlone } from '../../platform/advisory-lock.js';
import { sendDueDigests } from './digest.js';

/** How often the processes look whether a tenant's time of day has come: the digest goes out within this. */
export const REMINDER_CHECK_MS = 5 * 60_000;

/**
 * Looks every REMINDER_CHECK_MS (and once at start) for digests due, in one process at a time (an advisory lock);
 * until the returned function is called, which resolves once a run under way has ended.
 */
export function startReminderDigests(db: Kysely<Database>, publicUrl: string, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= runAlone(db, ADVISORY_LOCKS.reminders, async () => {
      const queued = await sendDueDigests(db, publicUrl);
      if (queued > 0) log.info({ queued }, 'reminder digests queued');
    })
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'reminder digests failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, REMINDER_CHECK_MS);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
