import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const GERMAN = { language: 'Deutsch', flag: 'de', shortForm: 'de' };
const ENGLISH = { language: 'English', flag: 'gb', shortForm: 'en' };

describe('GET /api/language/all', () => {
  it('lists German and English, without a session', async () => {
    const response = await t.request(null, { url: '/api/language/all' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([GERMAN, ENGLISH]);
  });
});

describe('GET /api/language/me', () => {
  it('answers German, the default, without a session', async () => {
    const response = await t.request(null, { url: '/api/language/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(GERMAN);
  });

  it("answers the logged-in user's language", async () => {
    await t.db.updateTable('appUser').set({ language: 'en' }).where('id', '=', t.ids.users[ACCOUNTS.dorfAdmin]!).execute();
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: '/api/language/me' })).json()).toEqual(ENGLISH);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/language/me' })).json()).toEqual(GERMAN);
  });

  it('falls back to German for an expired or forged token instead of failing', async () => {
    const response = await t.app.inject({ url: '/api/language/me', headers: { authorization: 'Bearer nicht-gültig' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(GERMAN);
  });
});
