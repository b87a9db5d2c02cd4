import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.js';
import { openTestDatabase, type TestDatabase } from '../../../test/database.js';
import { addressKey, authKeys } from './keys.js';
import { issueDeviceCookie } from './known-device.js';
import {
  assertLoginAllowed,
  clearAddressFailures,
  clearSourceFailures,
  LOGIN_THROTTLE,
  LoginThrottled,
  lockDuration,
  type LoginSource,
  loginSource,
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

const keys = authKeys('test-secret-that-is-long-enough-for-hs256-signing');
const MAIL = 'erika@musterstadt.example';
const ACCOUNT = addressKey(keys, MAIL);
const START = Date.parse('2026-07-01T12:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(START + minutes * MINUTE);

const fromIp = (ip: string, account = ACCOUNT): LoginSource => loginSource(keys, account, { ip, cookieHeader: undefined }, at(0));
const HOME = fromIp('198.51.100.1');
const ELSEWHERE = fromIp('203.0.113.7');
/** the owner's browser: a valid device cookie for the account, sent from the same address as HOME */
function knownDevice(account = ACCOUNT): LoginSource {
  const cookie = issueDeviceCookie(keys, account, at(0));
  return loginSource(keys, account, { ip: '198.51.100.1', cookieHeader: `${cookie.name}=${cookie.value}` }, at(0));
}

/** Whether a login attempt at that time gets past the throttle (false: refused with 429). */
async function allowed(minutes: number, source = HOME, account = ACCOUNT): Promise<boolean> {
  try {
    await assertLoginAllowed(db, account, source, at(minutes));
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(LoginThrottled);
    expect(error).toMatchObject({ statusCode: 429, code: 'ERROR_LOGIN_THROTTLED' });
    return false;
  }
}

async function fail(minutes: number, times = 1, source = HOME, account = ACCOUNT): Promise<void> {
  for (let i = 0; i < times; i++) await recordLoginFailure(db, account, source, at(minutes));
}

/** One failure each from `count` different addresses, none of which reaches its own limit. */
async function failFromManyAddresses(minutes: number, count: number, first = 0): Promise<void> {
  for (let i = first; i < first + count; i++) await fail(minutes, 1, fromIp(`192.0.2.${i + 1}`));
}

describe('lockDuration', () => {
  it('locks a source from the fifth failure, 1 minute doubling with each further failure up to an hour', () => {
    const minutes = (failures: number) => lockDuration(LOGIN_THROTTLE.perSource, failures)! / MINUTE;
    expect([1, 2, 3, 4].map((n) => lockDuration(LOGIN_THROTTLE.perSource, n))).toEqual([null, null, null, null]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 100].map(minutes)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('slows the untrusted sources together from the twentieth failure, for five minutes at most', () => {
    const minutes = (failures: number) => lockDuration(LOGIN_THROTTLE.untrusted, failures)! / MINUTE;
    expect(lockDuration(LOGIN_THROTTLE.untrusted, 19)).toBeNull();
    expect([20, 21, 22, 23, 24, 500].map(minutes)).toEqual([1, 2, 4, 5, 5, 5]);
  });
});

describe('the per-source lock', () => {
  it('allows four failures and locks the source for a minute after the fifth within 15 minutes', async () => {
    await fail(0, 4);
    expect(await allowed(0)).toBe(true);
    await fail(14);
    expect(await allowed(14)).toBe(false);
    expect(await allowed(14.99)).toBe(false);
    expect(await allowed(15)).toBe(true);
  });

  it('never locks another address or the known device of the account', async () => {
    await fail(0, 11);
    expect(await allowed(1)).toBe(false);
    expect(await allowed(1, ELSEWHERE)).toBe(true);
    expect(await allowed(1, knownDevice())).toBe(true);
  });

  it('locks a known device by its own failures only, and no one else by them', async () => {
    const device = knownDevice();
    await fail(0, 5, device);
    expect(await allowed(0, device)).toBe(false);
    expect(await allowed(0, knownDevice())).toBe(true);
    // the device's failures do not count towards the untrusted limit either
    expect(await allowed(0)).toBe(true);
  });

  it('treats a device cookie of another account like no cookie', async () => {
    const other = addressKey(keys, 'max@musterstadt.example');
    const cookie = issueDeviceCookie(keys, other, at(0));
    const source = loginSource(keys, ACCOUNT, { ip: '198.51.100.1', cookieHeader: `${cookie.name}=${cookie.value}` }, at(0));
    expect(source).toEqual(HOME);
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
    await fail(0, 2, HOME, addressKey(keys, 'Erika@Musterstadt.EXAMPLE'));
    await fail(0, 3, HOME, addressKey(keys, ` ${MAIL} `));
    expect(await allowed(0)).toBe(false);
    const other = addressKey(keys, 'niemand@example.org');
    expect(await allowed(0, fromIp('198.51.100.1', other), other)).toBe(true);
  });

  it('loses no count when failures arrive at the same time', async () => {
    await Promise.all(Array.from({ length: 12 }, () => recordLoginFailure(db, ACCOUNT, HOME, at(0))));
    const row = await db.selectFrom('loginThrottle').selectAll().where('sourceKey', '=', HOME.key).executeTakeFirstOrThrow();
    expect(row.failures).toBe(12);
    expect(row.lockedUntil).toBe(at(60).toISOString());
  });
});

describe('the limit over all untrusted sources', () => {
  it('holds every address without a device cookie up after 20 failures within 15 minutes, but not known devices', async () => {
    await failFromManyAddresses(0, 19);
    expect(await allowed(1, ELSEWHERE)).toBe(true);
    await failFromManyAddresses(1, 1, 19);
    expect(await allowed(1, ELSEWHERE)).toBe(false);
    expect(await allowed(1.99, ELSEWHERE)).toBe(false);
    expect(await allowed(1, knownDevice())).toBe(true);
    expect(await allowed(2, ELSEWHERE)).toBe(true);
  });

  it('never holds anyone up longer than five minutes, however many failures follow', async () => {
    await failFromManyAddresses(0, 20);
    let minute = 1;
    for (const expected of [2, 4, 5, 5, 5]) {
      await failFromManyAddresses(minute, 1, 100 + minute);
      expect(await allowed(minute + expected - 0.01, ELSEWHERE), `lock from minute ${minute}`).toBe(false);
      expect(await allowed(minute + expected, ELSEWHERE)).toBe(true);
      minute += expected;
    }
  });
});

describe('clearing streaks', () => {
  it('clears one source after its successful login and keeps the untrusted limit counting', async () => {
    await fail(0, 4);
    await fail(0, 4, ELSEWHERE);
    await clearSourceFailures(db, ACCOUNT, HOME);
    await fail(0, 4);
    expect(await allowed(0)).toBe(true);
    await fail(0, 1, ELSEWHERE);
    expect(await allowed(0, ELSEWHERE)).toBe(false);
    const untrusted = await db
      .selectFrom('loginThrottle')
      .select('failures')
      .where('sourceKey', '=', 'untrusted')
      .executeTakeFirstOrThrow();
    expect(untrusted.failures).toBe(13);
  });

  it('clears every source of the address after a password reset, and no other address', async () => {
    const other = addressKey(keys, 'max@musterstadt.example');
    await fail(0, 5);
    await fail(0, 5, ELSEWHERE);
    await fail(0, 5, HOME, other);
    await clearAddressFailures(db, ACCOUNT);
    expect(await allowed(0)).toBe(true);
    expect(await allowed(0, ELSEWHERE)).toBe(true);
    expect(await allowed(0, HOME, other)).toBe(false);
  });

  it('answers whether the source has failures on record', async () => {
    expect(await assertLoginAllowed(db, ACCOUNT, HOME, at(0))).toBe(false);
    await fail(0, 1, ELSEWHERE);
    expect(await assertLoginAllowed(db, ACCOUNT, HOME, at(0))).toBe(false);
    await fail(0);
    expect(await assertLoginAllowed(db, ACCOUNT, HOME, at(0))).toBe(true);
  });
});

describe('what the table keeps', () => {
  it('keyed hashes of address and source, never the address or the IP', async () => {
    await fail(0);
    const rows = await db.selectFrom('loginThrottle').selectAll().orderBy('sourceKey').execute();
    const record = { emailKey: ACCOUNT, failures: 1, firstFailureAt: at(0).toISOString(), lockedUntil: null };
    expect(rows).toEqual([
      { ...record, sourceKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { ...record, sourceKey: 'untrusted' },
    ]);
    expect(ACCOUNT).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toMatch(/erika|198\.51/);
  });
});

describe('the refusal', () => {
  it('names the Berlin clock time of the lock end, rounded up to the minute', () => {
    expect(throttledMessage('2026-07-01T12:34:20.000Z')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es um 14:35 Uhr erneut.',
    );
    expect(throttledMessage('2026-01-15T12:34:00.000Z')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es um 13:34 Uhr erneut.',
    );
  });

  it('tells the seconds to wait, rounded up', () => {
    expect(new LoginThrottled(at(1).toISOString(), at(0)).retryAfterSeconds).toBe(60);
    expect(new LoginThrottled(new Date(START + 1500).toISOString(), at(0)).retryAfterSeconds).toBe(2);
  });
});

describe('removeEndedLoginThrottles', () => {
  it('removes the records whose streak has ended and keeps the others', async () => {
    const address = (mail: string) => addressKey(keys, mail);
    await fail(0, 1, HOME, address('alt@example.org'));
    await fail(0, 11, HOME, address('gesperrt@example.org'));
    await fail(10, 1, HOME, address('neu@example.org'));
    const left = () => db.selectFrom('loginThrottle').select('failures').where('sourceKey', '=', HOME.key).orderBy('failures').execute();
    await removeEndedLoginThrottles(db, at(20));
    expect(await left()).toEqual([{ failures: 1 }, { failures: 11 }]);
    await removeEndedLoginThrottles(db, at(76));
    expect(await db.selectFrom('loginThrottle').select('failures').execute()).toEqual([]);
  });
});
