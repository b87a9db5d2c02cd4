import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { throttledMessage } from './login-throttle.js';
import { MESSAGES } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('loginThrottle').execute();
});

const PASSWORD = 'Demo2026!';
let address = 0;

/** A login from a new client address each time, so only the per-account throttle can refuse it. */
const login = (mail: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorization/token',
    payload: { mail, password },
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
  });

async function failTimes(mail: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await login(mail, 'falsch');
    expect(response.statusCode, `failure ${i + 1}`).toBe(401);
    expect(response.json()).toEqual({ code: 'ERROR_INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
  }
}

const lockedUntil = async () =>
  (await t.db.selectFrom('loginThrottle').select('lockedUntil').where('lockedUntil', 'is not', null).executeTakeFirstOrThrow())
    .lockedUntil!;

describe('the per-account login throttle', () => {
  it('refuses even the right password after 5 failures from changing addresses, naming when to try again', async () => {
    await failTimes(ACCOUNTS.musterAdmin, 5);
    const response = await login(ACCOUNTS.musterAdmin, PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.headers.authorization).toBeUndefined();
    const until = await lockedUntil();
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(50_000);
    expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(response.json()).toEqual({ code: 'ERROR_LOGIN_THROTTLED', message: throttledMessage(until) });
    expect(response.json().message).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es um \d\d:\d\d Uhr erneut\.$/,
    );
  });

  it('throttles an unknown address exactly like a known one, in any letter case', async () => {
    const answers = async (mail: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? mail.toUpperCase() : mail, 'falsch')).statusCode);
      const last = await login(mail, 'falsch');
      return {
        statuses,
        last: { status: last.statusCode, code: last.json().code, message: last.json().message.replace(/\d\d:\d\d/, 'HH:mm') },
      };
    };
    const known = await answers(ACCOUNTS.musterClerk);
    const unknown = await answers('niemand@musterstadt.example');
    expect(known.statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('leaves other accounts alone', async () => {
    await failTimes(ACCOUNTS.musterAdmin, 5);
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD)).statusCode).toBe(429);
    expect((await login(ACCOUNTS.musterClerk, PASSWORD)).statusCode).toBe(200);
  });

  it('starts counting anew after a successful login', async () => {
    await failTimes(ACCOUNTS.musterAdmin, 4);
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD)).statusCode).toBe(200);
    expect(await t.db.selectFrom('loginThrottle').selectAll().execute()).toEqual([]);
    await failTimes(ACCOUNTS.musterAdmin, 4);
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD)).statusCode).toBe(200);
  });

  it('lets the right password in once the lock has ended', async () => {
    await failTimes(ACCOUNTS.musterAdmin, 5);
    await t.db
      .updateTable('loginThrottle')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD)).statusCode).toBe(200);
  });

  it('still mails a reset link to a locked account, and the reset lifts the lock', async () => {
    await failTimes(ACCOUNTS.support, 5);
    expect((await login(ACCOUNTS.support, PASSWORD)).statusCode).toBe(429);

    const forgot = await t.request(null, { method: 'POST', url: '/api/user/forgot-password', payload: { email: ACCOUNTS.support } });
    expect(forgot.statusCode).toBe(200);
    const mail = (await t.flushMails()).findLast((m) => m.to === ACCOUNTS.support && m.subject === 'Passwort zurücksetzen');
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const reset = await t.request(null, {
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Neu-Passwort-2026', passwordRepeat: 'Neu-Passwort-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(ACCOUNTS.support, 'Neu-Passwort-2026')).statusCode).toBe(200);
  });
});
