import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { MESSAGES } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Demo2026!';

const loginForm = (mail: string, password: string): InjectOptions => ({
  method: 'POST',
  url: '/api/authorization/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ mail, password }).toString(),
});

const post = (url: string, payload: object, authorization?: string): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers: authorization ? { authorization } : {},
});

const registration = (overrides: object = {}) => ({
  firstname: 'Petra',
  lastname: 'Neumann',
  email: 'petra.neumann@example.org',
  password: 'Sicher2026!',
  tenantId: t.ids.tenants.beispieldorf,
  ...overrides,
});

/** The token of the newest reset link mailed to an address. */
async function resetTokenMailedTo(email: string): Promise<string> {
  const mails = (await t.flushMails()).filter((m) => m.to === email && m.subject === 'Passwort zurücksetzen');
  const link = mails.at(-1)?.text.match(/\/reset-password\?token=([\w-]+)/);
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link[1]!;
}

describe('POST /api/authorization/token', () => {
  it('answers 200 with the bearer token in the Authorization header, exposed to the browser', async () => {
    const response = await t.app.inject(loginForm(ACCOUNTS.musterAdmin, PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toMatch(/^Bearer .+/);
    expect(response.headers['access-control-expose-headers']).toBe('Authorization');
    const me = await t.app.inject({ url: '/api/user/me', headers: { authorization: String(response.headers.authorization) } });
    expect(me.json().email).toBe(ACCOUNTS.musterAdmin);
  });

  it('accepts the address in any letter case and a JSON body', async () => {
    const response = await t.app.inject(post('/api/authorization/token', { mail: ' Admin@Musterstadt.EXAMPLE ', password: PASSWORD }));
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown mail', async () => {
    const wrong = await t.app.inject(loginForm(ACCOUNTS.musterAdmin, 'falsch'));
    const unknown = await t.app.inject(loginForm('niemand@example.org', PASSWORD));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'ERROR_INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
    expect(wrong.headers.authorization).toBeUndefined();
  });

  it('answers 409 for an account waiting for approval', async () => {
    const response = await t.app.inject(loginForm(ACCOUNTS.pending, PASSWORD));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'ERROR_USER_NOT_APPROVED', message: MESSAGES.notApproved });
  });

  it('answers 401, not 409, for an account waiting for approval when the password is wrong', async () => {
    const response = await t.app.inject(loginForm(ACCOUNTS.pending, 'falsch'));
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 for a blocked account', async () => {
    const id = t.ids.users[ACCOUNTS.dorfAdmin]!;
    await t.db.updateTable('appUser').set({ status: 0 }).where('id', '=', id).execute();
    try {
      const response = await t.app.inject(loginForm(ACCOUNTS.dorfAdmin, PASSWORD));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'ERROR_USER_BLOCKED', message: MESSAGES.blocked });
    } finally {
      await t.db.updateTable('appUser').set({ status: 1 }).where('id', '=', id).execute();
    }
  });

  it('answers 400 with a German message naming the missing field', async () => {
    const response = await t.app.inject(post('/api/authorization/token', { mail: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Der Wert für password ist ungültig.' });
  });

  it('answers 400 for an over-long address', async () => {
    const response = await t.app.inject(loginForm(`${'a'.repeat(250)}@example.org`, PASSWORD));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Der Wert für mail ist ungültig.');
  });
});

describe('GET /api/me/authorization/state', () => {
  it('answers not authenticated without a session', async () => {
    const response = await t.request(null, { url: '/api/me/authorization/state' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false });
  });

  it('answers the user and the absolute end of the session when logged in', async () => {
    const before = Date.now();
    const token = await t.login(ACCOUNTS.musterClerk);
    const state = (await t.app.inject({ url: '/api/me/authorization/state', headers: { authorization: token } })).json();
    expect(state).toMatchObject({ authenticated: true, userId: t.ids.users[ACCOUNTS.musterClerk] });
    const hours = (Date.parse(state.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(11.99);
    expect(hours).toBeLessThanOrEqual(12.01);
  });

  it('answers not authenticated (not 401) for a token that has ended', async () => {
    const token = await t.login(ACCOUNTS.musterClerk);
    await t.app.inject({ method: 'POST', url: '/logout', headers: { authorization: token } });
    const response = await t.app.inject({ url: '/api/me/authorization/state', headers: { authorization: token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false });
  });
});

describe('POST /logout', () => {
  it('revokes the session so the token stops working', async () => {
    const token = await t.login(ACCOUNTS.musterClerk);
    const headers = { authorization: token };
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401);
  });

  it('ends only this session: the same user logged in elsewhere stays logged in', async () => {
    const first = await t.login(ACCOUNTS.musterClerk);
    const second = await t.login(ACCOUNTS.musterClerk);
    await t.app.inject({ method: 'POST', url: '/logout', headers: { authorization: first } });
    expect((await t.app.inject({ url: '/api/user/me', headers: { authorization: second } })).statusCode).toBe(200);
  });

  it('answers 200 without a session, so the client can always go to the start page', async () => {
    const response = await t.request(null, { method: 'POST', url: '/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sie wurden abgemeldet.' });
  });
});

describe('POST /api/user/register', () => {
  const OWNER = 'besitzerin@musterstadt.example';
  beforeAll(async () => {
    await addAccount(t, OWNER, 'musterstadt', []);
  });

  it('creates a user who waits for approval, answers 409 at login and is announced to the main account', async () => {
    const response = await t.request(null, post('/api/user/register', registration()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.registered });

    const user = await t.db.selectFrom('appUser').selectAll().where('email', '=', 'petra.neumann@example.org').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ tenantId: t.ids.tenants.beispieldorf, approved: 0, status: 0, roleId: null, superAdmin: 0 });
    expect(user.passwordHash).not.toContain('Sicher2026!');

    expect((await t.app.inject(loginForm('petra.neumann@example.org', 'Sicher2026!'))).statusCode).toBe(409);

    const mails = (await t.flushMails()).filter((m) => m.subject === 'Neue Registrierung für Beispieldorf');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ACCOUNTS.dorfAdmin);
    expect(mails[0]!.text).toContain('Petra Neumann (petra.neumann@example.org)');
    expect(mails[0]!.text).toContain('http://localhost:3000/users');
  });

  it('answers a taken address (any letter case) exactly like a new one and mails its owner a reset link instead, once a day', async () => {
    const fresh = await t.request(null, post('/api/user/register', registration({ email: 'neu.registriert@example.org' })));
    for (const email of [OWNER, 'Besitzerin@MUSTERSTADT.example']) {
      const taken = await t.request(null, post('/api/user/register', registration({ email })));
      expect(taken.statusCode, email).toBe(fresh.statusCode);
      expect(taken.body, email).toBe(fresh.body);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    }
    expect(fresh.statusCode).toBe(200);

    // the account stays as it was, and no second one exists
    const accounts = await t.db.selectFrom('appUser').selectAll().where('email', '=', OWNER).execute();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ firstname: 'Test', approved: 1, status: 1, tenantId: t.ids.tenants.musterstadt });

    const mails = await t.flushMails();
    const warnings = mails.filter((m) => m.to === OWNER);
    // two attempts, one mail: registrations cannot flood the owner's inbox (registration-attempts.md)
    expect(warnings.map((m) => m.subject)).toEqual(['Registrierungsversuch mit Ihrer E-Mail-Adresse']);
    expect(warnings[0]!.text).toContain('Jemand hat versucht, sich mit Ihrer E-Mail-Adresse im Bürgerportal zu registrieren.');
    // the tenant's main account hears only of the new registration
    const announced = mails.filter((m) => m.subject.startsWith('Neue Registrierung')).map((m) => m.text);
    expect(announced.some((text) => text.includes('neu.registriert@example.org'))).toBe(true);
    expect(announced.some((text) => text.toLowerCase().includes(OWNER))).toBe(false);

    const token = warnings[0]!.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const newPassword = { password: 'Neu-Sicher-2026', passwordRepeat: 'Neu-Sicher-2026' };
    const reset = await t.request(null, post('/api/user/reset-password', { token, ...newPassword }));
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject(loginForm(OWNER, 'Neu-Sicher-2026'))).statusCode).toBe(200);
  });

  it('takes about as long for a taken address as for a new one (the password is hashed either way)', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await t.request(null, post('/api/user/register', registration({ email })));
      return performance.now() - started;
    };
    // warm up, then compare medians, so one slow run on a busy machine decides nothing
    await timed('aufwaermen@example.org');
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      fresh.push(await timed(`zeit-${i}@example.org`));
      taken.push(await timed(OWNER));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]!;
    expect(median(taken)).toBeGreaterThan(median(fresh) / 3);
  });

  it('answers 400 "Bitte füllen Sie alle Felder aus." for an empty field or no tenant', async () => {
    for (const overrides of [{ firstname: ' ' }, { lastname: '' }, { email: '' }, { password: '' }, { tenantId: null }]) {
      const response = await t.request(null, post('/api/user/register', registration(overrides)));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual({ code: 'EMPTY_VALUE', message: 'Bitte füllen Sie alle Felder aus.' });
    }
  });

  it('answers 400 for an invalid address, a short password, an unknown tenant and a missing field', async () => {
    const cases: [object, string][] = [
      [{ email: 'keine-adresse' }, 'ERROR_MAIL_INVALID'],
      [{ password: 'kurz' }, 'PASSWORD_TOO_SHORT'],
      [{ tenantId: 999_999 }, 'UNKNOWN_TENANT'],
      [{ tenantId: 'Musterstadt' }, 'VALIDATION_ERROR'],
    ];
    for (const [overrides, code] of cases) {
      const response = await t.request(null, post('/api/user/register', registration(overrides)));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
    }
    const { firstname: _omitted, ...withoutFirstname } = registration();
    const missing = await t.request(null, post('/api/user/register', withoutFirstname));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Der Wert für firstname ist ungültig.');
  });
});

