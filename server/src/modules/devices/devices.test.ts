import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { DEVICE_BLOCK_DAYS, isDeviceBlocked } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const blockUrl = (id: string) => `/api/device/${encodeURIComponent(id)}/block-device`;

describe('GET /api/device/{id}/block-device', () => {
  it('blocks the device for 14 days when a super user asks, and says until when', async () => {
    const before = Date.now();
    const response = await t.request(ACCOUNTS.superAdmin, { url: blockUrl('geraet-4711') });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Das Gerät wurde gesperrt \(bis \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\)\.$/);
    expect(await isDeviceBlocked(t.db, 'geraet-4711')).toBe(true);
    const row = await t.db.selectFrom('device').selectAll().where('id', '=', 'geraet-4711').executeTakeFirstOrThrow();
    expect(row.blockedBy).toBe(t.ids.users[ACCOUNTS.superAdmin]);
    const days = (Date.parse(row.blockedUntil!) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(DEVICE_BLOCK_DAYS);
    expect(days).toBeLessThan(DEVICE_BLOCK_DAYS + 0.01);
  });

  it('blocking again extends the block instead of failing', async () => {
    await t.db
      .updateTable('device')
      .set({ blockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', 'geraet-4711')
      .execute();
    expect(await isDeviceBlocked(t.db, 'geraet-4711')).toBe(false);
    expect((await t.request(ACCOUNTS.superAdmin, { url: blockUrl('geraet-4711') })).statusCode).toBe(200);
    expect(await isDeviceBlocked(t.db, 'geraet-4711')).toBe(true);
  });

  it('answers 403 to everyone who is not a super user, tenant admins and TENANT_INDEPENDENCE included', async () => {
    for (const account of [ACCOUNTS.musterAdmin, ACCOUNTS.support, ACCOUNTS.musterClerk]) {
      const response = await t.request(account, { url: blockUrl('geraet-0815') });
      expect(response.statusCode, account).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Dafür fehlt Ihnen die Berechtigung.' });
    }
    expect(await isDeviceBlocked(t.db, 'geraet-0815')).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request(null, { url: blockUrl('geraet-0815') })).statusCode).toBe(401);
  });

  it('answers 400 with a German message for an empty device id', async () => {
    const response = await t.request(ACCOUNTS.superAdmin, { url: '/api/device//block-device' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Der Wert für id ist ungültig.' });
  });

  it('answers 414 in the one error shape for an over-long device id, without echoing it', async () => {
    const response = await t.request(ACCOUNTS.superAdmin, { url: blockUrl('x'.repeat(101)) });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 'URI_TOO_LONG', message: 'Die Adresse ist zu lang.' });
  });
});
