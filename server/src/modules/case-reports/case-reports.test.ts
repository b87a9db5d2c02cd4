import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { removeExpiredFiles, TEMPORARY_FILE_LIFETIME_MS } from '../files/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const caseId = (key: string) => t.ids.cases[key]!;
const caseNumber = async (key: string) =>
  (await t.db.selectFrom('defectCase').select('caseNumber').where('id', '=', caseId(key)).executeTakeFirstOrThrow()).caseNumber;
const protocol = async (key: string) =>
  (await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', caseId(key)).execute()).map((p) => p.description);

describe('POST /api/case/{id}/send-summary', () => {
  const send = (as: string, id: number | string, payload: unknown) =>
    t.request(as, { method: 'POST', url: `/api/case/${id}/send-summary`, payload: payload as object });

  it("mails the case's data with the personal message and notes it in the protocol", async () => {
    const response = await send(ACCOUNTS.musterAdmin, caseId('musterstadt:laterne'), {
      recipient: ' bauhof@musterstadt.example ',
      message: 'Bitte bis Freitag erledigen.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Die Zusammenfassung wurde an bauhof@musterstadt.example gesendet.' });

    const mail = (await t.flushMails()).find((m) => m.to === 'bauhof@musterstadt.example')!;
    const number = await caseNumber('musterstadt:laterne');
    expect(mail.subject).toBe(`Zusammenfassung Fall Nr. ${number}`);
    for (const text of [
      'Bitte bis Freitag erledigen.',
      `Fallnummer: ${number}`,
      'Status: In Bearbeitung (50 %)',
      'Kategorie: Straßenbeleuchtung / Laterne defekt',
      'Bearbeiter: Sven Sachs',
      'Die Laterne am Schulweg vor Nr. 8 ist seit Tagen aus',
      'Leuchtmittel defekt, Elektriker ist beauftragt.',
      'http://localhost:3000/files/images/',
    ]) {
      expect(mail.text).toContain(text);
    }
    // the place with decimal commas, as the screens, the PDF and the other mails write it
    expect(mail.text).toMatch(/Ort: Breite \d+,\d{5,6}, Länge \d+,\d{5,6}/);
    expect(mail.text).not.toContain('m.becker@example.org');
    expect(await protocol('musterstadt:laterne')).toContain('Zusammenfassung an bauhof@musterstadt.example gesendet');
  });

  it('answers 400 with a German message for a missing or invalid recipient', async () => {
    for (const payload of [{}, { recipient: 'bauhof' }, { recipient: 'a@b' }]) {
      const response = await send(ACCOUNTS.musterAdmin, caseId('musterstadt:laterne'), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'EMAIL_INVALID', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    }
    expect((await send(ACCOUNTS.musterAdmin, 'x', { recipient: 'a@example.org' })).statusCode).toBe(400);
  });

  it('answers 403 without SEND_CASE_SUMMARY and 404 for a case of another tenant', async () => {
    const payload = { recipient: 'a@example.org' };
    expect((await send(ACCOUNTS.musterClerk, caseId('musterstadt:laterne'), payload)).statusCode).toBe(403);
    expect((await send(ACCOUNTS.dorfAdmin, caseId('musterstadt:laterne'), payload)).statusCode).toBe(404);
    expect((await send(ACCOUNTS.musterAdmin, 999_999, payload)).statusCode).toBe(404);
  });
});

describe('GET /api/case/{id}/pdf-summary', () => {
  const pdf = (as: string, id: number | string) => t.request(as, { url: `/api/case/${id}/pdf-summary` });

  it('answers a signed link to a stored PDF with the case number and the photos', async () => {
    const response = await pdf(ACCOUNTS.musterAdmin, caseId('musterstadt:schlagloch'));
    expect(response.statusCode).toBe(200);
    const { link, expiresAt } = response.json();
    expect(link).toMatch(/^\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]+$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

    // the browser opens the link in a new tab, without the bearer token
    const file = await t.app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const body = file.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain(`Fall Nr. ${await caseNumber('musterstadt:schlagloch')}`);
    expect(body.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
    expect(await protocol('musterstadt:schlagloch')).toContain('PDF-Zusammenfassung erstellt');

    // an internal file: without the signature only for a logged-in user of the tenant
    const plain = link.split('?')[0];
    expect((await t.app.inject({ url: plain })).statusCode).toBe(401);
    expect((await t.request(ACCOUNTS.musterClerk, { url: plain })).statusCode).toBe(200);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: plain })).statusCode).toBe(404);
  });

  it('keeps the stored PDF for 24 hours, then the housekeeping removes it', async () => {
    const { link } = (await pdf(ACCOUNTS.musterAdmin, caseId('musterstadt:schlagloch'))).json();
    const name = link.split('?')[0].slice('/files/'.length);
    const files = { storage: t.app.files, log: t.app.log };
    expect(await removeExpiredFiles(t.db, files, Date.now() + TEMPORARY_FILE_LIFETIME_MS - 60_000)).not.toContain(name);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/files/${name}` })).statusCode).toBe(200);

    expect(await removeExpiredFiles(t.db, files, Date.now() + TEMPORARY_FILE_LIFETIME_MS + 60_000)).toContain(name);
    expect(existsSync(join(t.app.config.dataDir, 'files', name))).toBe(false);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/files/${name}` })).statusCode).toBe(404);
    // the case's photos are no temporary files
    const photos = (await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${caseId('musterstadt:schlagloch')}` })).json().photos;
    expect(photos).toHaveLength(2);
    for (const photo of photos) expect((await t.request(ACCOUNTS.musterAdmin, { url: `/files/${photo.name}` })).statusCode).toBe(200);
  });

  it('renders a case without photos, notes or tenant for the super admin', async () => {
    const response = await pdf(ACCOUNTS.superAdmin, caseId('unreachable:ohne-mandant'));
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ url: response.json().link });
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 400 for a bad id, 403 without CREATE_CASE_SUMMARY_PDF and 404 for a case of another tenant', async () => {
    expect((await pdf(ACCOUNTS.musterAdmin, 'abc')).statusCode).toBe(400);
    expect((await pdf(ACCOUNTS.musterClerk, caseId('musterstadt:schlagloch'))).statusCode).toBe(403);
    expect((await pdf(ACCOUNTS.dorfAdmin, caseId('musterstadt:schlagloch'))).statusCode).toBe(404);
  });
});
