import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD, login, submitLogin, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, e2e } from './support/env.js';
import { extractLinks, waitForMail } from './support/maildev.js';
import { rowWith, toast } from './support/screen.js';

const FILL_ALL_FIELDS = 'Bitte füllen Sie alle Felder aus.';
const ACTIONS_UNSAVED = 'Der Nutzer muss zuerst gespeichert werden, damit Aktionen verfügbar sind.';

/** The success toast (a polite live region) with this text. */

async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Nutzer suchen' }).fill(text);
}

/** A row of the visible user table, found by a cell text. */

describeE2E('user management', () => {
  const session = useBrowser();

  // Other files log in as the waiting account and expect /pending: put it back as it was.
  afterAll(() => {
    withServerDb((db) => db.prepare('update app_user set approved = 0, status = 0 where email = ?').run(ACCOUNTS.pending));
  });

  it('the Musterstadt admin creates a user, finds it in the list, edits it and deletes it', async () => {
    const { page } = session;
    const stamp = Date.now();
    const email = `nina.neu.${stamp}@musterstadt.example`;
    const lastname = `Neu${stamp}`;

    // wide enough to see every column: on narrower screens Rollen and Position move into the row (lists-fit.e2e.ts)
    await page.setViewportSize({ width: 1920, height: 900 });
    await login(page, ACCOUNTS.musterAdmin);
    await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Nutzerverwaltung' }).click();
    await waitForPath(page, '/users');
    await page.getByRole('heading', { level: 1, name: 'Nutzerverwaltung' }).waitFor();
    const table = page.getByRole('table', { name: 'Alle Nutzer' });
    await rowWith(page, 'Sachs').waitFor();
    // TENANT_INDEPENDENCE (the Admin role holds every right): the tenant column comes first
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Mandant',
      'Vorname',
      'Nachname',
      'E-Mail',
      'Rollen',
      'Position',
      'Aktionen',
    ]);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Alle Nutzer', 'Nicht freigegebene Nutzer']);
    await expectNoAxeViolations(page);

    await searchUsers(page, 'Sachs');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    await page.getByRole('link', { name: 'Neuen Nutzer anlegen' }).click();
    await waitForPath(page, '/create-user');
    await page.getByRole('heading', { level: 1, name: 'Nutzer anlegen' }).waitFor();
    await page.getByRole('region', { name: 'Aktionen' }).getByText(ACTIONS_UNSAVED).waitFor();
    expect(await page.getByRole('combobox', { name: 'Mandant' }).inputValue()).toBe('Musterstadt');
    await page.getByRole('checkbox', { name: 'Verkehrsflächen', exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const save = page.getByRole('button', { name: 'Speichern' });
    await save.click();
    await page.getByRole('alert').filter({ hasText: FILL_ALL_FIELDS }).waitFor();
    expect(await page.getByLabel('E-Mail').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    const since = Date.now();
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Vorname').fill('Nina');
    await page.getByLabel('Nachname').fill(lastname);
    await page.getByLabel('Position').fill('Bauhof');
    await page.getByLabel('Rolle').selectOption({ label: 'Sachbearbeitung' });
    await page.getByRole('checkbox', { name: 'Verkehrsflächen', exact: true }).check();
    await page.getByLabel('Position').press('Enter');

    await waitForPath(page, '/users');
    await toast(page, 'Der Benutzer wurde angelegt').waitFor();
    // the new account gets a mail to set its password
    await waitForMail(email, { since });

    await searchUsers(page, lastname);
    const row = rowWith(page, lastname);
    await row.getByRole('cell', { name: 'Sachbearbeitung', exact: true }).waitFor();
    await row.getByRole('link', { name: `Bearbeiten (Nina ${lastname})` }).click();
    await waitForPath(page, '/edit-user');
    await page.getByRole('heading', { level: 1, name: 'Nutzer bearbeiten' }).waitFor();
    await expect.poll(() => page.getByLabel('E-Mail').inputValue()).toBe(email);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Verkehrsflächen', exact: true }).isChecked()).toBe(true);
    const actions = page.getByRole('region', { name: 'Aktionen' });
    await actions.getByRole('button', { name: 'Passwort zurücksetzen' }).waitFor();
    expect(await actions.getByText(ACTIONS_UNSAVED).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Position').fill('Grünflächenamt');
    await save.click();
    await waitForPath(page, '/users');
    await toast(page, 'Der Benutzer wurde aktualisiert').waitFor();
    await searchUsers(page, lastname);
    await rowWith(page, lastname).getByRole('cell', { name: 'Grünflächenamt', exact: true }).waitFor();

    await rowWith(page, lastname)
      .getByRole('link', { name: `Bearbeiten (Nina ${lastname})` })
      .click();
    await waitForPath(page, '/edit-user');
    await actions.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await toast(page, `Eine E-Mail zum Zurücksetzen des Passworts wurde an ${email} gesendet.`).waitFor();

    await actions.getByRole('button', { name: 'Nutzer löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Nutzer löschen' });
    await dialog.getByText(`Möchten Sie den Nutzer Nina ${lastname} wirklich löschen?`).waitFor();
    expect(await dialog.getByText('Hauptkonto').count()).toBe(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await waitForPath(page, '/users');
    await toast(page, `Der Benutzer Nina ${lastname} wurde gelöscht`).waitFor();
    await searchUsers(page, lastname);
    await page.getByText('Keine Nutzer gefunden.').waitFor();
  });

  it('the edit form warns before deleting a main account, and refuses a duplicate e-mail with the server message', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.goto('/users');
    await searchUsers(page, 'Bauer');
    await rowWith(page, 'Bauer').getByRole('link', { name: 'Bearbeiten (Bernd Bauer)' }).click();
    await waitForPath(page, '/edit-user');
    await expect.poll(() => page.getByLabel('E-Mail').inputValue()).toBe(ACCOUNTS.dorfAdmin);

    await page.getByRole('button', { name: 'Nutzer löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Nutzer löschen' });
    await dialog
      .getByText(
        'Bernd Bauer ist das Hauptkonto des Mandanten Beispieldorf. Beim Löschen werden auch alle anderen Nutzer dieses Mandanten gelöscht.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByLabel('E-Mail').fill(ACCOUNTS.musterAdmin);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('alert').filter({ hasText: 'Für diese E-Mail-Adresse besteht bereits ein Konto.' }).waitFor();
    expect(await page.getByLabel('E-Mail').getAttribute('aria-invalid')).toBe('true');
    await waitForPath(page, '/edit-user');
  });

  it("Support opens the Musterstadt main account's form: read only, saying why, with no actions to take", async () => {
    const { page } = session;
    const adminId = withServerDb(
      (db) => (db.prepare('select id from app_user where email = ?').get(ACCOUNTS.musterAdmin) as { id: number }).id,
    );
    await login(page, ACCOUNTS.support);
    await page.goto(`/edit-user?userId=${adminId}`);
    await expect.poll(() => page.getByLabel('E-Mail').inputValue()).toBe(ACCOUNTS.musterAdmin);
    await page
      .getByText(
        'Das Hauptkonto eines Mandanten können nur das Konto selbst, ein Admin des Mandanten oder ein Super-Admin ändern. Sie dürfen es nur ansehen.',
      )
      .waitFor();
    expect(await page.getByLabel('E-Mail').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Nutzer löschen' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('the Beispieldorf admin approves a registration from the Not approved tab; the user is mailed and can log in', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.dorfAdmin);
    await page.goto('/users');
    await page.getByRole('heading', { level: 1, name: 'Nutzerverwaltung' }).waitFor();
    await rowWith(page, 'Bauer').waitFor();

    const pendingTab = page.getByRole('tab', { name: 'Nicht freigegebene Nutzer' });
    await page.getByRole('tab', { name: 'Alle Nutzer' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pendingTab.getAttribute('aria-selected')).toBe('true');
    const table = page.getByRole('table', { name: 'Nicht freigegebene Nutzer' });
    const approve = table.getByRole('button', { name: 'Freigeben (Wilma Warte)' });
    await approve.waitFor();
    await expectNoAxeViolations(page);

    const since = Date.now();
    await approve.click();
    await toast(page, 'Das Konto von Wilma Warte wurde freigegeben.').waitFor();
    await expect.poll(() => table.getByRole('cell', { name: 'Warte', exact: true }).count()).toBe(0);

    const mail = await waitForMail(ACCOUNTS.pending, { since, subject: 'Ihr Konto wurde freigegeben' });
    expect(extractLinks(mail)).toContain(`${e2e().baseUrl}/login`);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await waitForPath(page, '/login');
    await submitLogin(page, ACCOUNTS.pending, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(new URL(page.url()).pathname).not.toBe('/pending');
    await page.getByRole('region', { name: 'Benutzerprofil' }).getByText('Wilma Warte', { exact: true }).waitFor();
  });

  it('works at 360 px: no sideways scrolling of the page on the list and the form', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, ACCOUNTS.musterAdmin);
    for (const path of ['/users', '/create-user']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // narrow screens show each row as a block of labelled values
      if (path === '/users') await page.getByText('sachbearbeitung@musterstadt.example').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
