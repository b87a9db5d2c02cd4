import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { png } from '../../server/test/images.js';
import { ACCOUNTS, location, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E, e2e } from './support/env.js';
import { extractLinks, waitForMail } from './support/maildev.js';

/** Musterstadt's address for approval requests (fixtures/demo/platform.json: emailNotificationApproveBis). */
const APPROVAL_ADDRESS = 'freigabe@musterstadt.example';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const main = (page: Page) => page.getByRole('main');

/** Narrows a list with its search box and waits for the answer. */
async function search(page: Page, label: string, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: label }).fill(text);
  await answered;
}

/** Clicks the map at a fraction of its size, as a person draws a point. */
async function clickMap(page: Page, name: string, x: number, y: number): Promise<void> {
  const map = page.getByRole('region', { name });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * x, y: box.height * y } });
}

/** Waits until the map's point list shows `count` points. */
const pointsDrawn = (page: Page, count: number) =>
  page
    .getByRole('list', { name: 'Punkte' })
    .getByRole('listitem')
    .nth(count - 1)
    .waitFor();

/** Opens the create form and fills what every type needs: title, type, category, description. */
async function startItem(page: Page, headline: string, type: string, category: string): Promise<void> {
  await page.goto('/create-buergerinfo');
  await page.getByRole('heading', { level: 1, name: 'Bürgerinformation anlegen' }).waitFor();
  await page.getByRole('textbox', { name: 'Titel' }).fill(headline);
  const types = page.getByRole('combobox', { name: 'Typ' });
  await types.getByRole('option', { name: type }).waitFor({ state: 'attached' });
  await types.selectOption({ label: type });
  const categories = page.getByRole('combobox', { name: 'Kategorie' });
  await categories.getByRole('option', { name: category }).waitFor({ state: 'attached' });
  await categories.selectOption({ label: category });
  await page.getByRole('textbox', { name: 'Beschreibung' }).click();
  await page.keyboard.type(`${headline}: alle Einzelheiten für die Bürgerinnen und Bürger.`);
}

/** Saves with the given button and checks the message and the list's row. */
async function saveAndFind(page: Page, button: string, message: string, headline: string, status: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await waitForPath(page, '/buergerinfos');
  await toast(page, message).waitFor();
  await search(page, 'Bürgerinformationen suchen', headline);
  await row(page, headline).getByRole('cell', { name: status, exact: true }).waitFor();
}

