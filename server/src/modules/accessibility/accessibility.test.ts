import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_CHECKED_ON, CONCILIATION_BODY } from '@contracts/accessibility.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

/** The accessibility statement (BITV 2.0 § 12): its public text, the feedback form and its editing. */
let t: TestApp;
let musterstadt: number;
let beispieldorf: number;
const KEY = 'demo-musterstadt';
const statementUrl = (id: number) => `/api/tenant/${id}/accessibility-statement`;

const feedback = (payload: Record<string, unknown>, key: string | null = KEY) =>
  t.request(null, {
    method: 'POST',
    url: key === null ? '/api/public/accessibility-feedback' : `/api/public/accessibility-feedback?apiKey=${key}`,
    payload,
  });

const save = (as: string, id: number, text: string | null) => t.request(as, { method: 'PUT', url: statementUrl(id), payload: { text } });

beforeAll(async () => {
  t = await buildTestApp();
  musterstadt = t.ids.tenants.musterstadt!;
  beispieldorf = t.ids.tenants.beispieldorf!;
});
afterAll(() => t.close());

describe('GET /api/public/accessibility-statement', () => {
  it('answers the default text with the conformance level, the limitations and the date of the last check', async () => {
    const response = await t.request(null, { url: `/api/public/accessibility-statement?apiKey=${KEY}` });
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({ tenantName: 'Musterstadt', checkedOn: ACCESSIBILITY_CHECKED_ON });
    expect(statement.text).toContain('teilweise barrierefrei');
    expect(statement.text).toContain('WCAG 2.1 auf Stufe AA und der BITV 2.0');
    expect(statement.text).toContain('axe');
    expect(statement.text).toContain('auch als Liste');
    expect(statement.text).toContain('PDF');
    expect(statement.text).toContain('28. November 2026');
  });

  it('refuses a missing key (401) and an unknown one (404), and may be read from any page', async () => {
    expect((await t.request(null, { url: '/api/public/accessibility-statement' })).statusCode).toBe(401);
    const unknown = await t.request(null, { url: '/api/public/accessibility-statement?apiKey=gibt-es-nicht' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dieser API-Schlüssel ist unbekannt.');
    const cors = await t.request(null, {
      url: `/api/public/accessibility-statement?apiKey=${KEY}`,
      headers: { origin: 'https://www.irgendwo.example' },
    });
    expect(cors.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('GET and PUT /api/tenant/{id}/accessibility-statement', () => {
  it('lets the tenant admin write an own text, which the public page shows at once, and return to the default', async () => {
    const before = await t.request(ACCOUNTS.musterAdmin, { url: statementUrl(musterstadt) });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ text: null, checkedOn: ACCESSIBILITY_CHECKED_ON });
    expect(before.json().defaultText).toContain('Musterstadt');

    const saved = await save(ACCOUNTS.musterAdmin, musterstadt, '  Unsere eigene Erklärung.\n\n## Kontakt\n\nRathaus, Zimmer 3  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().text).toBe('Unsere eigene Erklärung.\n\n## Kontakt\n\nRathaus, Zimmer 3');
    const shown = await t.request(null, { url: `/api/public/accessibility-statement?apiKey=${KEY}` });
    expect(shown.json().text).toBe('Unsere eigene Erklärung.\n\n## Kontakt\n\nRathaus, Zimmer 3');

    const reset = await save(ACCOUNTS.musterAdmin, musterstadt, '   ');
    expect(reset.json().text).toBeNull();
    expect((await t.request(null, { url: `/api/public/accessibility-statement?apiKey=${KEY}` })).json().text).toContain(
      'teilweise barrierefrei',
    );
  });

  it('lets every account of the tenant read the statement, so the back office can show it', async () => {
    const read = await t.request(ACCOUNTS.musterClerk, { url: statementUrl(musterstadt) });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('refuses a text over 20000 characters with a German message (400)', async () => {
    const response = await save(ACCOUNTS.musterAdmin, musterstadt, 'x'.repeat(20_001));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Die Erklärung zur Barrierefreiheit darf höchstens 20.000 Zeichen lang sein.');
    const wrongType = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: statementUrl(musterstadt), payload: { text: 5 } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('refuses a caller without the right to edit the tenant (403) and leaves the text as it was', async () => {
    const response = await save(ACCOUNTS.musterClerk, musterstadt, 'Von der Sachbearbeitung');
    expect(response.statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: statementUrl(musterstadt) })).json().text).toBeNull();
  });

  it("answers 404 for another tenant's statement, read or written", async () => {
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: statementUrl(musterstadt) })).statusCode).toBe(404);
    expect((await save(ACCOUNTS.dorfAdmin, musterstadt, 'Fremd')).statusCode).toBe(404);
    expect((await save(ACCOUNTS.musterAdmin, 99_999, 'Niemand')).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: statementUrl(beispieldorf) })).statusCode).toBe(200);
  });

  it('needs a session (401)', async () => {
    expect((await t.request(null, { url: statementUrl(musterstadt) })).statusCode).toBe(401);
  });
});

