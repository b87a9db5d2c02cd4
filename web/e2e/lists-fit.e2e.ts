import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD, login } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';
import { main } from './support/screen.js';

/** The laptop screen (1366×768) where the Bürgerinformationen list hid its actions behind a scrollbar. */
const SCREEN = { width: 1366, height: 800 };

interface ListScreen {
  path: string;
  /** the table's accessible name (its caption, also the name of its scroll region) */
  table: string;
  /** a tab to open first */
  tab?: string;
}

/** Every list of the back office, as the super admin sees it: with the tenant column wherever there is one. */
const LISTS: ListScreen[] = [
  { path: '/users', table: 'Alle Nutzer' },
  { path: '/users', tab: 'Nicht freigegebene Nutzer', table: 'Nicht freigegebene Nutzer' },
  { path: '/tenants', table: 'Mandanten' },
  { path: '/categories', table: 'Kategorien' },
  { path: '/tags', table: 'Unterkategorien' },
  { path: '/buergerinfo-categories', table: 'Informationskategorieverwaltung' },
  { path: '/buergerinfos', table: 'Bürgerinformationen' },
  { path: '/surveys', table: 'Umfragen' },
  { path: '/promotions', table: 'Promotions' },
  { path: '/correspondents', table: 'Alle Adressen' },
  { path: '/correspondents', tab: 'Blockierte Adressen', table: 'Blockierte Adressen' },
];

/** How far the page and the table's region scroll sideways (0 when they fit). */
const overflow = (region: Locator) =>
  region.evaluate((element) => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    region: element.scrollWidth - element.clientWidth,
  }));

/** Asserts that the table fits without scrolling sideways and that its first row's actions are on screen. */
async function expectFits(page: Page, name: string): Promise<void> {
  const region = main(page).getByRole('region', { name, exact: true });
  const table = region.getByRole('table', { name, exact: true });
  const firstRow = table.getByRole('row').nth(1);
  await firstRow.waitFor();
  expect(await overflow(region), name).toEqual({ page: 0, region: 0 });

  const viewport = page.viewportSize()!;
  const actionsHeader = (await table.getByRole('columnheader').last().boundingBox())!;
  expect(actionsHeader.x + actionsHeader.width, `${name}: the actions column ends inside the screen`).toBeLessThanOrEqual(viewport.width);
  const actions = firstRow.getByRole('cell').last().locator('a, button');
  expect(await actions.count(), `${name}: the first row has actions`).toBeGreaterThan(0);
  for (const action of await actions.all()) {
    const box = (await action.boundingBox())!;
    expect(box.x, `${name}: ${await action.textContent()}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: ${await action.textContent()}`).toBeLessThanOrEqual(viewport.width);
  }
}

describeE2E('every list fits a 1366 px screen with its actions in view', () => {
  const session = useBrowser({ viewport: SCREEN });

  it('each list as the super admin, tenant columns included, passes axe', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    for (const list of LISTS) {
      await page.goto(list.path);
      if (list.tab) await page.getByRole('tab', { name: list.tab, exact: true }).click();
      await expectFits(page, list.table);
      await expectNoAxeViolations(page);
    }
  });

  it('the case list and the role matrix do not scroll the page sideways either', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.goto('/cases');
    await main(page).getByRole('heading', { level: 1, name: 'Fallverwaltung' }).waitFor();
    await main(page)
      .getByRole('region', { name: 'Fälle' })
      .getByRole('link', { name: /^Fall \d+$/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await page.goto('/roles');
    await main(page).getByRole('region', { name: 'Rechtetabelle Mängelmelder' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  it('Bürgerinformationen: the less important columns move into the row, and come back when the sidebar closes', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.goto('/buergerinfos');
    const table = main(page).getByRole('table', { name: 'Bürgerinformationen', exact: true });
    await expectFits(page, 'Bürgerinformationen');
    const seen = () => table.getByRole('columnheader').filter({ visible: true }).allTextContents();
    const headers = await seen();
    expect(headers.at(-1)).toBe('Aktionen');
    expect(headers).not.toContain('Zuletzt bearbeitet von');
    // to the eye, what left its column is in the name cell under its column's name
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Mähpause für Wildblumenwiesen', exact: true }) });
    await row.getByText('Zuletzt bearbeitet von', { exact: true }).waitFor();
    // for a screen reader the table stays whole: every column keeps its header and its cells
    expect(await table.getByRole('columnheader').allTextContents()).toContain('Zuletzt bearbeitet von');
    expect(await row.getByRole('cell').allTextContents()).toContain('Sven Sachs');

    await page.getByRole('button', { name: 'Menü' }).click();
    await expect.poll(async () => (await seen()).length).toBeGreaterThan(headers.length);
    await expectFits(page, 'Bürgerinformationen');
    await expectNoAxeViolations(page);
  });

  it('in English too', async () => {
    const { page } = session;
    await page.goto('/login?lang=en');
    await page.getByLabel('E-mail', { exact: true }).fill(ACCOUNTS.superAdmin);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(DEMO_PASSWORD);
    await password.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const [path, name] of [
      ['/buergerinfos', 'Citizen information'],
      ['/users', 'All users'],
      ['/tenants', 'Tenants'],
    ] as const) {
      await page.goto(path);
      await expectFits(page, name);
    }
  });
});
