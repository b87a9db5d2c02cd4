import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, location, login, storedToken, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, e2e, url } from './support/env.js';
import { extractLinks, waitForMail, type CaughtMail } from './support/maildev.js';
import { rowWith, searchList, toast } from './support/screen.js';
import { visibleMenu } from './support/shell.js';

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const save = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true });

const boundaryCard = (page: Page) => page.getByRole('region', { name: 'Grenzen der Promotion' });
const boundaryMap = (page: Page) => page.getByRole('region', { name: 'Karte der Promotionsgrenzen' });
const points = (page: Page) => boundaryCard(page).getByRole('listitem');

/** Clicks the map at a fraction of its size, as a person draws a point. */
async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const map = boundaryMap(page);
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * x, y: box.height * y } });
}

/** Chooses a tenant in the searchable "Mandant" picker as a keyboard user does. */
async function chooseTenant(page: Page, typed: string, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Mandant' });
  await picker.fill(typed);
  await page.getByRole('option', { name }).waitFor();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  expect(await picker.inputValue()).toBe(name);
}

/** Every mail maildev caught with this subject. */
async function mailsWithSubject(subject: string): Promise<CaughtMail[]> {
  const response = await fetch(`${e2e().maildevUrl}/api/email`);
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.subject === subject);
}

/** The addresses a broadcast goes to: correspondents whose address is not blocked (as the server counts them). */
const broadcastRecipients = () =>
  withServerDb((db) =>
    (
      db
        .prepare(
          'select distinct c.email from correspondent c where not exists (select 1 from newsletter_block b where b.email = c.email) order by c.email',
        )
        .all() as Array<{ email: string }>
    ).map((row) => row.email),
  );

const NEW_CONTACT = { first: 'Erika', last: 'Endtest', email: 'erika.endtest@musterstadt.example' };
const THROWAWAY = 'e2e.sperre@example.org';

