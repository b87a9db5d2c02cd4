import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const loginForm = (mail: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/authorization/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ mail, password }).toString(),
});

describe('POST /api/authorization/token', () => {
  it('answers 200 with the bearer token in the Authorization header', async () => {
    const response = await t.app.inject(loginForm(ACCOUNTS.musterAdmin, 'Demo2026!'));
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toMatch(/^Bearer .+/);
    const me = await t.app.inject({ url: '/api/user/me', headers: { authorization: String(response.headers.authorization) } });
    expect(me.json().email).toBe(ACCOUNTS.musterAdmin);
  });

  it('answers the same 401 for a wrong password and an unknown mail', async () => {
    const wrong = await t.app.inject(loginForm(ACCOUNTS.musterAdmin, 'falsch'));
    const unknown = await t.app.inject(loginForm('niemand@example.org', 'Demo2026!'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('ERROR_INVALID_CREDENTIALS');
  });

  it('answers 409 for an account waiting for approval', async () => {
    const response = await t.app.inject(loginForm(ACCOUNTS.pending, 'Demo2026!'));
    expect(response.statusCode).toBe(409);
  });

  it('answers 400 with a German message when a field is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/authorization/token', payload: { mail: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('password');
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
});
