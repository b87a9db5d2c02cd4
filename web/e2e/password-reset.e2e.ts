import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, location, submitLogin, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, e2e } from './support/env.js';
import { extractLinks, waitForMail } from './support/maildev.js';

const EMAIL = ACCOUNTS.dorfAdmin;
const NEW_PASSWORD = 'Neues-Passwort-2026';

const passwordHash = () =>
  withServerDb((db) => (db.prepare('select password_hash as hash from app_user where email = ?').get(EMAIL) as { hash: string }).hash);

describeE2E('forgot and reset password through the real mail', () => {
  const session = useBrowser();
  let originalHash = '';

  // Other files log in as this account with the demo password: give it back afterwards.
  beforeAll(() => {
    originalHash = passwordHash();
  });
  afterAll(() => {
    withServerDb((db) => db.prepare('update app_user set password_hash = ? where email = ?').run(originalHash, EMAIL));
  });

  it('sends the reset mail, validates the new password, and only the new password works afterwards', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Passwort vergessen' }).waitFor();
    await expectNoAxeViolations(page);

    const requestReset = page.getByRole('button', { name: 'Passwort zurücksetzen' });
    await requestReset.click();
    await page.getByRole('alert').filter({ hasText: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }).waitFor();
    await expectNoAxeViolations(page);

    const since = Date.now();
    await page.getByLabel('E-Mail').fill(EMAIL);
    await page.getByLabel('E-Mail').press('Enter');
    await waitForPath(page, '/login');
    await page.getByRole('status').filter({ hasText: 'Falls die E-Mail-Adresse bei uns registriert ist' }).waitFor();

    const mail = await waitForMail(EMAIL, { since, subject: 'Passwort zurücksetzen' });
    const link = extractLinks(mail).find((href) => href.includes('/reset-password?token='));
    expect(link, `reset link in ${JSON.stringify(extractLinks(mail))}`).toBeDefined();
    expect(link!.startsWith(`${e2e().baseUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }).waitFor();
    await page.getByRole('button', { name: 'Abbrechen' }).waitFor();
    await expectNoAxeViolations(page);

    const save = page.getByRole('button', { name: 'Speichern' });
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });
    await save.click();
    await alert('Neues Passwort darf nicht leer sein.').waitFor();

    await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(`${NEW_PASSWORD}x`);
    await save.click();
    await alert('Die Passwörter sind nicht gleich').waitFor();
    expect(await page.getByLabel('Passwort wiederholen').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    expect(passwordHash()).toBe(originalHash);

    await page.getByLabel('Passwort wiederholen').fill(NEW_PASSWORD);
    await page.getByLabel('Passwort wiederholen').press('Enter');
    await waitForPath(page, '/login');
    await page.getByRole('status').filter({ hasText: 'Ihr Passwort wurde zurückgesetzt.' }).waitFor();

    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Die eingegebenen Zugangsdaten sind ungültig.' }).waitFor();
    expect(location(page)).toBe('/login');

    await submitLogin(page, EMAIL, NEW_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await waitForPath(page, '/login');

    // the link works once
    await page.goto(link!);
    await page.getByLabel('Neues Passwort').fill('Noch-ein-Passwort-1');
    await page.getByLabel('Passwort wiederholen').fill('Noch-ein-Passwort-1');
    await save.click();
    await alert('Der Link zum Zurücksetzen ist ungültig oder wurde bereits verwendet.').waitFor();
    expect(location(page)).toBe(new URL(link!).pathname + new URL(link!).search);
  });

  it('the cancel button of the reset screen goes back to the login', async () => {
    const { page } = session;
    await page.goto('/reset-password?token=irrelevant');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await waitForPath(page, '/login');
  });
});
