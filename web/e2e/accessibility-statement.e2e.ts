import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations, expectUniqueLandmarksAndHeading } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E } from './support/env.js';
import { waitForMail } from './support/maildev.js';
import { keepMusterstadtColumns, openMusterstadtForm } from './support/musterstadt-tenant.js';
import { main, toast } from './support/screen.js';

/** Musterstadt's demo API key and its address for new cases (fixtures/demo/platform.json), which gets the feedback. */
const KEY = 'demo-musterstadt';
const CONTACT = 'faelle@musterstadt.example';
const STATEMENT = `/barrierefreiheit?apiKey=${KEY}`;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the target has the focus; fails when Tab never reaches it. */
async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect.fail(`Tab did not reach ${target.toString()} within ${max} presses`);
}

const savedStatement = () =>
  withServerDb(
    (db) =>
      (db.prepare("select accessibility_statement as text from tenant where name = 'Musterstadt'").get() as { text: string | null }).text,
  );

describeE2E('accessibility statement and feedback', () => {
  const session = useBrowser();
  keepMusterstadtColumns(['accessibility_statement']);

  it("a citizen reaches the statement from a frame's footer and reports a barrier by keyboard alone", async () => {
    const { page } = session;
    await page.goto(`/create-case-frame?apiKey=${KEY}`);
    await page.getByRole('heading', { level: 1, name: 'Mangel melden – Musterstadt' }).waitFor();
    // the footer's link is the page's last stop: Shift+Tab from the start of the page reaches it
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' });
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(footerLink)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/barrierefreiheit');

    await page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }).waitFor();
    const content = page.getByRole('main', { name: 'Erklärung zur Barrierefreiheit' });
    await content.getByText(/teilweise barrierefrei/).waitFor();
    await content.getByRole('heading', { level: 2, name: 'Nicht barrierefreie Inhalte' }).waitFor();
    expect(await content.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Stand der Vereinbarkeit mit den Anforderungen',
      'Nicht barrierefreie Inhalte',
      'Erstellung dieser Erklärung',
      'Barriere melden',
      'Schlichtungsverfahren',
    ]);
    const conciliation = content.getByRole('link', { name: /Schlichtungsstelle nach dem Behindertengleichstellungsgesetz/ });
    expect(await conciliation.getAttribute('href')).toBe('https://www.schlichtungsstelle-bgg.de');
    await expectNoAxeViolations(page);
    await expectUniqueLandmarksAndHeading(page);

    // an empty message is refused on the page, the focus goes back to it
    const message = page.getByLabel('Ihre Nachricht');
    const send = page.getByRole('button', { name: 'Rückmeldung senden' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Bitte beschreiben Sie die Barriere.').waitFor();
    expect(await isFocused(message)).toBe(true);
    await expectNoAxeViolations(page);

    const since = Date.now();
    await page.keyboard.type('Die Schaltfläche „Weiter“ ist bei 200 % Zoom nicht zu sehen.');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Seite oder Stelle (freiwillig)'))).toBe(true);
    await page.keyboard.type('Schritt 1 der Meldung');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('E-Mail (freiwillig)'))).toBe(true);
    await page.keyboard.type('barriere@example.org');
    await page.keyboard.press('Tab');
    expect(await isFocused(send)).toBe(true);
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Rückmeldung.' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('Eine Bestätigung geht an barriere@example.org.');
    await expectNoAxeViolations(page);

    const toTenant = await waitForMail(CONTACT, { since, subject: 'Rückmeldung zur Barrierefreiheit' });
    expect(toTenant.text).toContain('Die Schaltfläche „Weiter“ ist bei 200 % Zoom nicht zu sehen.');
    expect(toTenant.text).toContain('Antwort bitte an: barriere@example.org');
    const toSender = await waitForMail('barriere@example.org', { since, subject: 'Ihre Rückmeldung zur Barrierefreiheit' });
    expect(toSender.text).toContain('https://www.schlichtungsstelle-bgg.de');

    // on a phone the page holds without a sideways scrollbar, and axe finds nothing either
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Weitere Rückmeldung schreiben' }).click();
    await message.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('the tenant admin writes an own statement in the tenant form, which the public page shows, and returns to the default', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openMusterstadtForm(page);
    const card = page.getByRole('region', { name: 'Erklärung zur Barrierefreiheit' });
    const edit = card.getByRole('button', { name: 'Erklärung bearbeiten' });
    await tabTo(page, edit, 200);
    await page.keyboard.press('Enter');
    const text = card.getByLabel('Text der Erklärung');
    expect(await text.inputValue()).toContain('teilweise barrierefrei');
    await card.getByText('Zurzeit gilt der Standardtext.').waitFor();
    await expectNoAxeViolations(page);

    await text.fill('Musterstadt prüft ihre Seiten selbst.\n\n## Kontakt\n\nRathaus, Zimmer 3');
    await card.getByRole('button', { name: 'Erklärung speichern' }).click();
    await toast(page, 'Die Erklärung zur Barrierefreiheit wurde gespeichert.').waitFor();
    await card.getByText('Zurzeit gilt Ihr eigener Text.').waitFor();
    expect(savedStatement()).toBe('Musterstadt prüft ihre Seiten selbst.\n\n## Kontakt\n\nRathaus, Zimmer 3');
    await expectNoAxeViolations(page);

    const citizen = await session.context.newPage();
    await citizen.goto(STATEMENT);
    await citizen.getByRole('heading', { level: 2, name: 'Kontakt' }).waitFor();
    await citizen.getByText('Musterstadt prüft ihre Seiten selbst.').waitFor();
    await citizen.close();

    await card.getByRole('button', { name: 'Standardtext verwenden' }).click();
    await toast(page, 'Es gilt wieder der Standardtext.').waitFor();
    expect(savedStatement()).toBeNull();
    expect(await text.inputValue()).toContain('teilweise barrierefrei');
  });

  it("staff open their tenant's statement from the back office's footer", async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterClerk);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
    await waitForPath(page, '/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }).waitFor();
    await main(page)
      .getByText(/teilweise barrierefrei/)
      .waitFor();
    await main(page)
      .getByText(/Eine Barriere im Bürgerportal selbst melden Sie bitte dem Support/)
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
