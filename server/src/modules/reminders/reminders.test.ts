import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { berlinInstant } from '../../db/values.js';
import { berlinClock } from './clock.js';
import { sendDueDigests } from './index.js';

/** The daily digest of due cases: the tenant's setting, the user's choice, once a day on working days. */
let t: TestApp;
let musterstadt: number;
const URL = 'https://portal.example';
const DAY = 86_400_000;

/** The next working day's given Berlin time from today on (the demo's deadlines are relative to now). */
function workingDayAt(hour: number, minute: number): number {
  for (let ms = Date.now(); ; ms += DAY) {
    const { day, weekday } = berlinClock(ms);
    if (weekday >= 1 && weekday <= 5) {
      const [y, m, d] = day.split('-').map(Number);
      return Date.parse(berlinInstant(y!, m!, d!, hour, minute));
    }
  }
}

const setTenant = (payload: Record<string, unknown>) =>
  t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/tenant/${musterstadt}`, payload });

beforeAll(async () => {
  t = await buildTestApp();
  musterstadt = t.ids.tenants.musterstadt!;
});
afterAll(() => t.close());

describe('GET and PUT /api/user/me/reminders', () => {
  it('answers and changes the logged-in user’s own choice', async () => {
    const get = () => t.request(ACCOUNTS.musterClerk, { url: '/api/user/me/reminders' });
    expect((await get()).json()).toEqual({ enabled: true });
    const off = await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: '/api/user/me/reminders', payload: { enabled: false } });
    expect(off.json()).toEqual({ enabled: false });
    expect((await get()).json()).toEqual({ enabled: false });
    // another user's choice is their own
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/user/me/reminders' })).json()).toEqual({ enabled: true });
    await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: '/api/user/me/reminders', payload: { enabled: true } });
  });

  it('refuses a body without the choice (400) and a caller without a session (401)', async () => {
    const bad = await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: '/api/user/me/reminders', payload: { enabled: 'ja' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await t.request(null, { url: '/api/user/me/reminders' })).statusCode).toBe(401);
  });
});

describe('the tenant’s reminder settings', () => {
  it('are saved and answered, and checked with German messages', async () => {
    const saved = await setTenant({ remindersEnabled: true, remindersTime: '06:30', remindersDaysAhead: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ remindersEnabled: true, remindersTime: '06:30', remindersDaysAhead: 5 });
    const badTime = await setTenant({ remindersTime: '7 Uhr' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe('Bitte geben Sie die Uhrzeit der täglichen Erinnerung als HH:MM an, zum Beispiel 07:00.');
    const badDays = await setTenant({ remindersDaysAhead: 0 });
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().message).toContain('in 1 bis 30 Tagen fällig');
    // a tenant's settings stay its own admin's
    expect(
      (await t.request(ACCOUNTS.dorfAdmin, { method: 'PUT', url: `/api/tenant/${musterstadt}`, payload: { remindersEnabled: false } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('sendDueDigests', () => {
  beforeAll(async () => {
    expect((await setTenant({ remindersEnabled: true, remindersTime: '07:00', remindersDaysAhead: 3 })).statusCode).toBe(200);
    await t.flushMails();
    t.mails.length = 0;
  });

  it('sends nothing before the time of day and nothing on a weekend', async () => {
    expect(await sendDueDigests(t.db, URL, workingDayAt(6, 59))).toBe(0);
    const saturday = Date.parse(berlinInstant(2026, 11, 28, 9, 0));
    expect(await sendDueDigests(t.db, URL, saturday)).toBe(0);
  });

  it('sends each assignee with due or overdue cases one digest with links, once a day however often it runs', async () => {
    const at = workingDayAt(7, 5);
    const runs = await Promise.all([sendDueDigests(t.db, URL, at), sendDueDigests(t.db, URL, at)]);
    expect(runs.filter((queued) => queued > 0)).toHaveLength(1);
    expect(await sendDueDigests(t.db, URL, at + 3_600_000)).toBe(0);
    const mails = (await t.flushMails()).filter((mail) => mail.subject.startsWith('Erinnerung:'));
    expect(mails.length).toBe(Math.max(...runs));
    const clerk = mails.find((mail) => mail.to === ACCOUNTS.musterClerk);
    expect(clerk, mails.map((m) => m.to).join()).toBeDefined();
    expect(clerk!.text).toContain('Guten Tag');
    expect(clerk!.text).toMatch(/Überfällig \(\d+\):/);
    expect(clerk!.text).toContain(`${URL}/edit-case?caseId=${t.ids.cases['musterstadt:laterne']}`);
    expect(clerk!.text).toContain('Diese Erinnerung können Sie unter „Mein Konto“ abbestellen.');
    expect(clerk!.text).toContain(`Meine fälligen Fälle: ${URL}/cases?filter=my-due`);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
    const [digest] = await t.db.selectFrom('reminderDigest').selectAll().where('tenantId', '=', musterstadt).execute();
    expect(digest).toMatchObject({ day: berlinClock(at).day, mails: mails.length });
  });

  it('leaves out a user who declined it and a tenant that has it off', async () => {
    await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: '/api/user/me/reminders', payload: { enabled: false } });
    const nextDay = workingDayAt(7, 5) + DAY * (berlinClock(workingDayAt(7, 5)).weekday === 5 ? 3 : 1);
    const before = (await t.flushMails()).length;
    expect(await sendDueDigests(t.db, URL, nextDay)).toBeGreaterThan(0);
    const mails = (await t.flushMails()).slice(before);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((mail) => mail.to === ACCOUNTS.musterClerk && mail.subject.startsWith('Erinnerung:'))).toEqual([]);
    await setTenant({ remindersEnabled: false });
    expect(await sendDueDigests(t.db, URL, nextDay + 2 * DAY)).toBe(0);
  });
});
