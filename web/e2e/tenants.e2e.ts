import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, login, storedToken, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';
import { openMusterstadtForm } from './support/musterstadt-tenant.js';
import { rowWith, toast } from './support/screen.js';

/** The demo key of Musterstadt (fixtures); other files' public frames use it, so it is put back afterwards. */
const DEMO_API_KEY = 'demo-musterstadt';
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The success toast (a polite live region) with this text. */

const boundaryCard = (page: Page) => page.getByRole('region', { name: 'Gemeindegrenzen', exact: true });
const boundaryMap = (page: Page) => page.getByRole('region', { name: 'Karte der Gemeindegrenzen' });
const pointItems = (page: Page) => boundaryCard(page).getByRole('listitem');

interface TenantJson {
  apiKey: string | null;
  boundaries: string | null;
}

/** The tenant as the server has it, read with the page's own session. */
async function tenantFromServer(page: Page, tenantId: number): Promise<TenantJson> {
  const token = await storedToken(page);
  const response = await page.request.get(url(`/api/tenant/${tenantId}`), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as TenantJson;
}

/** Opens the edit form of Musterstadt from the tenant list, as a person does. */
async function openMusterstadt(page: Page): Promise<number> {
  await openMusterstadtForm(page);
  await boundaryMap(page).waitFor();
  return Number(new URL(page.url()).searchParams.get('tenantId'));
}

describeE2E('tenant management', () => {
  const session = useBrowser();
  let stored: { boundaries: string | null; apiKey: string | null };

  beforeAll(() => {
    stored = withServerDb(
      (db) => db.prepare("select boundaries, api_key as apiKey from tenant where name = 'Musterstadt'").get() as typeof stored,
    );
  });

  // The boundary routes public reports and the demo key serves the frames of other test files: put both back.
  afterAll(() => {
    withServerDb((db) => {
      db.prepare("update tenant set boundaries = ?, api_key = ? where name = 'Musterstadt'").run(stored.boundaries, DEMO_API_KEY);
      db.prepare('delete from revoked_api_key where key_hash = ?').run(keyHash(DEMO_API_KEY));
    });
  });

  it('the super admin sees every tenant with the advertising column and can open the create form', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.goto('/tenants');
    const table = page.getByRole('table', { name: 'Mandanten' });
    await rowWith(page, 'Beispieldorf').waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Name', 'PLZ', 'Land', 'Einwohner', 'Werbung', 'Aktionen']);
    // Bürgerportal Betrieb has module WERBEFREI: no advertising
    expect(await rowWith(page, 'Bürgerportal Betrieb').getByRole('cell').allTextContents()).toContain('Nein');
    expect(await rowWith(page, 'Musterstadt').getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Musterstadt', '15732', 'Deutschland', '24.800', 'Ja']),
    );
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Mandanten suchen' }).fill('Beispiel');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    await page.getByRole('link', { name: 'Neuen Mandanten anlegen' }).click();
    await waitForPath(page, '/create-tenant');
    await page.getByRole('heading', { level: 1, name: 'Mandant anlegen' }).waitFor();
    expect(await page.getByLabel('Land').inputValue()).toBe('GERMANY');
    expect(await page.getByRole('radio', { name: 'Unternehmen' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte füllen Sie alle Pflichtfelder aus.' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    // a commune needs a boundary: the map appears with the type, and saving without points is refused
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grenzdorf');
    await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Dorfplatz');
    await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('1');
    await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('15999');
    await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Grenzdorf');
    const modules = page.getByRole('group', { name: 'Gekaufte Module' });
    await modules.getByRole('checkbox', { name: 'Mängelmelder' }).check();
    await page.getByRole('group', { name: 'In der App sichtbare Module' }).getByRole('checkbox', { name: 'Mängelmelder' }).check();
    await page.getByRole('radio', { name: 'Kommune' }).check();
    await boundaryMap(page).waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('alert').filter({ hasText: 'Es wurden keine Grenzen für die Gemeinde markiert' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('the super admin draws the boundary of Musterstadt on the map, removes a point with the list, saves and sees it again', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    const tenantId = await openMusterstadt(page);
    await expectNoAxeViolations(page);
    await expect.poll(() => pointItems(page).count()).toBe(6);

    const map = boundaryMap(page);
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.25, y: box.height * 0.3 } });
    await expect.poll(() => pointItems(page).count()).toBe(7);
    const clickedFirst = await pointItems(page).nth(6).textContent();

    await boundaryCard(page).getByRole('button', { name: 'Punkt entfernen 7' }).click();
    await expect.poll(() => pointItems(page).count()).toBe(6);

    await map.click({ position: { x: box.width * 0.7, y: box.height * 0.6 } });
    await expect.poll(() => pointItems(page).count()).toBe(7);
    const seventh = (await pointItems(page).nth(6).textContent())!.replace(/Punkt entfernen.*$/, '');
    expect(seventh).not.toBe(clickedFirst?.replace(/Punkt entfernen.*$/, ''));

    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/tenants');
    await toast(page, 'Der Mandant wurde aktualisiert').waitFor();

    const saved = await tenantFromServer(page, tenantId);
    expect(JSON.parse(saved.boundaries!)).toHaveLength(7);

    await page.goto(`/edit-tenant?tenantId=${tenantId}`);
    await boundaryMap(page).waitFor();
    await expect.poll(() => pointItems(page).count()).toBe(7);
    expect((await pointItems(page).nth(6).textContent())!.replace(/Punkt entfernen.*$/, '')).toBe(seventh);
  });

  it('the super admin replaces and removes the API key; a removed key is gone for good', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    const tenantId = await openMusterstadt(page);
    const card = page.getByRole('region', { name: 'API-Schlüssel' });
    const keyField = card.getByRole('textbox', { name: 'API-Schlüssel' });
    expect(await keyField.inputValue()).toBe(DEMO_API_KEY);
    const embed = page.getByRole('textbox', { name: 'Einbettungscode' });
    expect(await embed.inputValue()).toContain(`/cases-map?apiKey=${DEMO_API_KEY}" width="500" height="800"`);

    await card.getByRole('button', { name: 'API-Schlüssel neu generieren' }).click();
    const confirmNew = page.getByRole('alertdialog', { name: 'API-Schlüssel neu generieren?' });
    await confirmNew.getByRole('button', { name: 'API-Schlüssel neu generieren' }).click();
    await toast(page, 'Der API-Schlüssel wurde erstellt.').waitFor();
    await expect.poll(() => keyField.inputValue()).not.toBe(DEMO_API_KEY);
    const newKey = await keyField.inputValue();
    expect(newKey.length).toBeGreaterThanOrEqual(32);
    expect(await embed.inputValue()).toContain(`apiKey=${newKey}"`);

    await card.getByRole('button', { name: 'API-Schlüssel entfernen' }).click();
    const confirmRemove = page.getByRole('alertdialog', { name: 'API-Schlüssel endgültig entfernen?' });
    await confirmRemove.getByText('Das Entfernen ist endgültig').waitFor();
    await expectNoAxeViolations(page);
    await confirmRemove.getByRole('button', { name: 'API-Schlüssel entfernen' }).click();
    await toast(page, 'Der API-Schlüssel wurde entfernt. Er kann nicht wieder aktiviert werden.').waitFor();
    await card.getByText('Für diesen Mandanten ist kein API-Schlüssel hinterlegt.').waitFor();
    await page.getByText('Für den Einbettungscode braucht der Mandant einen API-Schlüssel.').waitFor();

    expect((await tenantFromServer(page, tenantId)).apiKey).toBeNull();
    const revoked = withServerDb((db) =>
      db.prepare('select count(*) as n from revoked_api_key where key_hash in (?, ?)').get(keyHash(DEMO_API_KEY), keyHash(newKey)),
    ) as { n: number };
    expect(revoked.n).toBe(2);

    // a first key needs no confirmation
    await card.getByRole('button', { name: 'API-Schlüssel generieren' }).click();
    await expect.poll(() => keyField.inputValue()).not.toBe('');
    expect(await keyField.inputValue()).not.toBe(newKey);
  });

  it('the Musterstadt admin (EDIT_OWN_TENANT through Admin) sees the own tenant and its boundary read-only', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/tenants');
    const table = page.getByRole('table', { name: 'Mandanten' });
    await rowWith(page, 'Musterstadt').waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Name', 'PLZ', 'Land', 'Einwohner', 'Aktionen']);
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Neuen Mandanten anlegen' }).count()).toBe(0);

    await openMusterstadt(page);
    await boundaryCard(page).getByText('Die Gemeindegrenzen kann nur ein Super-Admin ändern.').waitFor();
    await expect.poll(() => pointItems(page).count()).toBeGreaterThanOrEqual(6);
    const before = await pointItems(page).count();
    // only the map's zoom buttons: no point can be removed, added by address or typed in
    expect(await boundaryCard(page).getByRole('button', { name: /Punkt/ }).count()).toBe(0);
    expect(await boundaryCard(page).getByRole('combobox').count()).toBe(0);
    expect(await boundaryCard(page).getByText('Koordinaten eingeben').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Plattformeinstellungen' }).count()).toBe(0);

    const map = boundaryMap(page);
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.waitForTimeout(300);
    expect(await pointItems(page).count()).toBe(before);
    await expectNoAxeViolations(page);

    await page.goto('/create-tenant');
    await page.getByText('Nur Super-Admins können Mandanten anlegen.').waitFor();
  });

  it('the Musterstadt admin reaches "Karteneinbindung" through "Auf dieser Seite" by keyboard alone', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 800 });
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/edit-tenant?tenantId=2');
    await page.getByRole('heading', { level: 1, name: 'Mandant bearbeiten: Musterstadt' }).waitFor();
    await boundaryMap(page).waitFor();
    const sections = page.getByRole('navigation', { name: 'Auf dieser Seite' });
    const links = await sections.getByRole('link').allTextContents();
    const cards = await page.locator('form').getByRole('heading', { level: 2 }).allTextContents();
    expect(links).toEqual(cards);
    expect(links).toContain('Karteneinbindung');
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

    // the skip link, then the content: its first stop is the first section's link
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(sections.getByRole('link').first())).toBe(true);
    const mapEmbedLink = sections.getByRole('link', { name: 'Karteneinbindung' });
    for (let stop = 0; stop < links.length && !(await focused(mapEmbedLink)); stop++) await page.keyboard.press('Tab');
    expect(await focused(mapEmbedLink)).toBe(true);
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 2, name: 'Karteneinbindung' });
    expect(await focused(heading)).toBe(true);
    expect(await mapEmbedLink.getAttribute('aria-current')).toBe('location');
    // the heading stops just below the sticky header, and the navigation stays in view beside the form
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(64);
    expect(headingBox.y).toBeLessThan(200);
    const navBox = (await sections.boundingBox())!;
    expect(navBox.y).toBeGreaterThanOrEqual(64);
    expect(navBox.x + navBox.width).toBeLessThanOrEqual(headingBox.x);
    await expectNoAxeViolations(page);

    // the keyboard goes on inside the section
    await page.keyboard.press('Tab');
    expect(await page.getByRole('region', { name: 'Karteneinbindung' }).evaluate((card) => card.contains(document.activeElement))).toBe(
      true,
    );
  });

  it('the form fits a 360 px wide screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 800 });
    await login(page, ACCOUNTS.superAdmin);
    await page.goto('/edit-tenant?tenantId=2');
    await boundaryMap(page).waitFor();
    await page.getByRole('button', { name: 'Speichern' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
