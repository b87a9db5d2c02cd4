import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { formatBerlin } from '../../db/values.js';
import { AppError } from '../../platform/errors.js';
import { keyedHash, type AuthKeys } from './keys.js';
import { knownDeviceId } from './known-device.js';

const MINUTE_MS = 60_000;

interface StreakPolicy {
  maxFailures: number;
  firstLockMs: number;
  maxLockMs: number;
}

/**
 * Failed logins per address and source (docs/decisions/login-throttle.md). A source is the client address, or
 * the known device when the request carries a valid device cookie for that address. The fifth failure of one
 * source within the window locks that source, each further one doubles its lock up to an hour; a lock never
 * reaches another source. All sources without a device cookie together have a softer limit that slows
 * distributed guessing: from the twentieth failure they wait a minute, doubling up to five, while known devices
 * are never held up by others. A streak ends with a successful login from its source, a password reset, or
 * once neither its first failure nor its last lock lies within the window.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * MINUTE_MS,
  perSource: { maxFailures: 5, firstLockMs: MINUTE_MS, maxLockMs: 60 * MINUTE_MS },
  untrusted: { maxFailures: 20, firstLockMs: MINUTE_MS, maxLockMs: 5 * MINUTE_MS },
} as const satisfies { windowMs: number; perSource: StreakPolicy; untrusted: StreakPolicy };

/** The source key of the limit over all sources without a device cookie: no keyed hash looks like it. */
const UNTRUSTED = 'untrusted';

export interface LoginSource {
  /** a keyed hash of the client address or of the device id */
  key: string;
  /** the request carries a valid known-device cookie for the address */
  knownDevice: boolean;
}

export interface LoginClient {
  /** the client address as Fastify sees it behind the trusted proxies (TRUST_PROXY) */
  ip: string;
  cookieHeader: string | undefined;
}

export function loginSource(keys: AuthKeys, account: string, client: LoginClient, at: Date): LoginSource {
  const device = knownDeviceId(keys, account, client.cookieHeader, at);
  return device
    ? { key: keyedHash(keys, `device:${device}`), knownDevice: true }
    : { key: keyedHash(keys, `ip:${client.ip}`), knownDevice: false };
}

/** How long the given number of failures in one streak locks; null below the policy's limit. */
export function lockDuration(policy: StreakPolicy, failures: number): number | null {
  if (failures < policy.maxFailures) return null;
  return Math.min(policy.firstLockMs * 2 ** (failures - policy.maxFailures), policy.maxLockMs);
}

/** The lock's end as the Berlin clock time a user can try again at: rounded up, so that minute is allowed. */
function retryClockTime(lockedUntil: string): string {
  const nextMinute = Math.ceil(Date.parse(lockedUntil) / MINUTE_MS) * MINUTE_MS;
  // formatBerlin answers "yyyy.MM.dd HH:mm"; a lock lasts an hour at most, so the time alone is clear
  return formatBerlin(new Date(nextMinute).toISOString())!.slice(-5);
}

export const throttledMessage = (lockedUntil: string) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es um ${retryClockTime(lockedUntil)} Uhr erneut.`;

/** A refused login: 429 with the German message, and the seconds to wait for the Retry-After header. */
export class LoginThrottled extends AppError {
  readonly retryAfterSeconds: number;

  constructor(lockedUntil: string, at: Date) {
    super(429, 'ERROR_LOGIN_THROTTLED', throttledMessage(lockedUntil));
    this.retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(lockedUntil) - at.getTime()) / 1000));
  }
}

/** The streaks that can hold a source up: its own, and for a source without a device cookie the untrusted one. */
const lockingKeys = (source: LoginSource) => (source.knownDevice ? [source.key] : [source.key, UNTRUSTED]);

/**
 * Refuses a login attempt of a locked source before the password is checked, so even the right password waits.
 * Answers whether the source has failures on record (a successful login then clears them).
 */
export async function assertLoginAllowed(db: Kysely<Database>, account: string, source: LoginSource, at: Date): Promise<boolean> {
  const rows = await db
    .selectFrom('loginThrottle')
    .select(['sourceKey', 'lockedUntil'])
    .where('emailKey', '=', account)
    .where('sourceKey', 'in', lockingKeys(source))
    .execute();
  const lockedUntil = rows
    .flatMap((row) => (row.lockedUntil && row.lockedUntil > at.toISOString() ? [row.lockedUntil] : []))
    .sort()
    .at(-1);
  if (lockedUntil) throw new LoginThrottled(lockedUntil, at);
  return rows.some((row) => row.sourceKey === source.key);
}

/**
 * Counts a failure in one streak. The increment is one INSERT … ON CONFLICT statement, so processes sharing the
 * database never lose a count; a lock only ever grows, whichever of two concurrent failures sets it last.
 */
async function countFailure(db: Kysely<Database>, emailKey: string, sourceKey: string, policy: StreakPolicy, at: Date): Promise<void> {
  const windowStart = new Date(at.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  // ISO timestamps of one format compare as text on both databases
  const continues = sql<boolean>`(login_throttle.first_failure_at > ${windowStart} or login_throttle.locked_until > ${windowStart})`;
  const { failures } = await db
    .insertInto('loginThrottle')
    .values({ emailKey, sourceKey, failures: 1, firstFailureAt: at.toISOString(), lockedUntil: null })
    .onConflict((oc) =>
      oc.columns(['emailKey', 'sourceKey']).doUpdateSet({
        failures: sql`case when ${continues} then login_throttle.failures + 1 else 1 end`,
        firstFailureAt: sql`case when ${continues} then login_throttle.first_failure_at else excluded.first_failure_at end`,
        lockedUntil: sql`case when ${continues} then login_throttle.locked_until else null end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const lock = lockDuration(policy, failures);
  if (lock === null) return;
  const lockedUntil = new Date(at.getTime() + lock).toISOString();
  await db
    .updateTable('loginThrottle')
    .set({ lockedUntil })
    .where('emailKey', '=', emailKey)
    .where('sourceKey', '=', sourceKey)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', lockedUntil)]))
    .execute();
}

/** Counts a failed login against its source and, without a device cookie, against the untrusted sources' limit. */
export async function recordLoginFailure(db: Kysely<Database>, account: string, source: LoginSource, at: Date): Promise<void> {
  await countFailure(db, account, source.key, LOGIN_THROTTLE.perSource, at);
  if (!source.knownDevice) await countFailure(db, account, UNTRUSTED, LOGIN_THROTTLE.untrusted, at);
}

/**
 * Ends the source's streak after a successful login from it. The untrusted limit stays: others' guessing goes
 * on, and clearing it would give them twenty fresh guesses each time the owner logs in.
 */
export async function clearSourceFailures(db: Kysely<Database>, account: string, source: LoginSource): Promise<void> {
  await db.deleteFrom('loginThrottle').where('emailKey', '=', account).where('sourceKey', '=', source.key).execute();
}

/** Ends every streak of the address: a password reset proved the mailbox, so its owner need not wait out any lock. */
export async function clearAddressFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('emailKey', '=', account).execute();
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
