import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { formatBerlin } from '../../db/values.js';
import { AppError } from '../../platform/errors.js';
import { normaliseEmail } from '../users/index.js';

const MINUTE_MS = 60_000;

/**
 * Failed logins per address, independent of the caller's IP (docs/decisions/login-throttle.md): the fifth
 * failure within the window locks the address for firstLockMs, each further failure doubles the lock up to
 * maxLockMs. A streak ends with a successful login or password reset, or once neither its first failure nor
 * its last lock lies within the window.
 */
export const LOGIN_THROTTLE = {
  maxFailures: 5,
  windowMs: 15 * MINUTE_MS,
  firstLockMs: MINUTE_MS,
  maxLockMs: 60 * MINUTE_MS,
} as const;

/**
 * The counter's key: a hash of the normalised address, so unknown addresses count exactly like known ones
 * and the table never holds what someone typed in clear.
 */
const throttleKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');

/** How long the given number of failures in one streak locks the address; null below the limit. */
export function lockDuration(failures: number): number | null {
  const { maxFailures, firstLockMs, maxLockMs } = LOGIN_THROTTLE;
  if (failures < maxFailures) return null;
  return Math.min(firstLockMs * 2 ** (failures - maxFailures), maxLockMs);
}

/** The lock's end as the Berlin clock time a user can try again at: rounded up, so that minute is allowed. */
function retryClockTime(lockedUntil: string): string {
  const nextMinute = Math.ceil(Date.parse(lockedUntil) / MINUTE_MS) * MINUTE_MS;
  // formatBerlin answers "yyyy.MM.dd HH:mm"; a lock lasts an hour at most, so the time alone is clear
  return formatBerlin(new Date(nextMinute).toISOString())!.slice(-5);
}

export const throttledMessage = (lockedUntil: string) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es um ${retryClockTime(lockedUntil)} Uhr erneut.`;

/**
 * Refuses a login attempt for a locked address with 429 before the password is checked, so even the right
 * password waits. Answers whether the address has failures on record (a successful login then clears them).
 */
export async function assertLoginAllowed(db: Kysely<Database>, email: string, at: Date): Promise<boolean> {
  const row = await db.selectFrom('loginThrottle').select('lockedUntil').where('emailKey', '=', throttleKey(email)).executeTakeFirst();
  if (row?.lockedUntil && row.lockedUntil > at.toISOString()) {
    throw new AppError(429, 'ERROR_LOGIN_THROTTLED', throttledMessage(row.lockedUntil));
  }
  return row !== undefined;
}

/**
 * Counts a failed login. The increment is one INSERT … ON CONFLICT statement, so processes sharing the
 * database never lose a count; a lock only ever grows, whichever of two concurrent failures sets it last.
 */
export async function recordLoginFailure(db: Kysely<Database>, email: string, at: Date): Promise<void> {
  const emailKey = throttleKey(email);
  const windowStart = new Date(at.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  // ISO timestamps of one format compare as text on both databases
  const continues = sql<boolean>`(login_throttle.first_failure_at > ${windowStart} or login_throttle.locked_until > ${windowStart})`;
  const { failures } = await db
    .insertInto('loginThrottle')
    .values({ emailKey, failures: 1, firstFailureAt: at.toISOString(), lockedUntil: null })
    .onConflict((oc) =>
      oc.column('emailKey').doUpdateSet({
        failures: sql`case when ${continues} then login_throttle.failures + 1 else 1 end`,
        firstFailureAt: sql`case when ${continues} then login_throttle.first_failure_at else excluded.first_failure_at end`,
        lockedUntil: sql`case when ${continues} then login_throttle.locked_until else null end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const lock = lockDuration(failures);
  if (lock === null) return;
  const lockedUntil = new Date(at.getTime() + lock).toISOString();
  await db
    .updateTable('loginThrottle')
    .set({ lockedUntil })
    .where('emailKey', '=', emailKey)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', lockedUntil)]))
    .execute();
}

/** Ends an address's streak: after a successful login, or a password reset that proved the mailbox. */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('emailKey', '=', throttleKey(email)).execute();
}

/** Removes the records whose streak has ended anyway (housekeeping), so no counter outlives its use. */
export async function removeEndedLoginThrottles(db: Kysely<Database>, at: Date = new Date()): Promise<void> {
  const windowStart = new Date(at.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  await db
    .deleteFrom('loginThrottle')
    .where('firstFailureAt', '<=', windowStart)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', windowStart)]))
    .execute();
}
