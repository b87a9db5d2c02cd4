import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, location, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';
import { rowWith, searchList } from './support/screen.js';

const IN_USE = 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Fälle zugeordnet sind.';

/** Chooses a person in the searchable "Verantwortlicher" picker as a keyboard user does. */
async function chooseAssignee(page: Page, typed: string, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Verantwortlicher' });
  await picker.fill(typed);
  await page.getByRole('option', { name }).waitFor();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  expect(await picker.inputValue()).toBe(name);
}

describeE2E('categories and subcategories', () => {
  const session = useBrowser();

  it('creates, edits and deletes a category as the Musterstadt admin', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/categories');
    await page.getByRole('heading', { level: 1, name: 'Kategorien' }).waitFor();
    await rowWith(page, 'Verkehrsflächen').waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Mandant', 'Name', 'Bearbeiter', 'Aktionen']);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neue Kategorie erstellen' }).click();
    await waitForPath(page, '/create-category');
    await page.getByRole('heading', { level: 1, name: 'Kategorie anlegen' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Mandant' }).inputValue()).toBe('Musterstadt');
    await page
      .getByRole('region', { name: 'Zusatzinformationen' })
      .getByText('Für diese Kategorie liegen keine Zusatzinformationen vor.')
      .waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Kategoriename' }).fill('Straßenreinigung E2E');
    await chooseAssignee(page, 'sven', 'Sven Sachs');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/categories');
    await page.getByRole('status').getByText('Die Kategorie wurde angelegt.').waitFor();

    await searchList(page, 'Kategorien suchen', 'Reinigung E2E');
    const created = rowWith(page, 'Straßenreinigung E2E');
    await created.waitFor();
    expect(await created.getByRole('cell').allTextContents()).toContain('Sven Sachs');
    await created.getByRole('link', { name: 'Bearbeiten (Straßenreinigung E2E)' }).click();
    await waitForPath(page, '/edit-category');
    expect(location(page)).toMatch(/^\/edit-category\?categoryId=\d+$/);
    const name = page.getByRole('textbox', { name: 'Kategoriename' });
    expect(await name.inputValue()).toBe('Straßenreinigung E2E');
    expect(await page.getByRole('combobox', { name: 'Verantwortlicher' }).inputValue()).toBe('Sven Sachs');
    await name.fill('Straßenreinigung E2E neu');
    await chooseAssignee(page, 'Anna Albrecht', 'Anna Albrecht');
    await name.press('Enter');
    await waitForPath(page, '/categories');
    await page.getByRole('status').getByText('Die Kategorie wurde aktualisiert.').waitFor();

    await searchList(page, 'Kategorien suchen', 'Reinigung E2E');
    const edited = rowWith(page, 'Straßenreinigung E2E neu');
    await edited.waitFor();
    expect(await edited.getByRole('cell').allTextContents()).toContain('Anna Albrecht');
    await edited.getByRole('button', { name: 'Löschen (Straßenreinigung E2E neu)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Kategorie löschen' });
    await dialog.getByText('Möchten Sie die Kategorie „Straßenreinigung E2E neu“ wirklich löschen?').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('status').getByText('Die Kategorie "Straßenreinigung E2E neu" wurde gelöscht.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await edited.waitFor({ state: 'detached' });
    // the row's buttons are gone: the keyboard continues in the table
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Kategorien');
  });

  it('deleting a category that cases use shows the server’s German message and closes the dialog', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/categories');
    await searchList(page, 'Kategorien suchen', 'Verkehrsflächen');
    await rowWith(page, 'Verkehrsflächen').getByRole('button', { name: 'Löschen (Verkehrsflächen)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Kategorie löschen' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('alert').getByText(IN_USE, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowWith(page, 'Verkehrsflächen').waitFor();
    // the row stays, so the focus is back on its delete button
    await page.waitForFunction(() => document.activeElement?.textContent === 'Löschen (Verkehrsflächen)');
  });

  it('creates, edits and deletes a subcategory as the Musterstadt admin', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/tags');
    await page.getByRole('heading', { level: 1, name: 'Unterkategorien' }).waitFor();
    await rowWith(page, 'Schlaglöcher').waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Mandant', 'Name', 'Kategorie', 'Bearbeiter', 'Aktionen']);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neue Unterkategorie erstellen' }).click();
    await waitForPath(page, '/create-tag');
    await page.getByRole('heading', { level: 1, name: 'Unterkategorie anlegen' }).waitFor();
    await page.getByText('Für diese Unterkategorie ist keine Karte hinterlegt.').waitFor();
    const parent = page.getByRole('combobox', { name: 'Kategorie', exact: true });
    await parent.getByRole('option', { name: 'Abfall' }).waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Unterkategoriename' }).fill('Laubhaufen E2E');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('alert').getByText('Bitte wählen Sie eine Kategorie aus.').waitFor();
    expect(await parent.evaluate((select) => select === document.activeElement)).toBe(true);
    await parent.selectOption({ label: 'Grünflächen' });
    await chooseAssignee(page, 'Sven', 'Sven Sachs');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/tags');
    await page.getByRole('status').getByText('Die Unterkategorie wurde angelegt.').waitFor();

    await searchList(page, 'Unterkategorien suchen', 'Laubhaufen');
    const created = rowWith(page, 'Laubhaufen E2E');
    await created.waitFor();
    expect(await created.getByRole('cell').allTextContents()).toEqual([
      'Musterstadt',
      'Laubhaufen E2E',
      'Grünflächen',
      'Sven Sachs',
      expect.any(String),
    ]);
    await created.getByRole('link', { name: 'Bearbeiten (Laubhaufen E2E)' }).click();
    await waitForPath(page, '/edit-tag');
    expect(location(page)).toMatch(/^\/edit-tag\?categoryId=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Unterkategorie bearbeiten' }).waitFor();
    await parent.getByRole('option', { name: 'Abfall' }).waitFor({ state: 'attached' });
    expect(await parent.inputValue()).not.toBe('');
    await parent.selectOption({ label: 'Abfall' });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/tags');

    await searchList(page, 'Unterkategorien suchen', 'Laubhaufen');
    const edited = rowWith(page, 'Laubhaufen E2E');
    await edited.getByRole('cell', { name: 'Abfall', exact: true }).waitFor();
    await edited.getByRole('button', { name: 'Löschen (Laubhaufen E2E)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unterkategorie löschen' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('status').getByText('Die Unterkategorie "Laubhaufen E2E" wurde gelöscht.').waitFor();
    await edited.waitFor({ state: 'detached' });
  });

  it('the lists and forms fit a 360 px wide screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, ACCOUNTS.musterAdmin);
    for (const [path, heading] of [
      ['/categories', 'Kategorien'],
      ['/create-category', 'Kategorie anlegen'],
      ['/tags', 'Unterkategorien'],
      ['/create-tag', 'Unterkategorie anlegen'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