describeE2E('super admin: promotions, contacts, block list and broadcast', () => {
  const session = useBrowser();

  it('creates a promotion by drawing its area on the map, edits and deletes it', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Promotions' }).click();
    await waitForPath(page, '/promotions');
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await rowWith(page, 'Frühjahrsputz Musterstadt').waitFor();
    expect(await page.getByRole('table', { name: 'Promotions' }).getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Zeitraum',
      'Aktionen',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neue Promotion erstellen' }).click();
    await waitForPath(page, '/create-promotion');
    await page.getByRole('heading', { level: 1, name: 'Promotion anlegen' }).waitFor();
    await boundaryMap(page).waitFor();
    await expectNoAxeViolations(page);

    // the four rules of docs/product/super-admin.md#promotion-validation-rules, the first failing one each time
    await save(page).click();
    await alert(page, 'Bitte geben Sie einen Namen für die Promotion ein.').waitFor();
    await page.getByRole('textbox', { name: 'Bezeichnung' }).fill('Sommer-Rallye E2E');
    await save(page).click();
    await alert(page, 'Bitte geben Sie ein Startdatum für die Promotion an.').waitFor();
    await page.getByRole('textbox', { name: 'Beginn', exact: true }).fill('2026.07.01 08:00');
    await save(page).click();
    await alert(page, 'Bitte geben Sie ein Enddatum für die Promotion an.').waitFor();
    await page.getByRole('textbox', { name: 'Ende', exact: true }).fill('2026.08.31 20:00');
    await save(page).click();
    await alert(page, 'Bitte markieren Sie die Grenzen der Promotion.').waitFor();
    await expectNoAxeViolations(page);

    await clickMap(page, 0.3, 0.3);
    await clickMap(page, 0.7, 0.35);
    await clickMap(page, 0.5, 0.7);
    await expect.poll(() => points(page).count()).toBe(3);
    await page.getByRole('checkbox', { name: 'Bereits registrierte Geräte zulassen' }).check();
    await save(page).click();
    await waitForPath(page, '/promotions');
    await toast(page, 'Die Promotion wurde gespeichert.').waitFor();
    const created = rowWith(page, 'Sommer-Rallye E2E');
    await created.waitFor();
    expect(await created.getByRole('cell').allTextContents()).toContain('2026.07.01 08:00 – 2026.08.31 20:00');

    await created.getByRole('link', { name: 'Bearbeiten (Sommer-Rallye E2E)' }).click();
    await waitForPath(page, '/edit-promotion');
    expect(location(page)).toMatch(/^\/edit-promotion\?promotionId=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Promotion bearbeiten' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Beginn', exact: true }).inputValue()).toBe('2026.07.01 08:00');
    expect(await page.getByRole('checkbox', { name: 'Bereits registrierte Geräte zulassen' }).isChecked()).toBe(true);
    await expect.poll(() => points(page).count()).toBe(3);
    await expectNoAxeViolations(page);
    await boundaryCard(page).getByRole('button', { name: 'Letzten Punkt entfernen' }).click();
    await expect.poll(() => points(page).count()).toBe(2);
    await save(page).click();
    await alert(page, 'Bitte markieren Sie die Grenzen der Promotion.').waitFor();
    await clickMap(page, 0.4, 0.75);
    await expect.poll(() => points(page).count()).toBe(3);
    await page.getByRole('textbox', { name: 'Ende', exact: true }).fill('2026.09.30 18:00');
    await save(page).click();
    await waitForPath(page, '/promotions');
    await toast(page, 'Die Promotion wurde aktualisiert.').waitFor();
    const edited = rowWith(page, 'Sommer-Rallye E2E');
    // the list loads after the redirect: poll for the row instead of reading it once
    await expect.poll(() => edited.getByRole('cell').allTextContents()).toContain('2026.07.01 08:00 – 2026.09.30 18:00');

    await edited.getByRole('button', { name: 'Löschen (Sommer-Rallye E2E)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Promotion löschen' });
    await dialog.getByText('Wollen Sie die Promotion „Sommer-Rallye E2E“ wirklich löschen?').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Die Promotion wurde gelöscht.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowWith(page, 'Frühjahrsputz Musterstadt').waitFor();
    expect(await rowWith(page, 'Sommer-Rallye E2E').count()).toBe(0);
  });

  it('adds a contact, blocks its address and removes another address from the block list', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Korrespondenz' }).click();
    await waitForPath(page, '/correspondents');
    await page.getByRole('heading', { level: 1, name: 'Kontaktverwaltung' }).waitFor();
    const all = page.getByRole('table', { name: 'Alle Adressen' });
    await all.getByRole('row').nth(1).waitFor();
    expect(await all.getByRole('columnheader').allTextContents()).toEqual(['Name', 'E-Mail', 'Mandant', 'Titel', 'Aktionen']);
    // sorted by tenant name: Beispieldorf before Bürgerportal Betrieb before Musterstadt
    const tenants = await all.locator('td[data-label="Mandant"]').allTextContents();
    expect(tenants).toEqual([...tenants].sort((a, b) => a.localeCompare(b, 'de')));
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neuen Kontakt anlegen' }).click();
    await waitForPath(page, '/create-correspondent');
    await page.getByRole('heading', { level: 1, name: 'Korrespondent anlegen' }).waitFor();
    await expectNoAxeViolations(page);
    await save(page).click();
    await alert(page, 'E-Mail ist erforderlich').waitFor();
    const email = page.getByRole('textbox', { name: 'E-Mail', exact: true });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('erika@');
    await save(page).click();
    await alert(page, 'E-Mail muss gültig sein').waitFor();
    await email.fill(NEW_CONTACT.email);
    await page.getByRole('textbox', { name: 'Vorname' }).fill(NEW_CONTACT.first);
    await page.getByRole('textbox', { name: 'Nachname' }).fill(NEW_CONTACT.last);
    await chooseTenant(page, 'Muster', 'Musterstadt');
    await page.getByRole('textbox', { name: 'Titel' }).fill('Testbeauftragte');
    await expectNoAxeViolations(page);
    await save(page).click();
    await waitForPath(page, '/correspondents');
    await toast(page, 'Der Kontakt wurde angelegt.').waitFor();
    await searchList(page, 'Kontakte suchen', 'Endtest');
    const contact = rowWith(page, 'Endtest, Erika');
    await contact.waitFor();
    expect(await contact.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([NEW_CONTACT.email, 'Musterstadt', 'Testbeauftragte']),
    );

    await contact.getByRole('link', { name: 'Bearbeiten (Endtest, Erika)' }).click();
    await waitForPath(page, '/edit-correspondent');
    expect(location(page)).toMatch(/^\/edit-correspondent\?correspondentId=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Korrespondent bearbeiten' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Mandant' }).inputValue()).toBe('Musterstadt');
    const title = page.getByRole('textbox', { name: 'Titel' });
    expect(await title.inputValue()).toBe('Testbeauftragte');
    await expectNoAxeViolations(page);
    await title.fill('Prüfbeauftragte');
    await title.press('Enter');
    await waitForPath(page, '/correspondents');
    await toast(page, 'Der Kontakt wurde aktualisiert.').waitFor();
    await searchList(page, 'Kontakte suchen', 'Endtest');
    await expect.poll(() => rowWith(page, 'Endtest, Erika').getByRole('cell').allTextContents()).toContain('Prüfbeauftragte');

    // the blocked tab has its own create button, to the block list form
    await page.getByRole('searchbox', { name: 'Kontakte suchen' }).fill('');
    await page.getByRole('tab', { name: 'Blockierte Adressen' }).click();
    expect(location(page)).toBe('/correspondents?tab=blocked');
    await rowWith(page, 'werbung@spam.example').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Adresse blockieren' }).click();
    await waitForPath(page, '/create-mailblock');
    await page.getByRole('heading', { level: 1, name: 'E-Mail-Sperre anlegen' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(NEW_CONTACT.email);
    await save(page).click();
    await toast(page, `Die Adresse ${NEW_CONTACT.email} wurde blockiert.`).waitFor();
    expect(location(page)).toBe('/correspondents?tab=blocked');
    // the list reloads after the redirect: wait for the new row rather than reading the old page
    await expect.poll(() => rowWith(page, NEW_CONTACT.email).getByRole('cell').allTextContents()).toContain('Manuell blockiert');

    await page.getByRole('link', { name: 'Adresse blockieren' }).click();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(THROWAWAY);
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).press('Enter');
    await toast(page, `Die Adresse ${THROWAWAY} wurde blockiert.`).waitFor();
    await rowWith(page, THROWAWAY)
      .getByRole('button', { name: `Entfernen (${THROWAWAY})` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Adresse entfernen' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Entfernen' }).click();
    await toast(page, `Die Adresse ${THROWAWAY} wurde von der Sperrliste entfernt.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // removing reloads the list, whose old rows can still be on screen: wait until they are gone, then read the new ones
    await rowWith(page, THROWAWAY).waitFor({ state: 'detached' });
    await rowWith(page, NEW_CONTACT.email).waitFor();
    expect(await rowWith(page, THROWAWAY).count()).toBe(0);

    // the contact is still listed, marked as blocked
    await page.getByRole('tab', { name: 'Alle Adressen' }).click();
    await searchList(page, 'Kontakte suchen', 'Endtest');
    await expect
      .poll(() => rowWith(page, 'Endtest, Erika').getByRole('cell').allTextContents())
      .toContain(`${NEW_CONTACT.email} (blockiert)`);
  });

  it('sends a test and then a broadcast to every contact whose address is not blocked', async () => {
    const { page } = session;
    const subject = `E2E-Rundschreiben ${Date.now()}`;
    await login(page, ACCOUNTS.superAdmin);
    await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Broadcast' }).click();
    await waitForPath(page, '/create-broadcast');
    await page.getByRole('heading', { level: 1, name: 'Broadcast erstellen' }).waitFor();
    const test = page.getByRole('button', { name: 'Test senden' });
    expect(await test.isDisabled()).toBe(true);
    expect(await save(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Betreff und Titel' }).fill(subject);
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Liebe Kontakte,\n\ndies ist eine Nachricht aus dem Browsertest.');
    expect(await test.isDisabled()).toBe(false);
    const testSince = Date.now();
    await test.click();
    await toast(page, `Die Testnachricht wurde an ${ACCOUNTS.superAdmin} gesendet.`).waitFor();
    const testMail = await waitForMail(ACCOUNTS.superAdmin, { since: testSince, subject: `[Test] ${subject}` });
    expect(testMail.text).toContain('dies ist eine Nachricht aus dem Browsertest.');

    const recipients = broadcastRecipients();
    expect(recipients).not.toContain(NEW_CONTACT.email);
    expect(recipients.length).toBeGreaterThan(10);
    await save(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'Broadcast abschicken' });
    await dialog.getByText('Soll der Broadcast jetzt an die Kontakte aller Mandanten verschickt werden?').waitFor();
    await expectNoAxeViolations(page);
    // a double click sends once: the button is disabled as soon as the call starts
    await dialog.getByRole('button', { name: 'An alle Mandanten senden' }).dblclick();
    await toast(page, `Der Broadcast wird an ${recipients.length} Empfänger verschickt.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(async () => (await mailsWithSubject(subject)).length, { timeout: 30_000, interval: 500 }).toBe(recipients.length);
    const mails = await mailsWithSubject(subject);
    expect(mails.flatMap((mail) => mail.to.map((to) => to.address.toLowerCase())).sort()).toEqual([...recipients].sort());
    expect(extractLinks(mails[0]!).some((link) => link.includes('/api/newsletter/unsubscribe?token='))).toBe(true);
    expect(withServerDb((db) => db.prepare('select recipients from broadcast where subject = ?').all(subject))).toEqual([
      { recipients: recipients.length },
    ]);
  });

  it('the lists and forms fit a 360 px wide screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, ACCOUNTS.superAdmin);
    for (const [path, heading] of [
      ['/promotions', 'Promotions'],
      ['/create-promotion', 'Promotion anlegen'],
      ['/correspondents', 'Kontaktverwaltung'],
      ['/create-correspondent', 'Korrespondent anlegen'],
      ['/create-mailblock', 'E-Mail-Sperre anlegen'],
      ['/create-broadcast', 'Broadcast erstellen'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (path === '/create-promotion') await boundaryMap(page).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
  });
});

describeE2E('super admin areas for a tenant admin', () => {
  const session = useBrowser();

  it('shows no super admin menu entries, and the API answers 403', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    const entries = (await visibleMenu(page)).flatMap((group) => group.entries);
    expect(entries).toContain('Nutzerverwaltung');
    for (const entry of ['Promotions', 'Korrespondenz', 'Broadcast']) expect(entries).not.toContain(entry);

    const headers = { Authorization: `Bearer ${await storedToken(page)}` };
    const calls = [
      page.request.get(url('/api/promotion'), { headers }),
      page.request.get(url('/api/correspondent'), { headers }),
      page.request.get(url('/api/newsletter'), { headers }),
      page.request.post(url('/api/tenant/broadcast/test'), { headers, data: { subject: 'x', message: 'y' } }),
      page.request.post(url('/api/tenant/broadcast'), { headers, data: { subject: 'x', message: 'y' } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status(), response.url()).toBe(403);

    // typed into the address bar, the screen says the page is not for them (no half-working screen)
    await page.goto('/promotions');
    await page.getByRole('heading', { level: 1, name: 'Kein Zugriff' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
