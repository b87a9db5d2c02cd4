import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E } from './support/env.js';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Suche', exact: true });
const results = (page: Page) => page.getByRole('listbox', { name: 'Suchergebnisse' });
const section = (page: Page, name: RegExp) => results(page).getByRole('group', { name });

/** The announcement of the result count (a polite live region). */
const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /gefunden/ });

/**
 * Types into the header's search and waits until the results for this text are announced (the box is
 * emptied first, so an announcement of an earlier text cannot be taken for this one).
 */
async function search(page: Page, text: string): Promise<void> {
  const box = searchBox(page);
  await box.fill('');
  await expect.poll(() => announcement(page).count()).toBe(0);
  await box.fill(text);
  await announcement(page).waitFor({ state: 'attached' });
  expect(await box.getAttribute('aria-expanded')).toBe('true');
}

/** The option the combobox names as active, read the way assistive technology does. */
async function activeOption(page: Page): Promise<string | null> {
  const id = await searchBox(page).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

/** The tenant of each case id (to check that a search stays within the caller's scope). */
const tenantsOfCases = (ids: number[]) =>
  withServerDb((db) =>
    ids.map(
      (id) =>
        (db.prepare('select t.name from defect_case c join tenant t on t.id = c.tenant_id where c.id = ?').get(id) as { name: string })
          .name,
    ),
  );

async function caseIdsShown(page: Page): Promise<number[]> {
  const ids = await section(page, /^Fälle/)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.id));
  return ids.map((id) => Number(/-cases-(\d+)$/.exec(id)?.[1]));
}

describeE2E('global search in the header', () => {
  const session = useBrowser();

  it('finds a Musterstadt case and opens it with the keyboard (ArrowDown, Enter)', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    const box = searchBox(page);
    expect(await box.getAttribute('placeholder')).toBe('Suche...');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.focus();
    await page.keyboard.type('Schlagloch');
    await section(page, /^Fälle \(\d\)$/).waitFor();
    const ids = await caseIdsShown(page);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(new Set(tenantsOfCases(ids))).toEqual(new Set(['Musterstadt']));
    expect(await announcement(page).textContent()).toMatch(/^\d+ Ergebnisse? gefunden\.$/);
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    const first = await activeOption(page);
    expect(first).toContain('Schlagloch');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/edit-case');
    expect(new URL(page.url()).searchParams.get('caseId')).toBe(String(ids[0]));
    await page.getByRole('heading', { level: 1, name: 'Fall bearbeiten' }).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows users and citizen information in their own sections, walks all results and closes with Escape', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await search(page, 'Sachs');
    const users = section(page, /^Nutzer/);
    await users.getByRole('option', { name: /Sven Sachs/ }).waitFor();
    expect(await users.getByRole('option', { name: /Sven Sachs/ }).textContent()).toContain('sachbearbeitung@musterstadt.example');

    await search(page, 'Stadtfest');
    const infos = section(page, /^Bürgerinformationen/);
    const item = infos.getByRole('option', { name: /Stadtfest auf dem Marktplatz/ });
    await item.waitFor();
    expect(await item.textContent()).toContain('Veröffentlicht');
    await expectNoAxeViolations(page);

    // the arrow keys walk every option of every section, and wrap around
    await search(page, 'Markt');
    const total = await results(page).getByRole('option').count();
    expect(total).toBeGreaterThan(1);
    for (let i = 0; i < total; i++) await page.keyboard.press('ArrowDown');
    const last = await activeOption(page);
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).not.toBe(last);
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe(last);

    await page.keyboard.press('Escape');
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await searchBox(page).inputValue()).toBe('Markt');
    await page.keyboard.press('Escape');
    expect(await searchBox(page).inputValue()).toBe('');

    await search(page, 'xqzxqz');
    await page.getByText('Keine Ergebnisse gefunden', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Suche leeren' }).click();
    expect(await searchBox(page).inputValue()).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  });

  it('searches only within the caller’s rights and scope', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.dorfAdmin);
    await search(page, 'Schlagloch');
    const ids = await caseIdsShown(page);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(tenantsOfCases(ids))).toEqual(new Set(['Beispieldorf']));
    // Beispieldorf has no module BUERGERINFO: no information section
    await search(page, 'Stadtfest');
    expect(await section(page, /^Bürgerinformationen/).count()).toBe(0);

    await page.getByRole('button', { name: 'Suche leeren' }).click();
    await page.evaluate(() => localStorage.clear());
    await login(page, ACCOUNTS.musterClerk);
    await search(page, 'Sachs');
    // Sachbearbeitung has no VIEW_USER: no user section, whatever the text
    expect(await section(page, /^Nutzer/).count()).toBe(0);
  });

  it('fits a 360 px wide screen with the results open', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, ACCOUNTS.musterAdmin);
    await search(page, 'Markt');
    await results(page).getByRole('option').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await results(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // 'Abbrechen' at the foot of the results is in the tab order and empties the search
    await searchBox(page).press('Tab');
    await page.keyboard.press('Tab');
    const cancel = page.getByRole('button', { name: 'Abbrechen' });
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await searchBox(page).inputValue()).toBe('');
  });
});
