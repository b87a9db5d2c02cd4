import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RETENTION_MESSAGE =
  'Personenbezogene Daten von Meldenden können frühestens 30 und spätestens 3650 Tage nach Abschluss gelöscht werden. Bitte geben Sie eine Zahl in diesem Bereich an.';

const url = () => `/api/tenant/${t.ids.tenants.musterstadt}`;
const save = (as: string, payload: Record<string, unknown>, at = url()) => t.request(as, { method: 'PUT', url: at, payload });

describe('the tenant setting "Personenbezogene Daten von Meldenden löschen nach … Tagen nach Abschluss"', () => {
  it('is 365 days for every tenant until changed, and for a new one', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: url() })).json().reporterDataRetentionDays).toBe(365);
    const created = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: {
        name: 'Neustadt GmbH',
        street: 'Am Markt',
        hnr: '2',
        zip: '12345',
        city: 'Neustadt',
        modules: ['MAENGELMELDER'],
        visibleModules: [],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().reporterDataRetentionDays).toBe(365);
  });

  it("is saved by the tenant's admin, kept when left out, and read back", async () => {
    const saved = await save(ACCOUNTS.musterAdmin, { reporterDataRetentionDays: 90 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reporterDataRetentionDays).toBe(90);
    expect((await save(ACCOUNTS.musterAdmin, { city: 'Musterstadt' })).json().reporterDataRetentionDays).toBe(90);
    expect((await t.request(ACCOUNTS.superAdmin, { url: url() })).json().reporterDataRetentionDays).toBe(90);
    expect((await save(ACCOUNTS.musterAdmin, { reporterDataRetentionDays: 30 })).json().reporterDataRetentionDays).toBe(30);
  });

  it('takes no fewer than 30 and no more than 3650 days, with a German message', async () => {
    for (const days of [29, 0, -5, 3651]) {
      const refused = await save(ACCOUNTS.musterAdmin, { reporterDataRetentionDays: days });
      expect(refused.statusCode, String(days)).toBe(400);
      expect(refused.json()).toEqual({ code: 'RETENTION_DAYS_INVALID', message: RETENTION_MESSAGE });
    }
    const fraction = await save(ACCOUNTS.musterAdmin, { reporterDataRetentionDays: 45.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toMatch(/reporterDataRetentionDays/);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: url() })).json().reporterDataRetentionDays).toBe(30);
  });

  it("answers 403 without the right and 404 for another tenant's", async () => {
    expect((await save(ACCOUNTS.musterClerk, { reporterDataRetentionDays: 400 })).statusCode).toBe(403);
    expect((await save(ACCOUNTS.dorfAdmin, { reporterDataRetentionDays: 400 })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { url: url() })).json().reporterDataRetentionDays).toBe(30);
    // the other tenant's own setting is its own
    const dorf = `/api/tenant/${t.ids.tenants.beispieldorf}`;
    expect((await save(ACCOUNTS.dorfAdmin, { reporterDataRetentionDays: 400 }, dorf)).json().reporterDataRetentionDays).toBe(400);
    expect((await t.request(ACCOUNTS.superAdmin, { url: url() })).json().reporterDataRetentionDays).toBe(30);
  });
});