describe('POST /api/public/accessibility-feedback', () => {
  it("mails the tenant's contact and confirms to the sender without repeating the message", async () => {
    t.mails.length = 0;
    const response = await feedback({
      message: 'Der Kontrast der Schaltfläche ist zu schwach.',
      email: 'melder@example.org',
      page: 'Mängelkarte',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Vielen Dank für Ihre Rückmeldung. Wir haben sie an die Gemeinde weitergeleitet.');
    const mails = await t.flushMails();
    const toTenant = mails.find((mail) => mail.to === 'faelle@musterstadt.example');
    expect(toTenant?.subject).toBe('Rückmeldung zur Barrierefreiheit');
    expect(toTenant?.text).toContain('Der Kontrast der Schaltfläche ist zu schwach.');
    expect(toTenant?.text).toContain('Betroffene Seite: Mängelkarte');
    expect(toTenant?.text).toContain('Antwort bitte an: melder@example.org');
    const confirmation = mails.find((mail) => mail.to === 'melder@example.org');
    expect(confirmation?.subject).toBe('Ihre Rückmeldung zur Barrierefreiheit');
    expect(confirmation?.text).toContain(CONCILIATION_BODY.url);
    expect(confirmation?.text).not.toContain('Kontrast');
  });

  it('sends only to the tenant without an address of the sender', async () => {
    t.mails.length = 0;
    expect((await feedback({ message: 'Die Karte lässt sich nicht mit der Tastatur verschieben.', email: '' })).statusCode).toBe(200);
    const mails = await t.flushMails();
    expect(mails.map((mail) => mail.to)).toEqual(['faelle@musterstadt.example']);
    expect(mails[0]?.text).toContain('Die Person hat keine E-Mail-Adresse angegeben.');
  });

  it('refuses an empty or too long message and an invalid address with German messages (400)', async () => {
    const empty = await feedback({ message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte beschreiben Sie die Barriere.');
    const long = await feedback({ message: 'x'.repeat(5001) });
    expect(long.json().message).toBe('Die Nachricht darf höchstens 5000 Zeichen lang sein.');
    const email = await feedback({ message: 'Zu klein', email: 'keine-adresse' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('Bitte wählen Sie eine gültige E-Mail-Adresse.');
    expect((await feedback({})).statusCode).toBe(400);
  });

  it('refuses a missing (401) or unknown key (404)', async () => {
    expect((await feedback({ message: 'Hallo' }, null)).statusCode).toBe(401);
    expect((await feedback({ message: 'Hallo' }, 'gibt-es-nicht')).statusCode).toBe(404);
  });

  it("falls back to the main account's address, and answers 409 when the tenant has neither", async () => {
    await t.db.updateTable('tenant').set({ emailNotification: null }).where('id', '=', musterstadt).execute();
    t.mails.length = 0;
    expect((await feedback({ message: 'Schrift zu klein' })).statusCode).toBe(200);
    expect((await t.flushMails()).map((mail) => mail.to)).toEqual([ACCOUNTS.musterAdmin]);
    const main = await t.db.selectFrom('tenant').select('mainAccountId').where('id', '=', musterstadt).executeTakeFirstOrThrow();
    await t.db.updateTable('tenant').set({ mainAccountId: null }).where('id', '=', musterstadt).execute();
    const none = await feedback({ message: 'Schrift zu klein' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('keine Kontaktadresse');
    await t.db
      .updateTable('tenant')
      .set({ emailNotification: 'faelle@musterstadt.example', mainAccountId: main.mainAccountId })
      .where('id', '=', musterstadt)
      .execute();
  });

  it('answers 429 above the per-IP limit of public endpoints', async () => {
    const limited = await buildTestApp({ rateLimits: { auth: 1000, publicReports: 2 } });
    try {
      const send = () =>
        limited.request(null, {
          method: 'POST',
          url: `/api/public/accessibility-feedback?apiKey=${KEY}`,
          payload: { message: 'Zu klein' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});
