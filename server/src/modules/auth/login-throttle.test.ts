import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.js';
import { openTestDatabase, type TestDatabase } from '../../../test/database.js';
import {
  assertLoginAllowed,
  clearLoginFailures,
  lockDuration,
  recordLoginFailure,
  removeEndedLoginThrottles,
  throttledMessage,
} from './login-throttle.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  await db.deleteFrom('loginThrottle').execute();
});

const MAIL = 'erika@musterstadt.example';
const START = Date.parse('2026-07-01T12:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(START + minutes * MINUTE);

/** Whether a login attempt at that time gets past the throttle (false: refused with 429). */
async function allowed(minutes: number, mail = MAIL): Promise<boolean> {
  try {
    await assertLoginAllowed(db, mail, at(minutes));
    return true;
  } catch (error) {
    expect(error).toMatchObject({ statusCode: 429, code: 'ERROR_LOGIN_THROTTLED' });
    return false;
  }
}

async function fail(minutes: number, times = 1, mail = MAIL): Promise<void> {
  for (let i = 0; i < times; i++) await recordLoginFailure(db, mail, at(minutes));
}

describe('lockDuration', () => {
  it('locks from the fifth failure, 1 minute doubling with each further failure up to an hour', () => {
    expect([1, 2, 3, 4].map(lockDuration)).toEqual([null, null, null, null]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 100].map((n) => lockDuration(n)! / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('the per-address throttle', () => {
  it('allows four failures and locks for a minute after the fifth within 15 minutes', async () => {
    await fail(0, 4);
    expect(await allowed(0)).toBe(true);
    await fail(14);
    expect(await allowed(14)).toBe(false);
    expect(await allowed(14.99)).toBe(false);
    expect(await allowed(15)).toBe(true);
  });

  it('doubles the lock with each failure after it', async () => {
    await fail(0, 5);
    await fail(1);
    expect(await allowed(2.99)).toBe(false);
    expect(await allowed(3)).toBe(true);
    await fail(3);
    expect(await allowed(6.99)).toBe(false);
    expect(await allowed(7)).toBe(true);
  });

  it('keeps counting within 15 minutes of the last lock, even long after the first failure', async () => {
    await fail(0, 5);
    await fail(15.5);
    expect(await allowed(17)).toBe(false);
    expect(await allowed(17.5)).toBe(true);
  });

  it('starts a new streak when neither the first failure nor the last lock is within 15 minutes', async () => {
    await fail(0, 4);
    await fail(15);
    expect(await allowed(15)).toBe(true);
    await fail(16, 3);
    expect(await allowed(16)).toBe(true);
    await fail(16);
    expect(await allowed(16)).toBe(false);

    await fail(40);
    expect(await allowed(40)).toBe(true);
  });

  it('counts the address in any letter case and with blanks as one, and other addresses apart', async () => {
    await fail(0, 2, 'Erika@Musterstadt.EXAMPLE');
    await fail(0, 3, ` ${MAIL} `);
    expect(await allowed(0)).toBe(false);
    expect(await allowed(0, 'niemand@example.org')).toBe(true);
  });

  it('keeps a hash, not the address', async () => {
    await fail(0);
    const rows = await db.selectFrom('loginThrottle').selectAll().execute();
    expect(rows).toEqual([
      { emailKey: expect.stringMatching(/^[0-9a-f]{64}$/), failures: 1, firstFailureAt: at(0).toISOString(), lockedUntil: null },
    ]);
    expect(JSON.stringify(rows)).not.toContain('erika');
  });

  it('loses no count when failures arrive at the same time', async () => {
    await Promise.all(Array.from({ length: 12 }, () => recordLoginFailure(db, MAIL, at(0))));
    const row = await db.selectFrom('loginThrottle').selectAll().executeTakeFirstOrThrow();
    expect(row.failures).toBe(12);
    expect(row.lockedUntil).toBe(at(60).toISOString());
  });

  it('is cleared by clearLoginFailures', async () => {
    await fail(0, 5);
    await clearLoginFailures(db, MAIL.toUpperCase());
    expect(await allowed(0)).toBe(true);
    await fail(0, 4);
    expect(await allowed(0)).toBe(true);
  });

  it('answers whether failures are on record', async () => {
    expect(await assertLoginAllowed(db, MAIL, at(0))).toBe(false);
    await fail(0);
    expect(await assertLoginAllowed(db, MAIL, at(0))).toBe(true);
  });
});

describe('throttledMessage', () => {
  it('names the Berlin clock time of the lock end, rounded up to the minute', () => {
    expect(throttledMessage('2026-07-01T12:34:20.000Z')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es um 14:35 Uhr erneut.',
    );
    expect(throttledMessage('2026-01-15T12:34:00.000Z')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es um 13:34 Uhr erneut.',
    );
  });
});

describe('removeEndedLoginThrottles', () => {
  it('removes the records whose streak has ended and keeps the others', async () => {
    await fail(0, 1, 'alt@example.org');
    await fail(0, 11, 'gesperrt@example.org');
    await fail(10, 1, 'neu@example.org');
    await removeEndedLoginThrottles(db, at(20));
    expect(await db.selectFrom('loginThrottle').select('failures').orderBy('failures').execute()).toEqual([
      { failures: 1 },
      { failures: 11 },
    ]);
    await removeEndedLoginThrottles(db, at(76));
    expect(await db.selectFrom('loginThrottle').select('failures').execute()).toEqual([]);
  });
});
