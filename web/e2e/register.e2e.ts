import { expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, location, submitLogin, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';
import { waitForMail } from './support/maildev.js';

const FILL_ALL_FIELDS = 'Bitte füllen Sie alle Felder aus.';
const PASSWORDS_MISMATCH = 'Passwörter stimmen nicht überein';
const ACCEPT_TERMS = 'Bitte akzeptieren Sie die AGBs und Datenschutzbestimmungen';

describeE2E('self-registration', () => {
  const session = useBrowser();

  it('the tenant picker says "Keine Kommune gefunden" when nothing matches', async () => {
    const { page } = session;
    await page.goto('/register');
    const picker = page.getByRole('combobox', { name: 'Kommune' });
    await picker.pressSequentially('Atlantis');
    await page.getByText('Keine Kommune gefunden', { exact: true }).waitFor();
    await picker.fill('');
    await picker.pressSequentially('Beispiel');
    await page.getByRole('option', { name: 'Beispieldorf', exact: true }).waitFor();
  });

  it('validates as specified, then registers and goes to /pending', async () => {
    const { page } = session;
    const email = `neu.${Date.now()}@musterstadt.example`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Noch nicht registriert? Kommune registrieren' }).click();
    await waitForPath(page, '/register');
    await page.getByRole('heading', { level: 1, name: 'Kommune registrieren' }).waitFor();
    for (const name of ['Zur Anmeldung', 'Passwort vergessen?', 'Zur Startseite']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page);

    const submit = page.getByRole('button', { name: 'Registrieren' });
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });

    await submit.click();
    await alert(FILL_ALL_FIELDS).waitFor();
    expect(await page.getByLabel('Vorname').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Vorname').fill('Nina');
    await page.getByLabel('Nachname').fill('Neumann');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('Sicher2026!');
    await page.getByLabel('Passwort wiederholen').fill('Sicher2026?');
    const picker = page.getByRole('combobox', { name: 'Kommune' });
    await picker.pressSequentially('Muster');
    await page.getByRole('option', { name: 'Musterstadt', exact: true }).click();
    expect(await picker.inputValue()).toBe('Musterstadt');

    await submit.click();
    await alert(PASSWORDS_MISMATCH).waitFor();
    expect(await page.getByLabel('Passwort wiederholen').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Passwort wiederholen').fill('Sicher2026!');
    await submit.click();
    await alert(ACCEPT_TERMS).waitFor();
    const terms = page.getByRole('checkbox', { name: /^Ich akzeptiere die AGB .*und die Datenschutzbestimmungen/ });
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    const since = Date.now();
    await terms.focus();
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await page.getByLabel('Vorname').press('Enter');

    await waitForPath(page, '/pending');
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Registrierung' }).waitFor();
    await page.getByText('Ihr Konto wurde angelegt.').waitFor();
    await page.getByText(/1–2 Werktage/).waitFor();
    for (const name of ['Zur Startseite', 'Passwort vergessen?', 'Support kontaktieren']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page);

    // the tenant's main account hears about it, and the new account waits for approval
    const notice = await waitForMail(ACCOUNTS.musterAdmin, { since, subject: 'Neue Registrierung für Musterstadt' });
    expect(notice.text).toContain(email);
    await page.goto('/login');
    await submitLogin(page, email, 'Sicher2026!');
    await waitForPath(page, '/pending');
    expect(location(page)).toBe('/pending?reason=approval');
    await page.getByRole('heading', { level: 1, name: 'Ihr Konto wartet auf die Freigabe' }).waitFor();
  });

  it("links the platform's terms and privacy notice from the box: each opens in a new tab, the form stays as it was", async () => {
    const { page } = session;
    await page.goto('/register');
    await page.getByLabel('Vorname').fill('Erika');
    const terms = page.getByRole('checkbox', { name: /^Ich akzeptiere die AGB .*und die Datenschutzbestimmungen/ });
    const pages = [
      ['AGB (öffnet in neuem Tab)', '/rechtliches/nutzungsbedingungen.html', 'Nutzungsbedingungen des Bürgerportals'],
      ['Datenschutzbestimmungen (öffnet in neuem Tab)', '/rechtliches/datenschutz.html', 'Datenschutzerklärung des Bürgerportals'],
    ];
    for (const [name, path, heading] of pages) {
      const link = page.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(path);
      await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectNoAxeViolations(tab);
      await tab.close();
    }
    // following a link in the label neither ticks the box nor loses what was typed
    expect(await terms.isChecked()).toBe(false);
    expect(await page.getByLabel('Vorname').inputValue()).toBe('Erika');
    await expectNoAxeViolations(page);
  });

  it('a mail address that already has an account is answered like a new one, and its owner is mailed', async () => {
    const { page } = session;
    const since = Date.now();
    await page.goto('/register');
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Albrecht');
    await page.getByLabel('E-Mail').fill(ACCOUNTS.musterAdmin);
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(DEMO_PASSWORD);
    await page.getByRole('combobox', { name: 'Kommune' }).pressSequentially('Muster');
    await page.getByRole('option', { name: 'Musterstadt', exact: true }).click();
    await page.getByRole('checkbox', { name: /^Ich akzeptiere die AGB .*und die Datenschutzbestimmungen/ }).check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await waitForPath(page, '/pending');
    const warning = await waitForMail(ACCOUNTS.musterAdmin, { since, subject: 'Registrierungsversuch mit Ihrer E-Mail-Adresse' });
    expect(warning.text).toContain('/reset-password?token=');
  });
});