describeE2E('citizen information', () => {
  const session = useBrowser();

  it('creates a category with an icon, which brings its variable rights into the roles matrix; deleting removes them', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/buergerinfo-categories');
    await page.getByRole('heading', { level: 1, name: 'Informationskategorieverwaltung' }).waitFor();
    await row(page, 'Veranstaltungen').waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Mandant', 'Name', 'Aktionen']);
    // a category in use may be edited but not deleted
    await row(page, 'Veranstaltungen').getByRole('link', { name: 'Bearbeiten (Veranstaltungen)' }).waitFor();
    expect(
      await row(page, 'Veranstaltungen')
        .getByRole('button', { name: /Löschen/ })
        .count(),
    ).toBe(0);
    await row(page, 'Veranstaltungen').locator('svg.icon-glyph').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neue Kategorie erstellen' }).click();
    await waitForPath(page, '/create-bis-category');
    await page.getByRole('heading', { level: 1, name: 'Kategorie der Bürgerinformationen anlegen' }).waitFor();
    const iconSearch = page.getByRole('searchbox', { name: 'Symbol suchen (englisch)' });
    await iconSearch.waitFor();
    expect(await page.getByRole('combobox', { name: 'Mandant' }).inputValue()).toBe('Musterstadt');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Name' }).fill('E2E Feste');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('alert').getByText('Bitte wählen Sie ein Symbol aus.').waitFor();
    expect(await iconSearch.evaluate((input) => input === document.activeElement)).toBe(true);
    await iconSearch.fill('party popper');
    const icons = page.getByRole('radiogroup', { name: 'Symbole' });
    await icons.getByRole('radio', { name: 'party popper' }).waitFor({ state: 'attached' });
    // by keyboard: into the group, the first match is chosen with Space
    await iconSearch.press('Tab');
    await page.keyboard.press('Space');
    expect(await icons.getByRole('radio', { name: 'party popper' }).isChecked()).toBe(true);
    await page.getByText('Gewähltes Symbol: party popper').waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/buergerinfo-categories');
    await toast(page, 'Die Kategorie wurde angelegt.').waitFor();

    await search(page, 'Kategorien suchen', 'E2E Feste');
    await row(page, 'E2E Feste').locator('svg.icon-glyph.lucide-party-popper').waitFor();
    await row(page, 'E2E Feste').getByRole('link', { name: 'Bearbeiten (E2E Feste)' }).click();
    await waitForPath(page, '/edit-bis-category');
    expect(location(page)).toMatch(/^\/edit-bis-category\?categoryId=\d+$/);
    expect(await page.getByRole('radio', { name: 'party popper' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Mandant' }).getAttribute('readonly')).not.toBeNull();

    await page.goto('/roles');
    const section = main(page).getByRole('table', { name: 'Bürgerinformationssystem: Kategorie „E2E Feste“' });
    await section.waitFor();
    expect(await section.getByRole('rowheader').allTextContents()).toEqual(['Anlegen', 'Bearbeiten', 'Löschen', 'Freigeben']);

    await page.goto('/buergerinfo-categories');
    await search(page, 'Kategorien suchen', 'E2E Feste');
    await row(page, 'E2E Feste').getByRole('button', { name: 'Löschen (E2E Feste)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Kategorie löschen' });
    await dialog.getByText('Möchten Sie die Kategorie „E2E Feste“ wirklich löschen?').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Die Kategorie "E2E Feste" wurde gelöscht.').waitFor();
    await row(page, 'E2E Feste').waitFor({ state: 'detached' });

    await page.goto('/roles');
    await main(page).getByRole('table', { name: 'Bürgerinformationssystem: Kategorie „Veranstaltungen“' }).waitFor();
    expect(await section.count()).toBe(0);
  });

  it('shows the first failing check of docs/product/citizen-information.md#validation-order and publishes a text item with its title image', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/buergerinfos');
    await page.getByRole('heading', { level: 1, name: 'Bürgerinformationen' }).waitFor();
    await row(page, 'Stadtfest auf dem Marktplatz').waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Mandant',
      'Name',
      'Typ',
      'Kategorie',
      'Status',
      'Datum',
      'Zuletzt bearbeitet von',
      'Aktionen',
    ]);
    // the wide table fits: its less important columns move into the row (lists-fit.e2e.ts); the page does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neue Bürgerinformation erstellen' }).click();
    await waitForPath(page, '/create-buergerinfo');
    await page.getByRole('region', { name: 'Aktionen' }).getByText('sobald die Bürgerinformation gespeichert ist').waitFor();
    await page.getByRole('region', { name: 'Karte mit dem Ort der Bürgerinformation' }).waitFor();
    await page.getByRole('textbox', { name: 'Beschreibung' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Speichern und Freigabe anfragen' }).click();
    await page.getByRole('alert').getByText('Der Titel der Bürgerinformation darf nicht leer sein.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Titel' }).evaluate((input) => input === document.activeElement)).toBe(true);

    await startItem(page, 'E2E Neue Sprechzeiten', 'Text', 'Bekanntmachungen');
    await page.getByRole('button', { name: 'Speichern und veröffentlichen' }).waitFor();
    await page.getByRole('button', { name: 'Speichern und veröffentlichen' }).click();
    await page.getByRole('alert').getByText('Für diesen Typen muss ein Titelbild hinterlegt werden.').waitFor();
    const image = page.getByRole('group', { name: 'Titelbild' });
    await image.locator('input[type=file]').setInputFiles({ name: 'sprechzeiten.png', mimeType: 'image/png', buffer: png() });
    await image.getByRole('img', { name: 'Bild 1' }).waitFor();
    await saveAndFind(
      page,
      'Speichern und veröffentlichen',
      'Die Bürgerinformation wurde erstellt und veröffentlicht.',
      'E2E Neue Sprechzeiten',
      'Veröffentlicht',
    );
  });

  it('publishes an event (dates preset a year apart) and a survey item', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await startItem(page, 'E2E Sommerkonzert', 'Veranstaltung', 'Veranstaltungen');
    const start = await page.getByRole('textbox', { name: 'Startdatum' }).inputValue();
    const end = await page.getByRole('textbox', { name: 'Enddatum' }).inputValue();
    expect(start).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(end.slice(4)).toBe(start.slice(4));
    await page.getByRole('textbox', { name: 'Startdatum' }).fill('2026.08.15 19:30');
    await page.getByRole('textbox', { name: 'Enddatum' }).fill('2026.08.15 22:00');
    await page.getByRole('textbox', { name: 'Ortsangabe' }).fill('Rathausplatz');
    await clickMap(page, 'Karte mit dem Ort der Bürgerinformation', 0.5, 0.5);
    await page.getByText(/^Gewählter Ort:/).waitFor();
    await saveAndFind(
      page,
      'Speichern und veröffentlichen',
      'Die Bürgerinformation wurde erstellt und veröffentlicht.',
      'E2E Sommerkonzert',
      'Veröffentlicht',
    );

    await startItem(page, 'E2E Meinung zum Spielplatz', 'Umfrage', 'Bürgerbeteiligung');
    const surveys = page.getByRole('combobox', { name: 'Umfrage' });
    await surveys.getByRole('option', { name: 'Neugestaltung des Marktplatzes' }).waitFor({ state: 'attached' });
    await surveys.selectOption({ label: 'Neugestaltung des Marktplatzes' });
    await saveAndFind(
      page,
      'Speichern und veröffentlichen',
      'Die Bürgerinformation wurde erstellt und veröffentlicht.',
      'E2E Meinung zum Spielplatz',
      'Veröffentlicht',
    );
  });

  it('publishes a line and an area drawn on the map', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await startItem(page, 'E2E Sperrung Lindenstraße', 'Karte mit Linie', 'Baustellen');
    const lineMap = 'Karte mit der Linie der Bürgerinformation';
    await page.getByRole('region', { name: lineMap }).waitFor();
    await clickMap(page, lineMap, 0.3, 0.4);
    await page.getByRole('button', { name: 'Speichern und veröffentlichen' }).click();
    await page.getByRole('alert').getByText('Sie müssen eine Linie (mind. 2 Punkte) auf der Karte darstellen.').waitFor();
    await clickMap(page, lineMap, 0.7, 0.5);
    await pointsDrawn(page, 2);
    await expectNoAxeViolations(page);
    await saveAndFind(
      page,
      'Speichern und veröffentlichen',
      'Die Bürgerinformation wurde erstellt und veröffentlicht.',
      'E2E Sperrung Lindenstraße',
      'Veröffentlicht',
    );

    await startItem(page, 'E2E Blühwiese am See', 'Karte mit Fläche', 'Umwelt & Grün');
    const areaMap = 'Karte mit der Fläche der Bürgerinformation';
    await page.getByRole('region', { name: areaMap }).waitFor();
    await clickMap(page, areaMap, 0.3, 0.3);
    await clickMap(page, areaMap, 0.7, 0.35);
    await clickMap(page, areaMap, 0.5, 0.7);
    await pointsDrawn(page, 3);
    await saveAndFind(
      page,
      'Speichern und veröffentlichen',
      'Die Bürgerinformation wurde erstellt und veröffentlicht.',
      'E2E Blühwiese am See',
      'Veröffentlicht',
    );

    await row(page, 'E2E Blühwiese am See').getByRole('link', { name: 'Bearbeiten (E2E Blühwiese am See)' }).click();
    await waitForPath(page, '/edit-buergerinfo');
    await pointsDrawn(page, 3);
    expect(await page.getByRole('list', { name: 'Punkte' }).getByRole('listitem').count()).toBe(3);
  });

  it('asks for approval as Sachbearbeitung; the admin is mailed, publishes it, takes it back and deletes it', async () => {
    const { page } = session;
    const headline = 'E2E Laternenfest der Grundschule';
    await login(page, ACCOUNTS.musterClerk);
    await startItem(page, headline, 'Veranstaltung', 'Veranstaltungen');
    await page.getByRole('button', { name: 'Speichern und Freigabe anfragen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Speichern und veröffentlichen' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Mandant' }).count()).toBe(0);
    const since = Date.now();
    await saveAndFind(
      page,
      'Speichern und Freigabe anfragen',
      'Die Bürgerinformation wurde erstellt und die Freigabe wurde angefragt.',
      headline,
      'In Überprüfung',
    );
    // the clerk may edit but not delete in this category
    expect(
      await row(page, headline)
        .getByRole('button', { name: /Löschen/ })
        .count(),
    ).toBe(0);
    const mail = await waitForMail(APPROVAL_ADDRESS, { since, subject: `Freigabe angefragt: ${headline}` });
    const link = extractLinks(mail).find((href) => href.includes('/edit-buergerinfo?infoId='));
    expect(link).toBeTruthy();

    const adminContext = await session.context
      .browser()!
      .newContext({ baseURL: e2e().baseUrl, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    try {
      const admin = await adminContext.newPage();
      await login(admin, ACCOUNTS.musterAdmin);
      await admin.goto(new URL(link!).pathname + new URL(link!).search);
      await admin.getByRole('heading', { level: 1, name: 'Bürgerinformation bearbeiten' }).waitFor();
      expect(await admin.getByRole('textbox', { name: 'Titel' }).inputValue()).toBe(headline);
      const publish = admin.getByRole('button', { name: 'Speichern und veröffentlichen' });
      await publish.waitFor();
      expect(await admin.getByRole('button', { name: 'Als Entwurf speichern' }).count()).toBe(0);
      const qr = admin.getByRole('img', { name: `QR-Code mit der Adresse der Bürgerinformation „${headline}“` });
      await qr.waitFor();
      await admin.waitForFunction((alt) => {
        const image = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
        return image?.complete && image.naturalWidth === 200;
      }, `QR-Code mit der Adresse der Bürgerinformation „${headline}“`);
      expect(await admin.getByRole('link', { name: 'QR-Code herunterladen' }).getAttribute('download')).toMatch(/\.png$/);
      await expectNoAxeViolations(admin);
      await saveAndFind(admin, 'Speichern und veröffentlichen', 'Die Bürgerinformation wurde bearbeitet.', headline, 'Veröffentlicht');

      await row(admin, headline)
        .getByRole('link', { name: `Bearbeiten (${headline})` })
        .click();
      await admin.getByRole('button', { name: 'Nicht mehr veröffentlichen' }).click();
      await waitForPath(admin, '/buergerinfos');
      await toast(admin, "Die Bürgerinformation wurde auf den Status 'Entwurf' zurückgesetzt.").waitFor();
      await search(admin, 'Bürgerinformationen suchen', headline);
      await row(admin, headline).getByRole('cell', { name: 'Entwurf', exact: true }).waitFor();

      await row(admin, headline)
        .getByRole('button', { name: `Löschen (${headline})` })
        .click();
      const dialog = admin.getByRole('alertdialog', { name: 'Bürgerinformation löschen' });
      await expectNoAxeViolations(admin);
      await dialog.getByRole('button', { name: 'Löschen' }).click();
      await toast(admin, `Die Bürgerinformation "${headline}" wurde gelöscht`).waitFor();
      await row(admin, headline).waitFor({ state: 'detached' });
    } finally {
      await adminContext.close();
    }
  });

  it('the lists and forms fit a 360 px wide screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, ACCOUNTS.musterAdmin);
    for (const [path, heading] of [
      ['/buergerinfo-categories', 'Informationskategorieverwaltung'],
      ['/create-bis-category', 'Kategorie der Bürgerinformationen anlegen'],
      ['/buergerinfos', 'Bürgerinformationen'],
      ['/create-buergerinfo', 'Bürgerinformation anlegen'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