describe('POST /api/user/forgot-password', () => {
  it('mails a reset link to a known address', async () => {
    const response = await t.request(null, post('/api/user/forgot-password', { email: ACCOUNTS.musterClerk }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetMailSent });
    expect(await resetTokenMailedTo(ACCOUNTS.musterClerk)).toMatch(/^[\w-]{40,}$/);
  });

  it('answers the same for an unknown or unapproved address and sends nothing', async () => {
    const sentBefore = (await t.flushMails()).length;
    for (const email of ['niemand@example.org', ACCOUNTS.pending]) {
      const response = await t.request(null, post('/api/user/forgot-password', { email }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.resetMailSent });
    }
    expect((await t.flushMails()).length).toBe(sentBefore);
  });

  it('answers 400 for an empty or missing address', async () => {
    const empty = await t.request(null, post('/api/user/forgot-password', { email: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'EMPTY_VALUE', message: 'Bitte füllen Sie alle Felder aus.' });
    const missing = await t.request(null, post('/api/user/forgot-password', {}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Der Wert für email ist ungültig.');
  });
});

describe('POST /api/user/reset-password', () => {
  const reset = (token: string, password = 'Neu-Passwort-2026', passwordRepeat = password) =>
    t.request(null, post('/api/user/reset-password', { password, passwordRepeat, token }));

  it('forgot -> mail -> reset: the old password stops working, the new one works, old sessions end', async () => {
    const session = await t.login(ACCOUNTS.dorfAdmin);
    await t.request(null, post('/api/user/forgot-password', { email: ACCOUNTS.dorfAdmin }));
    const token = await resetTokenMailedTo(ACCOUNTS.dorfAdmin);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordReset });

    expect((await t.app.inject(loginForm(ACCOUNTS.dorfAdmin, PASSWORD))).statusCode).toBe(401);
    expect((await t.app.inject(loginForm(ACCOUNTS.dorfAdmin, 'Neu-Passwort-2026'))).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: { authorization: session } })).statusCode).toBe(401);
  });

  it('accepts a token once only', async () => {
    await t.request(null, post('/api/user/forgot-password', { email: ACCOUNTS.support }));
    const token = await resetTokenMailedTo(ACCOUNTS.support);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Noch-ein-Passwort-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'ERROR_INVALID_RESET_CODE', message: MESSAGES.invalidResetCode });
    expect((await t.app.inject(loginForm(ACCOUNTS.support, 'Noch-ein-Passwort-1'))).statusCode).toBe(401);
  });

  it('answers ERROR_CODE_EXPIRED for a token older than 24 hours', async () => {
    await t.request(null, post('/api/user/forgot-password', { email: ACCOUNTS.superAdmin }));
    const token = await resetTokenMailedTo(ACCOUNTS.superAdmin);
    const userId = t.ids.users[ACCOUNTS.superAdmin]!;
    const row = await t.db.selectFrom('passwordResetToken').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
    expect(Math.abs(Date.parse(row.expiresAt) - Date.parse(row.createdAt) - 24 * 3_600_000)).toBeLessThan(1000);
    expect(row.tokenHash).not.toBe(token);
    await t.db
      .updateTable('passwordResetToken')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', userId)
      .execute();
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ERROR_CODE_EXPIRED', message: MESSAGES.resetCodeExpired });
    expect((await t.app.inject(loginForm(ACCOUNTS.superAdmin, PASSWORD))).statusCode).toBe(200);
  });

  it('answers ERROR_INVALID_RESET_CODE for an unknown token', async () => {
    const response = await reset('ausgedacht');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ERROR_INVALID_RESET_CODE');
  });

  it('validates in the order of the specification', async () => {
    const cases: [Promise<{ statusCode: number; json(): unknown }>, object][] = [
      [reset(''), { code: 'password_reset_token_missing', message: MESSAGES.tokenMissing }],
      [reset('x', ''), { code: 'empty_value', message: MESSAGES.emptyNewPassword }],
      [reset('x', 'Neu-Passwort-2026', ''), { code: 'empty_value', message: MESSAGES.emptyConfirmPassword }],
      [
        reset('x', 'Neu-Passwort-2026', 'Anderes-Passwort'),
        { code: 'ERROR_PASSWORDS_DONT_MATCH', message: 'Die Passwörter sind nicht gleich' },
      ],
      [reset('x', 'kurz'), { code: 'PASSWORD_TOO_SHORT', message: expect.stringContaining('mindestens 8 Zeichen') }],
    ];
    for (const [pending, body] of cases) {
      const response = await pending;
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(body);
    }
  });

  it('answers already_logged_in to a logged-in caller', async () => {
    const token = await t.login(ACCOUNTS.musterAdmin);
    const response = await t.app.inject(
      post('/api/user/reset-password', { password: 'Neu-Passwort-2026', passwordRepeat: 'Neu-Passwort-2026', token: 'x' }, token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'already_logged_in', message: MESSAGES.alreadyLoggedIn });
  });
});

