import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const DAY_MS = 86_400_000;

/**
 * A registration for a taken address keeps the chosen password's hash (docs/decisions/registration-attempts.md),
 * so that a login with it answers 409 like the account a registration of a new address creates. It lives 14
 * days from the latest attempt: longer than a registration usually waits for its review (1–2 working days,
 * holidays and absences included), no longer than needed to keep a stranger's password hash. The address's
 * owner hears of attempts at most once a day.
 */
export const REGISTRATION_ATTEMPT = {
  lifetimeMs: 14 * DAY_MS,
  ownerMailIntervalMs: DAY_MS,
} as const;

const before = (at: Date, ms: number) => new Date(at.getTime() - ms).toISOString();

/**
 * Stores the attempt (the latest one replaces the one before) and answers whether its owner is to be mailed:
 * true for the first attempt of a day. The claim is one conditional UPDATE, so of concurrent registrations in
 * any number of processes exactly one gets it. Call it with the transaction that queues the mail.
 */
export async function recordRegistrationAttempt(trx: Kysely<Database>, emailKey: string, passwordHash: string, at: Date): Promise<boolean> {
  const attemptedAt = at.toISOString();
  await trx
    .insertInto('registrationAttempt')
    .values({ emailKey, passwordHash, attemptedAt, ownerNotifiedAt: null })
    .onConflict((oc) => oc.column('emailKey').doUpdateSet({ passwordHash, attemptedAt }))
    .execute();
  const claimed = await trx
    .updateTable('registrationAttempt')
    .set({ ownerNotifiedAt: attemptedAt })
    .where('emailKey', '=', emailKey)
    .where((eb) =>
      eb.or([eb('ownerNotifiedAt', 'is', null), eb('ownerNotifiedAt', '<=', before(at, REGISTRATION_ATTEMPT.ownerMailIntervalMs))]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The password hash of the address's live attempt, or null. */
export async function registrationAttemptHash(db: Kysely<Database>, emailKey: string, at: Date): Promise<string | null> {
  const row = await db
    .selectFrom('registrationAttempt')
    .select('passwordHash')
    .where('emailKey', '=', emailKey)
    .where('attemptedAt', '>', before(at, REGISTRATION_ATTEMPT.lifetimeMs))
    .executeTakeFirst();
  return row?.passwordHash ?? null;
}

/** Removes the attempts past their lifetime (housekeeping). */
export async function removeExpiredRegistrationAttempts(db: Kysely<Database>, at: Date = new Date()): Promise<void> {
  await db.deleteFrom('registrationAttempt').where('attemptedAt', '<=', before(at, REGISTRATION_ATTEMPT.lifetimeMs)).execute();
}
