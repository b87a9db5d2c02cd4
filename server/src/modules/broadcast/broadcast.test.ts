import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { BROADCAST_MESSAGES, DEFAULT_SUBJECT } from './service.js';

/** Each test gets fresh demo data, so counts do not depend on the order of the tests. */
let t: TestApp;
beforeEach(async () => {
  await t?.close();
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_SUPER = [ACCOUNTS.musterAdmin, ACCOUNTS.musterClerk];
const broadcast = { subject: 'Einladung', message: 'Liebe Kontakte,\nwir laden Sie ein.' };
const send = (payload: object, headers: Record<string, string> = {}) =>
  t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/tenant/broadcast', payload, headers });
const outboxSize = async () =>
  Number(
    (
      await t.db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** the demo data: twenty correspondents, one of whose addresses is blocked */
const DEMO_RECIPIENTS = 19;

describe('POST /api/tenant/broadcast', () => {
  it('queues one mail per correspondent whose address is not blocked, each with its unsubscribe link, and records it', async () => {
    const response = await send(broadcast);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: BROADCAST_MESSAGES.sent(DEMO_RECIPIENTS), recipients: DEMO_RECIPIENTS });

    const mails = await t.flushMails();
    expect(mails).toHaveLength(DEMO_RECIPIENTS);
    expect(new Set(mails.map((m) => m.to)).size).toBe(DEMO_RECIPIENTS);
    expect(mails.map((m) => m.to)).not.toContain('uwe.klein@beispieldorf.example');
    const petra = mails.find((m) => m.to === 'petra.schmidt@musterstadt.example')!;
    expect(petra.subject).toBe('Einladung');
    expect(petra.text).toContain('wir laden Sie ein.');
    const link = /Vom Newsletter abmelden: (\S+)/.exec(petra.text)![1]!;
    expect(petra.html).toContain('Vom Newsletter abmelden');

    // the link of the mail puts exactly that address on the block list, so the next broadcast skips it
    const unsubscribed = await t.request(null, { url: link.slice(t.app.config.publicUrl.length) });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('Sie wurden vom Newsletter abgemeldet.');
    const next = await send({ subject: 'Nachtrag', message: 'Noch etwas.' });
    expect(next.json().recipients).toBe(DEMO_RECIPIENTS - 1);
    const later = (await t.flushMails()).slice(DEMO_RECIPIENTS);
    expect(later).toHaveLength(DEMO_RECIPIENTS - 1);
    expect(later.map((m) => m.to)).not.toContain('petra.schmidt@musterstadt.example');

    const history = (await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant/broadcast' })).json();
    expect(history.totalElements).toBe(3);
    expect(history.content[0]).toMatchObject({ subject: 'Nachtrag', message: 'Noch etwas.', recipients: DEMO_RECIPIENTS - 1 });
    expect(history.content[0].sentBy).toEqual({ id: t.ids.users[ACCOUNTS.superAdmin], fullname: expect.any(String) });
    expect(history.content[1]).toMatchObject({ subject: 'Einladung', recipients: DEMO_RECIPIENTS });
    expect(history.content[2]).toMatchObject({ subject: 'Einladung zum Kommunalforum', recipients: DEMO_RECIPIENTS });
  });

  it('counts correspondents minus blocked addresses, each address once', async () => {
    const tenantId = t.ids.tenants.musterstadt;
    for (const email of ['doppelt@example.org', 'DOPPELT@example.org', 'werbung@spam.example']) {
      const created = await t.request(ACCOUNTS.superAdmin, {
        method: 'POST',
        url: '/api/correspondent',
        payload: { firstName: 'Dora', lastName: 'Doppelt', email, tenantId },
      });
      expect(created.statusCode).toBe(201);
    }
    await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/newsletter', payload: { email: 'jana.krueger@betrieb.example' } });
    const response = await send(broadcast);
    expect(response.json().recipients).toBe(DEMO_RECIPIENTS + 1 - 1);
    const mails = await t.flushMails();
    expect(mails.filter((m) => m.to === 'doppelt@example.org')).toHaveLength(1);
    expect(mails.map((m) => m.to)).not.toContain('werbung@spam.example');
    expect(mails.map((m) => m.to)).not.toContain('jana.krueger@betrieb.example');
    expect(mails).toHaveLength(DEMO_RECIPIENTS);
  });

  it('queues a double click once and answers the repeat like the first', async () => {
    const [first, second] = await Promise.all([send(broadcast), send(broadcast)]);
    expect(first.json()).toEqual(second.json());
    expect(await outboxSize()).toBe(DEMO_RECIPIENTS);
    // a retry with the same Idempotency-Key is queued once as well, a new key with other content is not
    const keyed = { subject: 'Mit Schlüssel', message: 'Text' };
    expect((await send(keyed, { 'idempotency-key': 'abc-1' })).json().recipients).toBe(DEMO_RECIPIENTS);
    expect((await send({ ...keyed, message: 'Geänderter Text' }, { 'idempotency-key': 'abc-1' })).json().recipients).toBe(DEMO_RECIPIENTS);
    expect(await outboxSize()).toBe(2 * DEMO_RECIPIENTS);
    expect((await send({ ...keyed, message: 'Anderer Text' }, { 'idempotency-key': 'abc-2' })).statusCode).toBe(200);
    expect(await outboxSize()).toBe(3 * DEMO_RECIPIENTS);
    expect(await t.flushMails()).toHaveLength(3 * DEMO_RECIPIENTS);
    const history = (await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant/broadcast' })).json();
    expect(history.totalElements).toBe(4);
  });

  it('answers 400 for an empty text and uses a default subject', async () => {
    for (const payload of [{}, { subject: 'Betreff' }, { subject: 'Betreff', message: '  \n ' }]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(BROADCAST_MESSAGES.messageMissing);
    }
    expect(await outboxSize()).toBe(0);
    await send({ message: 'Nur Text' });
    expect((await t.flushMails())[0]!.subject).toBe(DEFAULT_SUBJECT);
  });

  it('answers 403 to a tenant admin and Sachbearbeitung', async () => {
    for (const account of NOT_SUPER) {
      expect((await t.request(account, { method: 'POST', url: '/api/tenant/broadcast', payload: broadcast })).statusCode).toBe(403);
      expect((await t.request(account, { url: '/api/tenant/broadcast' })).statusCode).toBe(403);
    }
    expect(await outboxSize()).toBe(0);
  });
});

describe('POST /api/tenant/broadcast/test', () => {
  it('mails only the sender', async () => {
    const response = await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/tenant/broadcast/test', payload: broadcast });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: BROADCAST_MESSAGES.testSent(ACCOUNTS.superAdmin), recipients: 1 });
    const mails = await t.flushMails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[ACCOUNTS.superAdmin, '[Test] Einladung']]);
    expect(mails[0]!.text).toContain('wir laden Sie ein.');
    const history = (await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant/broadcast' })).json();
    expect(history.totalElements).toBe(1);
  });

  it('answers 400 for an empty text and 403 to a tenant admin and Sachbearbeitung', async () => {
    const empty = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant/broadcast/test',
      payload: { subject: 'x', message: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(BROADCAST_MESSAGES.messageMissing);
    for (const account of NOT_SUPER) {
      expect((await t.request(account, { method: 'POST', url: '/api/tenant/broadcast/test', payload: broadcast })).statusCode).toBe(403);
    }
    expect(await outboxSize()).toBe(0);
  });
});
