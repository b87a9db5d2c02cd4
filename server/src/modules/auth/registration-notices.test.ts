import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byKey } from '../../../../fixtures/keys.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { loadConfig } from '../../config.js';
import { mainAccountEmail } from '../tenants/index.js';
import { announceRegistration } from './registration-notices.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOTICE = 'Neue Registrierung für Beispieldorf';
const SUMMARY = 'Weitere Registrierungen für Beispieldorf';

const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { firstname: 'Fritz', lastname: 'Flut', email, password: 'Sicher2026!', tenantId: t.ids.tenants.beispieldorf },
  });

/** Registrations ten at a time, so that they meet in the database (on PostgreSQL in parallel connections). */
async function registerMany(prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => register(`${prefix}-${i + j}@example.org`));
    expect((await Promise.all(batch)).map((r) => r.statusCode)).toEqual(Array(batch.length).fill(200));
  }
}

/** The mails to the main account of Beispieldorf that the worker delivered since the last call. */
let delivered = 0;
async function newMailsToMainAccount() {
  const mails = await t.flushMails();
  const fresh = mails.slice(delivered);
  delivered = mails.length;
  return fresh.filter((m) => m.to === ACCOUNTS.dorfAdmin);
}

/** Lets the hour end: what waits for its end is due now, and the next registration starts a new hour. */
async function endTheHour(): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString();
  await t.db.updateTable('registrationNoticeWindow').set({ windowEndsAt: past }).execute();
  await t.db.updateTable('mailOutbox').set({ nextAttemptAt: past }).where('dedupeKey', 'like', 'registration-summary:%').execute();
}

describe('mails about new registrations to the main account', () => {
  it('are 10 an hour one by one, and the other 30 of 40 go into one summary at the end of the hour', async () => {
    await newMailsToMainAccount();
    await registerMany('flut', 40);
    const accounts = await t.db.selectFrom('appUser').select('approved').where('email', 'like', 'flut-%').execute();
    expect(accounts).toHaveLength(40);

    const notices = await newMailsToMainAccount();
    expect(notices.map((m) => m.subject)).toEqual(Array(10).fill(NOTICE));
    expect(notices[0]!.text).toMatch(/^Fritz Flut \(flut-\d+@example\.org\) hat sich für Beispieldorf registriert/m);

    // the summary waits in the outbox until the hour is over
    const waiting = await t.db.selectFrom('mailOutbox').select(['nextAttemptAt', 'sentAt']).where('subject', '=', SUMMARY).execute();
    const [window] = await t.db.selectFrom('registrationNoticeWindow').select('windowEndsAt').execute();
    expect(waiting).toEqual([{ nextAttemptAt: window!.windowEndsAt, sentAt: null }]);

    await endTheHour();
    const [summary, ...more] = await newMailsToMainAccount();
    expect(more).toEqual([]);
    expect(summary!.subject).toBe(SUMMARY);
    expect(summary!.text).toMatch(
      /^In der Stunde ab \d{4}\.\d\d\.\d\d \d\d:\d\d Uhr haben sich für Beispieldorf 30 weitere Personen registriert, die auf die Freigabe warten\.$/m,
    );
    expect(summary!.text).toContain(
      'Damit Ihr Postfach nicht überläuft, fassen wir die Registrierungen einer Stunde ab der 11. in dieser Nachricht zusammen.',
    );
    expect(summary!.text).toContain('Zur Nutzerverwaltung: http://localhost:3000/users');
  });

  it('start counting anew in the next hour', async () => {
    await endTheHour();
    await newMailsToMainAccount();
    await registerMany('naechste-stunde', 11);
    expect((await newMailsToMainAccount()).map((m) => m.subject)).toEqual(Array(10).fill(NOTICE));
    await endTheHour();
    const [summary] = await newMailsToMainAccount();
    expect(summary!.text).toContain('hat sich für Beispieldorf eine weitere Person registriert, die auf die Freigabe wartet.');
  });

  it('send nothing for a tenant without a main account, and count nothing for it', async () => {
    const tenantId = byKey(t.ids.tenants, 'beispieldorf');
    const tenant = { id: tenantId, name: 'Beispieldorf' };
    const mainAccountId = (await t.db.selectFrom('tenant').select('mainAccountId').where('id', '=', tenantId).executeTakeFirstOrThrow())
      .mainAccountId;
    await t.db.deleteFrom('registrationNoticeWindow').execute();
    await t.db.updateTable('tenant').set({ mainAccountId: null }).where('id', '=', tenantId).execute();
    try {
      expect(await mainAccountEmail(t.db, tenantId)).toBeNull();
      const registrant = { firstname: 'Nora', lastname: 'Niemand', email: 'nora@example.org' };
      await announceRegistration(t.db, tenant, registrant, { publicUrl: 'http://localhost:3000', perHour: 10 });
      expect(await t.db.selectFrom('registrationNoticeWindow').selectAll().execute()).toEqual([]);
    } finally {
      await t.db.updateTable('tenant').set({ mainAccountId }).where('id', '=', tenantId).execute();
    }
  });
});

describe('REGISTRATION_NOTICES_PER_HOUR', () => {
  it('sets the number of single mails an hour, 10 by default', () => {
    const env = { JWT_SECRET: 'x'.repeat(48), DATA_DIR: '/nonexistent' };
    expect(loadConfig(env).registrationNoticesPerHour).toBe(10);
    expect(loadConfig({ ...env, REGISTRATION_NOTICES_PER_HOUR: '3' }).registrationNoticesPerHour).toBe(3);
  });
});
