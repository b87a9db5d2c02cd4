import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
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
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';

interface From {
  ip?: string;
  /** the `name=value` of a known-device cookie */
  cookie?: string;
}

const login = (mail: string, password: string, { ip = OWNER, cookie }: From = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorization/token',
    payload: { mail, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** The known-device cookie a response sets, as a browser sends it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(/^bp_device_[0-9a-f]{16}=/);
  return header.split(';')[0]!;
}

async function failTimes(mail: string, times: number, from: From = { ip: ATTACKER }): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await login(mail, 'falsch', from);
    expect(response.statusCode, `failure ${i + 1}`).toBe(401);
    expect(response.json()).toEqual({ code: 'ERROR_INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
  }
}

/** One failure each from `count` addresses: none reaches its own lock, together they reach the untrusted limit. */
async function failFromManyAddresses(mail: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) await failTimes(mail, 1, { ip: `198.51.100.${i}` });
}

function expectThrottled(response: LightMyRequestResponse, maxSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.headers.authorization).toBeUndefined();
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const until = new Date(Date.now() + retryAfter * 1000).toISOString();
  expect(response.json()).toEqual({ code: 'ERROR_LOGIN_THROTTLED', message: throttledMessage(until) });
  expect(response.json().message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es um \d\d:\d\d Uhr erneut\.$/);
}

describe('a successful login', () => {
  it('marks the browser as a known device with an HttpOnly, SameSite=Strict cookie for 180 days', async () => {
    const response = await login(ACCOUNTS.musterClerk, PASSWORD);
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/; Max-Age=15552000; Path=\/api\/authorization\/token; HttpOnly; SameSite=Strict$/);
    // served over http here: a Secure cookie would never come back
    expect(header).not.toContain('Secure');
  });

  it('sets no cookie when the login fails', async () => {
    expect((await login(ACCOUNTS.musterClerk, 'falsch')).headers['set-cookie']).toBeUndefined();
    expect((await login(ACCOUNTS.pending, PASSWORD)).headers['set-cookie']).toBeUndefined();
  });
});

describe.each([
  ['a tenant admin', ACCOUNTS.musterAdmin],
  ['the super admin', ACCOUNTS.superAdmin],
])('the login throttle for %s', (_, account) => {
  it('locks the failing address after 5 failures, even for the right password, with Retry-After', async () => {
    await failTimes(account, 5);
    expectThrottled(await login(account, PASSWORD, { ip: ATTACKER }), 60);
  });

  it('does not lock another address by failures from the first one', async () => {
    await failTimes(account, 5);
    expect((await login(account, PASSWORD, { ip: ATTACKER })).statusCode).toBe(429);
    expect((await login(account, PASSWORD, { ip: OWNER })).statusCode).toBe(200);
  });

  it("lets the owner's known device in while its address is locked by someone else's failures", async () => {
    const cookie = deviceCookieOf(await login(account, PASSWORD));
    // the attacker works from the owner's network, so even the owner's address is locked
    await failTimes(account, 5, { ip: OWNER });
    expect((await login(account, PASSWORD, { ip: OWNER })).statusCode).toBe(429);
    expect((await login(account, PASSWORD, { ip: OWNER, cookie })).statusCode).toBe(200);
    expect((await login(account, PASSWORD, { ip: ATTACKER, cookie })).statusCode).toBe(200);
  });

  it('slows every address without a device cookie after 20 failures from many, briefly, and never the known device', async () => {
    const cookie = deviceCookieOf(await login(account, PASSWORD));
    await failFromManyAddresses(account, 20);
    expectThrottled(await login(account, PASSWORD, { ip: '203.0.113.50' }), 60);
    expect((await login(account, PASSWORD, { ip: '203.0.113.50', cookie })).statusCode).toBe(200);

    // however long the guessing goes on, the wait stays at five minutes at most
    for (let round = 0; round < 5; round++) {
      await t.db
        .updateTable('loginThrottle')
        .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
        .execute();
      await failTimes(account, 1, { ip: `203.0.113.${100 + round}` });
    }
    expectThrottled(await login(account, PASSWORD, { ip: '203.0.113.51' }), 300);
    expect((await login(account, PASSWORD, { cookie })).statusCode).toBe(200);
  });

  it("counts a known device's own failures against that device", async () => {
    const cookie = deviceCookieOf(await login(account, PASSWORD));
    await failTimes(account, 5, { ip: OWNER, cookie });
    expectThrottled(await login(account, PASSWORD, { ip: OWNER, cookie }), 60);
    expect((await login(account, PASSWORD, { ip: OWNER })).statusCode).toBe(200);
  });
});

describe('the login throttle', () => {
  it('throttles an unknown address exactly like a known one, in any letter case', async () => {
    const answers = async (mail: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? mail.toUpperCase() : mail, 'falsch', { ip: ATTACKER })).statusCode);
      const last = await login(mail, 'falsch', { ip: ATTACKER });
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
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD, { ip: ATTACKER })).statusCode).toBe(429);
    expect((await login(ACCOUNTS.musterClerk, PASSWORD, { ip: ATTACKER })).statusCode).toBe(200);
  });

  it('starts counting anew for the address after its successful login', async () => {
    await failTimes(ACCOUNTS.musterAdmin, 4);
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD, { ip: ATTACKER })).statusCode).toBe(200);
    await failTimes(ACCOUNTS.musterAdmin, 4);
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD, { ip: ATTACKER })).statusCode).toBe(200);
  });

  it('lets the right password in once the lock has ended', async () => {
    await failTimes(ACCOUNTS.musterAdmin, 5);
    await t.db
      .updateTable('loginThrottle')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await login(ACCOUNTS.musterAdmin, PASSWORD, { ip: ATTACKER })).statusCode).toBe(200);
  });

  it('still mails a reset link to a locked account; the reset lifts the locks and makes the browser a known device', async () => {
    // locked for the attacker's address, and (with 15 more from elsewhere) for every address without a device cookie
    await failTimes(ACCOUNTS.support, 5);
    await failFromManyAddresses(ACCOUNTS.support, 15);
    expect((await login(ACCOUNTS.support, PASSWORD, { ip: ATTACKER })).statusCode).toBe(429);

    const forgot = await t.request(null, { method: 'POST', url: '/api/user/forgot-password', payload: { email: ACCOUNTS.support } });
    expect(forgot.statusCode).toBe(200);
    const mail = (await t.flushMails()).findLast((m) => m.to === ACCOUNTS.support && m.subject === 'Passwort zurücksetzen');
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Neu-Passwort-2026', passwordRepeat: 'Neu-Passwort-2026' },
      remoteAddress: ATTACKER,
    });
    expect(reset.statusCode).toBe(200);
    const cookie = deviceCookieOf(reset);
    expect(await t.db.selectFrom('loginThrottle').selectAll().execute()).toEqual([]);

    // someone else's guessing starts again at once: the browser that reset the password still gets in
    await failFromManyAddresses(ACCOUNTS.support, 20);
    expect((await login(ACCOUNTS.support, 'Neu-Passwort-2026', { ip: ATTACKER })).statusCode).toBe(429);
    expect((await login(ACCOUNTS.support, 'Neu-Passwort-2026', { ip: ATTACKER, cookie })).statusCode).toBe(200);
  });
});
