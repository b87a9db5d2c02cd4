import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRESPONDENT_MESSAGES } from '@contracts/correspondent.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { NEWSLETTER_MESSAGES } from './service.js';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_SUPER = [ACCOUNTS.musterAdmin, ACCOUNTS.musterClerk];
const blocked = async (query: Record<string, string> = {}) =>
  (await t.request(ACCOUNTS.superAdmin, { url: '/api/newsletter', query })).json() as {
    content: { id: number; email: string; reason: string; createdAtFormatted: string }[];
    totalElements: number;
  };

describe('GET /api/newsletter', () => {
  it('lists the blocked addresses, newest first, searchable and sortable', async () => {
    const page = await blocked();
    expect(page.totalElements).toBe(2);
    expect(page.content.map((b) => [b.email, b.reason])).toEqual([
      ['werbung@spam.example', 'manual'],
      ['uwe.klein@beispieldorf.example', 'unsubscribe'],
    ]);
    expect(page.content[0]!.createdAtFormatted).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect((await blocked({ search: 'klein' })).content.map((b) => b.email)).toEqual(['uwe.klein@beispieldorf.example']);
    expect((await blocked({ sort: 'email' })).content[0]!.email).toBe('uwe.klein@beispieldorf.example');
  });

  it('answers 403 to a tenant admin and Sachbearbeitung', async () => {
    for (const account of NOT_SUPER) expect((await t.request(account, { url: '/api/newsletter' })).statusCode).toBe(403);
  });
});

describe('POST and DELETE /api/newsletter', () => {
  it('blocks an address once (409 the second time) and removes it again', async () => {
    const created = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: ' Petra.Schmidt@Musterstadt.example' },
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({ email: 'petra.schmidt@musterstadt.example', reason: 'manual' });
    const correspondents = (await t.request(ACCOUNTS.superAdmin, { url: '/api/correspondent', query: { search: 'petra' } })).json();
    expect(correspondents.content[0].blocked).toBe(true);

    const twice = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/newsletter/',
      payload: { email: 'petra.schmidt@musterstadt.example' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(NEWSLETTER_MESSAGES.duplicate);

    const removed = await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url: `/api/newsletter/${entry.id}` });
    expect(removed.json()).toEqual({ message: NEWSLETTER_MESSAGES.removed });
    expect((await blocked()).totalElements).toBe(2);
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url: `/api/newsletter/${entry.id}` })).statusCode).toBe(404);
  });

  it('answers 400 for a missing or invalid address', async () => {
    for (const [email, message] of [
      [undefined, CORRESPONDENT_MESSAGES.emailRequired],
      ['', CORRESPONDENT_MESSAGES.emailRequired],
      ['nicht gültig@', CORRESPONDENT_MESSAGES.emailInvalid],
    ] as const) {
      const response = await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/newsletter', payload: { email } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 403 to a tenant admin and Sachbearbeitung', async () => {
    const id = (await blocked()).content[0]!.id;
    for (const account of NOT_SUPER) {
      expect((await t.request(account, { method: 'POST', url: '/api/newsletter', payload: { email: 'x@example.org' } })).statusCode).toBe(
        403,
      );
      expect((await t.request(account, { method: 'DELETE', url: `/api/newsletter/${id}` })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('puts the address of a signed link on the block list, idempotently, without a login', async () => {
    const url = unsubscribeUrl(t.app.config, 'klaus.becker@musterstadt.example');
    expect(url.startsWith(`${t.app.config.publicUrl}/api/newsletter/unsubscribe?token=`)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const response = await t.request(null, { url: url.slice(t.app.config.publicUrl.length) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain('<h1>Sie wurden vom Newsletter abgemeldet.</h1>');
    }
    const page = await blocked({ search: 'klaus.becker' });
    expect(page.content.map((b) => [b.email, b.reason])).toEqual([['klaus.becker@musterstadt.example', 'unsubscribe']]);
  });

  it('answers a 400 page for a missing, forged or tampered token and blocks nothing', async () => {
    const token = unsubscribeToken(t.app.config, 'jana.krueger@betrieb.example');
    const forged = `${Buffer.from('andrea.fischer@musterstadt.example').toString('base64url')}.${token.split('.')[1]}`;
    const queries: Record<string, string>[] = [
      {},
      { token: '' },
      { token: 'abc' },
      { token: forged },
      { token: `${token}x` },
      { token: `${token}.x` },
    ];
    for (const query of queries) {
      const response = await t.request(null, { url: '/api/newsletter/unsubscribe', query });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Der Abmeldelink ist ungültig.');
    }
    expect((await blocked({ search: 'fischer' })).totalElements).toBe(0);
    expect((await blocked({ search: 'krueger' })).totalElements).toBe(0);
  });
});
