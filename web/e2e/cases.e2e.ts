import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { CaseStats } from '../../contracts/schemas/case.js';
import { ACCOUNTS, login, TOKEN_STORAGE_KEY, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

const OPEN_STATES = ['Erstellt', 'In Bearbeitung'];
const CLOSED_STATES = ['Abgeschlossen', 'Abgelehnt', 'Zurückgezogen'];

/** The case cards as links (their names are "Fall <number>"). */
const caseLinks = (page: Page) => page.getByRole('region', { name: 'Fälle' }).getByRole('link', { name: /^Fall \d+$/ });
const badges = (page: Page) => page.getByRole('region', { name: 'Fälle' }).locator('.state-badge').allTextContents();
const loading = (page: Page) => page.getByRole('region', { name: 'Fälle' }).getByText('Wird geladen …');

/** Waits until the list has settled on this many cards. */
async function expectCards(page: Page, count: number): Promise<void> {
  await expect.poll(async () => (await loading(page).count()) === 0 && (await caseLinks(page).count()), { timeout: 10_000 }).toBe(count);
}

/** The stats as the server answers them for the logged-in user (the page's own token). */
const serverStats = (page: Page): Promise<CaseStats> =>
  page.evaluate(async (key) => {
    const token = localStorage.getItem(key) ?? '';
    const response = await fetch('/api/case/stats', {
      headers: { Authorization: token.startsWith('Bearer ') ? token : `Bearer ${token}` },
    });
    return (await response.json()) as CaseStats;
  }, TOKEN_STORAGE_KEY);

async function openCases(page: Page): Promise<void> {
  await login(page, ACCOUNTS.musterAdmin);
  await page.getByRole('link', { name: 'Fallverwaltung', exact: true }).click();
  await waitForPath(page, '/cases');
  await page.getByRole('heading', { level: 1, name: 'Fallverwaltung' }).waitFor();
}

describeE2E('case list', () => {
  const session = useBrowser();

  it('shows the server’s numbers on the tiles, and is accessible on a wide and a 360 px screen', async () => {
    const { page } = session;
    await openCases(page);
    const stats = await serverStats(page);
    const tiles = page.getByRole('region', { name: 'Übersicht' });
    for (const [label, count] of [
      ['Neu', stats.created],
      ['Aktiv', stats.inProgress],
      ['Abgeschlossen', stats.finished],
      ['Abgelehnt', stats.rejected],
    ] as const) {
      await tiles.getByRole('button', { name: `${label} ${count}` }).waitFor();
    }
    expect(stats.all).toBeGreaterThan(50);
    await expectCards(page, 50);
    await page.getByRole('button', { name: `Weitere laden (50 von ${stats.all})` }).waitFor();
    await expectNoAxeViolations(page);

    // a tile filters by its state
    await tiles.getByRole('button', { name: `Abgelehnt ${stats.rejected}` }).click();
    await expectCards(page, Math.min(stats.rejected, 50));
    expect(new Set(await badges(page))).toEqual(new Set(['Abgelehnt']));

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Unerreichbare Fälle weiterleiten' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  it('filters open and closed cases, sorts, searches and loads the second page on scrolling', async () => {
    const { page } = session;
    await openCases(page);
    const stats = await serverStats(page);
    const filter = page.getByLabel('Filter', { exact: true });

    await filter.selectOption({ label: 'Offene Fälle' });
    await expectCards(page, stats.open);
    expect((await badges(page)).every((badge) => OPEN_STATES.includes(badge))).toBe(true);

    await filter.selectOption({ label: 'Geschlossene Fälle' });
    const closed = stats.all - stats.open;
    await expectCards(page, 50);
    expect((await badges(page)).every((badge) => CLOSED_STATES.includes(badge))).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectCards(page, closed);
    expect((await badges(page)).every((badge) => CLOSED_STATES.includes(badge))).toBe(true);

    await page.getByLabel('Sortieren nach').selectOption({ label: 'Fallnummer' });
    await page.getByLabel('Reihenfolge').selectOption({ label: 'Aufsteigend' });
    await expectCards(page, 50);
    // each change reloads the list, and the page of the sort before can still be on screen: poll for the ascending page
    await expect
      .poll(async () => {
        const numbers = (await caseLinks(page).allTextContents()).map((name) => Number(name.replace('Fall ', '')));
        return { cards: numbers.length, outOfOrder: numbers.filter((number, i) => i > 0 && numbers[i - 1]! > number) };
      })
      .toEqual({ cards: 50, outOfOrder: [] });

    await page.getByRole('searchbox', { name: 'Fälle suchen' }).fill('Schlagloch');
    await expect.poll(async () => (await caseLinks(page).count()) < 50 && (await loading(page).count()) === 0).toBe(true);
    const descriptions = await page.getByRole('region', { name: 'Fälle' }).locator('.case-card__description').allTextContents();
    expect(descriptions.length).toBeGreaterThan(0);
    expect(descriptions.every((text) => /schlagloch/i.test(text))).toBe(true);

    await page.getByRole('searchbox', { name: 'Fälle suchen' }).fill('gibt es nicht');
    await page.getByText('Es wurden keine Fälle gefunden.').waitFor();
  });

  it('keeps filter, search, the loaded rows and the scroll position when a case is opened and the user comes back', async () => {
    const { page } = session;
    await openCases(page);
    const stats = await serverStats(page);
    const closed = stats.all - stats.open;

    await page.getByLabel('Filter', { exact: true }).selectOption({ label: 'Geschlossene Fälle' });
    // the first page of all cases stays on screen until the reload starts: scroll only once the closed ones are there
    await page.getByRole('button', { name: `Weitere laden (50 von ${closed})` }).waitFor();
    await expectCards(page, 50);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectCards(page, closed);

    // open a case of the second page, then come back with the browser's back button
    const deep = caseLinks(page).nth(closed - 5);
    await deep.scrollIntoViewIfNeeded();
    const name = await deep.textContent();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(1000);
    await deep.click();
    await waitForPath(page, '/edit-case');
    expect(new URL(page.url()).searchParams.get('caseId')).toMatch(/^\d+$/);
    await page.goBack();
    await waitForPath(page, '/cases');
    await expectCards(page, closed);
    expect(await page.getByLabel('Filter', { exact: true }).inputValue()).toBe('closed');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(
      await caseLinks(page)
        .nth(closed - 5)
        .textContent(),
    ).toBe(name);

    // with a search, and back through the menu this time
    await page.getByRole('searchbox', { name: 'Fälle suchen' }).fill('Straße');
    // the search waits for typing to stop, then loads: wait for the answer, not for the emptied list in between
    await expect
      .poll(async () => {
        const count = await caseLinks(page).count();
        return (await loading(page).count()) === 0 && count > 0 && count < closed;
      })
      .toBe(true);
    const found = await caseLinks(page).count();
    expect(found).toBeGreaterThan(10);
    const card = caseLinks(page).nth(found - 3);
    await card.scrollIntoViewIfNeeded();
    const searchScrollY = await page.evaluate(() => window.scrollY);
    await card.click();
    await waitForPath(page, '/edit-case');
    await page.getByRole('link', { name: 'Fallverwaltung', exact: true }).click();
    await waitForPath(page, '/cases');
    expect(await page.getByRole('searchbox', { name: 'Fälle suchen' }).inputValue()).toBe('Straße');
    expect(await page.getByLabel('Filter', { exact: true }).inputValue()).toBe('closed');
    await expectCards(page, found);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(searchScrollY);
  });

  it('exports the filtered list as CSV by keyboard, and keeps the list in its address', async () => {
    const { page } = session;
    await openCases(page);
    await page.getByLabel('Filter', { exact: true }).selectOption('open');
    const stats = await serverStats(page);
    await expectCards(page, Math.min(50, stats.created + stats.inProgress));
    await page.getByRole('button', { name: 'Exportieren' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^faelle-offene-\d{4}-\d{2}-\d{2}\.csv$/);
    // the browser runs as a server of its own: the file comes as a stream, not a local path
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [header, ...rows] = text.split('\r\n').filter((line) => line !== '');
    expect(header).toBe(
      'Nr.;Erstellt;Erstellt (ISO 8601);Status;Kategorie;Unterkategorie;Beschreibung;Bearbeiter;Frist;Frist (ISO 8601);Breite;Länge;Bewertung',
    );
    expect(rows).toHaveLength(stats.created + stats.inProgress);
    const shown = await caseLinks(page).allTextContents();
    expect(rows.slice(0, 3).map((row) => `Fall ${row.split(';')[0]}`)).toEqual(shown.slice(0, 3).map((name) => name.trim()));
    await page.getByText(/Die Datei faelle-offene-.*\.csv wurde heruntergeladen\./).waitFor();

    // the list is in the address: opened afresh (a bookmark, a colleague's link), it shows the same cases
    const address = page.url();
    expect(new URL(address).search).toBe('?filter=open&sort=createdAt&order=DESC');
    await page.goto(address);
    await expectCards(page, Math.min(50, stats.created + stats.inProgress));
    expect(await page.getByLabel('Filter', { exact: true }).inputValue()).toBe('open');
  });

  it('rejects two selected new cases at once, after asking, accessible, and the sidebar counts them at once', async () => {
    const { page } = session;
    await openCases(page);
    await page.getByLabel('Filter', { exact: true }).selectOption('CREATED');
    const before = await serverStats(page);
    await expectCards(page, Math.min(50, before.created));
    const boxes = page.getByRole('checkbox', { name: /^Fall \d+ auswählen$/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const bar = page.getByRole('region', { name: 'Auswahl' });
    await bar.getByText('2 ausgewählt').waitFor();
    await bar.getByRole('button', { name: 'Aktion für die Auswahl' }).focus();
    await page.keyboard.press('Enter');
    const rejectedShown = async () => Number(await page.locator('.sidebar__counter', { hasText: 'Abgelehnt' }).locator('dd').textContent());
    const rejectedBefore = await rejectedShown();
    await page.getByRole('menuitem', { name: 'Status: Abgelehnt' }).click();
    const dialog = page.getByRole('alertdialog', { name: '2 Fälle ändern' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Ausführen' }).click();
    await bar.getByText('2 von 2 Fällen geändert.').waitFor();
    await expect.poll(rejectedShown).toBe(rejectedBefore + 2);
    await expect.poll(async () => (await serverStats(page)).created).toBe(before.created - 2);
    await expectNoAxeViolations(page);
  });

  it('shows the open cases on a clustered map, a marker card opens the case file, and the view is in the address', async () => {
    const { page } = session;
    await openCases(page);
    await page.getByLabel('Filter', { exact: true }).selectOption('open');
    const stats = await serverStats(page);
    await page.getByRole('radio', { name: 'Landkarte' }).check();
    const map = page.getByRole('region', { name: 'Fälle auf der Landkarte' });
    await map.getByText(`${stats.created + stats.inProgress} Fälle auf der Landkarte.`, { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    await map.locator('.map-cluster, .case-map__marker').first().waitFor();
    await expectNoAxeViolations(page);
    // zoom into the first group until single markers show, then open one's card
    for (let i = 0; i < 6 && (await map.locator('.case-map__marker').count()) === 0; i++) {
      await map.locator('.map-cluster').first().click();
      await page.waitForTimeout(400);
    }
    await map.locator('.case-map__marker').first().click();
    await map.locator('.case-map__popup a').click();
    await waitForPath(page, '/edit-case');
  });

  it('prints the list and a case file without navigation or controls, with the case’s data, notes and photos', async () => {
    const { page } = session;
    await openCases(page);
    await expectCards(page, 50);
    await page.emulateMedia({ media: 'print' });
    try {
      for (const hidden of ['.header', '.sidebar', '.case-controls', '.case-bulk', '.case-view'])
        expect(await page.locator(hidden).first().isVisible()).toBe(false);
      expect(await caseLinks(page).first().isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
      await caseLinks(page).first().click();
      await waitForPath(page, '/edit-case');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.sidebar').isVisible()).toBe(false);
      expect(await page.locator('.note-editor').isVisible()).toBe(false);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await page.locator('.case-file').isVisible()).toBe(true);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
