import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as argon2 from '@node-rs/argon2';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { runHousekeeping } from '../../housekeeping.js';
import { REGISTRATION_ATTEMPT } from './registration-attempts.js';
import { MESSAGES } from './service.js';

// Every argon2 call of the product, counted where it happens: the decoy verifications included.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('loginThrottle').execute();
});

const CHOSEN = 'Gewaehlt-2026!';
const DAY = 86_400_000;

const register = (email: string, password = CHOSEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { firstname: 'Mallory', lastname: 'Probe', email, password, tenantId: t.ids.tenants.beispieldorf },
  });

const login = (mail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authorization/token', payload: { mail, password } });

/** What a call answered, and how many argon2 hashes and verifications it took. */
async function counted(call: () => Promise<{ statusCode: number; body: string }>) {
  vi.mocked(argon2.hash).mockClear();
  vi.mocked(argon2.verify).mockClear();
  const response = await call();
  return {
    status: response.statusCode,
    body: response.body,
    hashes: vi.mocked(argon2.hash).mock.calls.length,
    verifications: vi.mocked(argon2.verify).mock.calls.length,
  };
}

const ownerMails = async (to: string) =>
  (await t.flushMails()).filter((m) => m.to === to && m.subject === 'Registrierungsversuch mit Ihrer E-Mail-Adresse');

describe('a registration for a taken address, then a login with the chosen password', () => {
  it('answers exactly as for a new address, with the same argon2 work', async () => {
    const fresh = {
      register: await counted(() => register('neu.probe@example.org')),
      login: await counted(() => login('neu.probe@example.org', CHOSEN)),
    };
    const taken = {
      register: await counted(() => register(ACCOUNTS.musterClerk)),
      login: await counted(() => login(ACCOUNTS.musterClerk, CHOSEN)),
    };
    expect(taken).toEqual(fresh);
    expect(fresh.register).toMatchObject({ status: 200, hashes: 1, verifications: 0 });
    expect(fresh.login).toMatchObject({ status: 409, hashes: 0, verifications: 2 });
    expect(JSON.parse(fresh.login.body)).toEqual({ code: 'ERROR_USER_NOT_APPROVED', message: MESSAGES.notApproved });
  });

  it('verifies twice in every case, so the time taken tells none from another', async () => {
    await register(ACCOUNTS.dorfAdmin);
    const cases: [string, string, string, number][] = [
      ['unknown address', 'niemand@example.org', CHOSEN, 401],
      ['wrong password', ACCOUNTS.musterAdmin, 'falsch', 401],
      ['right password', ACCOUNTS.musterAdmin, 'Demo2026!', 200],
      ['waiting account, right password', ACCOUNTS.pending, 'Demo2026!', 409],
      ['waiting account, wrong password', ACCOUNTS.pending, 'falsch', 401],
      ["a registration attempt's password", ACCOUNTS.dorfAdmin, CHOSEN, 409],
      ['a registration attempt, wrong password', ACCOUNTS.dorfAdmin, 'falsch', 401],
      ['the owner beside the attempt', ACCOUNTS.dorfAdmin, 'Demo2026!', 200],
    ];
    for (const [name, mail, password, status] of cases) {
      expect(await counted(() => login(mail, password)), name).toMatchObject({ status, hashes: 0, verifications: 2 });
    }
  });

  it('keeps the latest attempt only, as a keyed hash of the address and an argon2 hash of the password', async () => {
    const owner = ACCOUNTS.support;
    await register(owner, 'Erster-Versuch-1');
    await register(owner.toUpperCase(), 'Zweiter-Versuch-2');
    expect((await login(owner, 'Erster-Versuch-1')).statusCode).toBe(401);
    expect((await login(owner, 'Zweiter-Versuch-2')).statusCode).toBe(409);
    const rows = await t.db.selectFrom('registrationAttempt').selectAll().execute();
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.emailKey) && row.passwordHash.startsWith('$argon2id$'))).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/support|Versuch/);
  });

  it('no longer answers 409 once the attempt is 14 days old, and the housekeeping removes it', async () => {
    const owner = 'ablauf@musterstadt.example';
    await addAccount(t, owner, 'musterstadt', []);
    await register(owner);
    expect((await login(owner, CHOSEN)).statusCode).toBe(409);
    const old = new Date(Date.now() - REGISTRATION_ATTEMPT.lifetimeMs - 1000).toISOString();
    await t.db.updateTable('registrationAttempt').set({ attemptedAt: old }).execute();
    expect((await login(owner, CHOSEN)).statusCode).toBe(401);
    expect(await runHousekeeping(t.db, { storage: t.app.files, log: t.app.log, counts: t.app.housekeepingCounts })).toBe(true);
    expect(await t.db.selectFrom('registrationAttempt').selectAll().execute()).toEqual([]);
  });
});

describe('mails to the owner of a taken address', () => {
  it('go out once a day however many registrations try the address, also at the same time', async () => {
    const owner = ACCOUNTS.musterAdmin;
    await t.flushMails();
    const statuses: number[] = [];
    for (let batch = 0; batch < 4; batch++) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => register(owner)))).map((r) => r.statusCode));
    }
    expect(statuses).toEqual(Array(40).fill(200));
    const mails = await ownerMails(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Jemand hat versucht, sich mit Ihrer E-Mail-Adresse im Bürgerportal zu registrieren.');

    await t.db
      .updateTable('registrationAttempt')
      .set({ ownerNotifiedAt: new Date(Date.now() - DAY).toISOString() })
      .execute();
    await register(owner);
    await register(owner);
    expect(await ownerMails(owner)).toHaveLength(2);
  });
});