describe('rate limits on login, registration, forgot and reset password', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimits: { auth: 3, publicReports: 3 } });
  });
  afterAll(() => limited.close());

  const calls: [string, InjectOptions][] = [
    ['login', { method: 'POST', url: '/api/authorization/token', payload: { mail: 'niemand@example.org', password: 'x' } }],
    [
      'register',
      { method: 'POST', url: '/api/user/register', payload: { firstname: '', lastname: '', email: '', password: '', tenantId: null } },
    ],
    ['forgot', { method: 'POST', url: '/api/user/forgot-password', payload: { email: 'niemand@example.org' } }],
    ['reset', { method: 'POST', url: '/api/user/reset-password', payload: { password: 'x', passwordRepeat: 'x', token: 'x' } }],
  ];

  it.each(calls)('%s answers 429 with a German message after 3 calls a minute from one address', async (_name, options) => {
    for (let i = 0; i < 3; i++) expect((await limited.app.inject(options)).statusCode).not.toBe(429);
    const response = await limited.app.inject(options);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    expect((await limited.app.inject({ ...options, remoteAddress: '203.0.113.9' })).statusCode).not.toBe(429);
  });

  it('does not limit ordinary calls', async () => {
    for (let i = 0; i < 5; i++) expect((await limited.request(null, { url: '/api/language/all' })).statusCode).toBe(200);
  });
});
