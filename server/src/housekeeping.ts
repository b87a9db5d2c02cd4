import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { ADVISORY_LOCKS, runAlone } from './platform/advisory-lock.js';
import type { FileStorage } from './platform/files.js';
import { removeOldSentMails } from './platform/mail.js';
import type { HousekeepingCounts } from './platform/metrics.js';
import { removeEndedLoginThrottles, removeExpiredRegistrationAttempts } from './modules/auth/index.js';
import { removeExpiredFiles } from './modules/files/index.js';
import { eraseExpiredReporterData } from './modules/privacy/index.js';

export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

export interface HousekeepingDeps {
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** what the run did, for /metrics */
  counts: HousekeepingCounts;
  /** the clock (tests set it) */
  now?: () => Date;
}

/**
 * One housekeeping run: expired temporary files, ended login throttles, expired registration attempts, old sent
 * mails and the reporter data of cases closed longer than their tenant's retention go. Processes sharing a PostgreSQL
 * database take turns (an advisory lock): answers false when another process was running it. A failing task
 * is logged and does not keep the others from running.
 */
export function runHousekeeping(
  db: Kysely<Database>,
  { storage, log, counts, now = () => new Date() }: HousekeepingDeps,
): Promise<boolean> {
  const tasks: [string, () => Promise<unknown>][] = [
    ['removing expired files', () => removeExpiredFiles(db, { storage, log }, now().getTime())],
    ['removing ended login throttles', () => removeEndedLoginThrottles(db, now())],
    ['removing expired registration attempts', () => removeExpiredRegistrationAttempts(db, now())],
    ['removing old sent mails', () => removeOldSentMails(db, now())],
    [
      'removing reporter data after the retention',
      async () => {
        counts.reporterDataErased += await eraseExpiredReporterData(db, now());
      },
    ],
  ];
  return runAlone(db, ADVISORY_LOCKS.housekeeping, async () => {
    await Promise.all(tasks.map(([what, task]) => task().catch((error: unknown) => log.error({ err: error }, `${what} failed`))));
  });
}

/**
 * Runs the housekeeping every HOUSEKEEPING_INTERVAL_MS until the returned function is called; that resolves once
 * a run under way has ended, so its advisory lock is released before the process closes its connections.
 */
export function startHousekeeping(db: Kysely<Database>, deps: HousekeepingDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= runHousekeeping(db, deps)
      .then((ran) => {
        if (!ran) deps.log.info('housekeeping skipped: another process is running it');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'housekeeping failed'))
      .finally(() => {
        running = null;
      });
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
