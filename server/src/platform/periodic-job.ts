import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/kysely.js';
import { runAlone } from './advisory-lock.js';

/**
 * Runs `job` every `everyMs` (and once at start), in one process at a time (the advisory lock `lock`), a run never
 * overlapping the last; a failure is logged and the next run tries again. The answer stops it and resolves once a
 * run under way has ended.
 */
export function startPeriodicJob(
  db: Db,
  job: { lock: number; everyMs: number; name: string; run: () => Promise<void> },
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= runAlone(db, job.lock, job.run)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, job.everyMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
