import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { statementsOf } from '../../test/statements.js';

/** The sessions kept between requests (auth.ts, sessionRow): read once, read again after any session is written. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sessionStatements = (statements: readonly string[]) => statements.filter((sql) => /\bsession\b/.test(sql));

describe('a kept session', () => {
  it('is read once: the next request of the same session reads no session', async () => {
    const read = async () => sessionStatements(await statementsOf(t.db, () => t.request(ACCOUNTS.musterAdmin, { url: '/api/user/me' })));
    expect((await read()).length).toBeGreaterThan(0);
    // on PostgreSQL the login's own notification may still arrive and move the version once
    await expect.poll(read, { timeout: 2000 }).toEqual([]);
    expect(await read()).toEqual([]);
  });

  it('ends at once when it is logged out, and a blocked account is refused at once', async () => {
    const token = await t.login(ACCOUNTS.musterClerk);
    const me = () => t.app.inject({ url: '/api/user/me', headers: { authorization: token } });
    expect((await me()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: { authorization: token } })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);

    const other = await t.login(ACCOUNTS.dorfAdmin);
    expect((await t.app.inject({ url: '/api/user/me', headers: { authorization: other } })).statusCode).toBe(200);
    await t.db.updateTable('appUser').set({ status: 0 }).where('email', '=', ACCOUNTS.dorfAdmin).execute();
    expect((await t.app.inject({ url: '/api/user/me', headers: { authorization: other } })).statusCode).toBe(401);
  });
});
