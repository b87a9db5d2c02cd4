import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, login } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, e2e } from './support/env.js';
import { main } from './support/screen.js';
import { visibleMenu } from './support/shell.js';

const GRANT = 'Nutzer ansehen für Sachbearbeitung';
const NEW_ROLE = 'E2E Pressestelle';
const RENAMED_ROLE = 'E2E Öffentlichkeitsarbeit';

/** Opens /roles as the Musterstadt admin and waits for the matrix. */
async function openRoles(page: Page, email: string = ACCOUNTS.musterAdmin): Promise<void> {
  await login(page, email);
  await page.goto('/roles');
  await page.getByRole('heading', { level: 1, name: 'Rollenverwaltung' }).waitFor();
  await main(page).getByRole('heading', { level: 2, name: 'Management' }).waitFor();
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(text, { exact: true });

/** The answer to the next toggle of a right, which the checkbox sends at once. */
const toggleAnswer = (page: Page, right: string) =>
  page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/right/${right}`));

const roleItem = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Rollen' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

const roleColumns = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

describeE2E('role management (/roles)', () => {
  const session = useBrowser();

  // Leaves the demo data as the other browser tests expect it, even when a test stops half-way.
  afterAll(() => {
    withServerDb((db) => {
      db.prepare(
        `delete from role_right where "right" = 'VIEW_USER'
           and role_id in (select r.id from role r join tenant t on t.id = r.tenant_id where r.name = 'Sachbearbeitung' and t.name = 'Musterstadt')`,
      ).run();
      db.prepare('delete from role where name in (?, ?)').run(NEW_ROLE, RENAMED_ROLE);
    });
  });

  it('a right granted by keyboard shows in the holder’s menu, and is revoked again', async () => {
    const { page } = session;
    await openRoles(page);
    const box = page.getByRole('checkbox', { name: GRANT, exact: true });
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Nutzer ansehen für Admin', exact: true }).isDisabled()).toBe(true);

    const granted = toggleAnswer(page, 'VIEW_USER');
    await box.focus();
    await page.keyboard.press('Space');
    expect((await granted).status()).toBe(200);
    expect(await box.isChecked()).toBe(true);
    await toast(page, 'Gespeichert: Sachbearbeitung hat jetzt das Recht „Nutzer ansehen“.').waitFor();

    const clerkContext = await session.context.browser()!.newContext({ baseURL: e2e().baseUrl, locale: 'de-DE' });
    try {
      const clerk = await clerkContext.newPage();
      await login(clerk, ACCOUNTS.musterClerk);
      const management = (await visibleMenu(clerk)).find((group) => group.group === 'Management');
      expect(management?.entries).toEqual(['Nutzerverwaltung']);

      const revoked = toggleAnswer(page, 'VIEW_USER');
      await box.uncheck();
      expect((await revoked).status()).toBe(200);
      await toast(page, 'Gespeichert: Sachbearbeitung hat das Recht „Nutzer ansehen“ nicht mehr.').waitFor();
      await clerk.reload();
      expect((await visibleMenu(clerk)).map((group) => group.group)).not.toContain('Management');
    } finally {
      await clerkContext.close();
    }
    await page.reload();
    expect(await page.getByRole('checkbox', { name: GRANT, exact: true }).isChecked()).toBe(false);
  });

  it('a refused tick is undone and says why', async () => {
    const { page } = session;
    await openRoles(page);
    // e.g. the admin's own right was taken away in another window meanwhile
    const refusal = { message: 'Sie können nur Rechte vergeben, die Sie selbst haben.', code: 'RIGHT_NOT_HELD' };
    await page.route('**/right/VIEW_USER', (route) => route.fulfill({ status: 403, json: refusal }));
    const box = page.getByRole('checkbox', { name: GRANT, exact: true });
    await box.click();
    await page.getByRole('alert').getByText(refusal.message, { exact: true }).waitFor();
    await expect.poll(() => box.isChecked()).toBe(false);
    expect(await toast(page, 'Gespeichert: Sachbearbeitung hat jetzt das Recht „Nutzer ansehen“.').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('shows the whole Mängelmelder table on a 1366 × 800 screen, its last row not cut off by a scroll box', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 800 });
    await openRoles(page);
    const region = page.getByRole('region', { name: 'Rechtetabelle Mängelmelder' });
    await region.waitFor();
    const { hidden, lastRowBottom, regionBottom } = await region.evaluate((element) => {
      const rows = element.querySelectorAll('tr');
      return {
        hidden: element.scrollHeight - element.clientHeight,
        lastRowBottom: rows[rows.length - 1]!.getBoundingClientRect().bottom,
        regionBottom: element.getBoundingClientRect().bottom,
      };
    });
    expect(hidden, 'nothing to scroll up and down inside the table').toBeLessThanOrEqual(0);
    expect(lastRowBottom).toBeLessThanOrEqual(regionBottom);
    await expectNoAxeViolations(page);
  });

  it.each([390, 1366])('keeps every right’s name inside its sticky column at %i px, clear of the role columns', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 844 });
    await openRoles(page);
    await page.getByRole('region', { name: 'Rechtetabelle Mängelmelder' }).waitFor();
    const overlapping = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.rights-table th[scope="row"]')]
        .filter((header) => {
          const firstCell = header.nextElementSibling as HTMLElement | null;
          const text = document.createRange();
          text.selectNodeContents(header);
          const right = text.getBoundingClientRect().right;
          return header.scrollWidth > header.clientWidth || (firstCell !== null && right > firstCell.getBoundingClientRect().left);
        })
        .map((header) => header.textContent),
    );
    expect(overlapping).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('creates, renames and deletes a role; a role users hold stays', async () => {
    const { page } = session;
    await openRoles(page);

    await page.getByRole('button', { name: 'Rolle anlegen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Rolle anlegen' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte geben Sie einen Namen für die Rolle ein.', { exact: true }).waitFor();
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    await name.fill(NEW_ROLE);
    await name.press('Enter');
    await toast(page, `Die Rolle ${NEW_ROLE} wurde angelegt.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // one column in every table: the three groups and the section of each information category
    const tables = await page.getByRole('table').count();
    expect(tables).toBeGreaterThan(3);
    await expect.poll(() => roleColumns(page, NEW_ROLE).count()).toBe(tables);

    await roleItem(page, NEW_ROLE).getByRole('button', { name: 'Bearbeiten' }).click();
    dialog = page.getByRole('dialog', { name: 'Rolle bearbeiten' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(RENAMED_ROLE);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, `Die Rolle ${RENAMED_ROLE} wurde aktualisiert.`).waitFor();
    await expect.poll(() => roleColumns(page, NEW_ROLE).count()).toBe(0);
    expect(await roleColumns(page, RENAMED_ROLE).count()).toBe(tables);

    await roleItem(page, RENAMED_ROLE).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Rolle löschen' });
    await confirm.getByText(`Möchten Sie die Rolle „${RENAMED_ROLE}“ wirklich löschen?`).waitFor();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, `Die Rolle ${RENAMED_ROLE} wurde gelöscht.`).waitFor();
    await expect.poll(() => roleColumns(page, RENAMED_ROLE).count()).toBe(0);
    // the deleted role's buttons are gone: the focus lands on the list of roles, not on the page's start
    const roleList = page.getByRole('list', { name: 'Rollen' });
    await expect.poll(() => roleList.evaluate((list) => list === document.activeElement)).toBe(true);

    await roleItem(page, 'Sachbearbeitung').getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('alertdialog', { name: 'Rolle löschen' }).getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Die Rolle ist noch Nutzern zugewiesen.').waitFor();
    expect(await roleColumns(page, 'Sachbearbeitung').count()).toBe(tables);
    expect(await roleItem(page, 'Admin').getByRole('button').count()).toBe(0);
  });

  it('a user working across tenants picks the tenant; without BUERGERINFO its group is left out', async () => {
    const { page } = session;
    await openRoles(page, ACCOUNTS.superAdmin);
    const picker = page.getByRole('combobox', { name: 'Mandant' });
    expect(await picker.inputValue()).toBe('Bürgerportal Betrieb');
    await main(page).getByRole('heading', { level: 2, name: 'Bürgerinformationssystem' }).waitFor();
    await roleColumns(page, 'Support').first().waitFor();

    await picker.fill('Beispiel');
    await page.getByRole('option', { name: 'Beispieldorf', exact: true }).click();
    await expect.poll(() => roleColumns(page, 'Support').count()).toBe(0);
    await main(page).getByRole('heading', { level: 2, name: 'Management' }).waitFor();
    expect(await main(page).getByRole('heading', { level: 2, name: 'Bürgerinformationssystem' }).count()).toBe(0);
    expect(await main(page).getByRole('heading', { level: 2, name: 'Mängelmelder' }).count()).toBe(1);
    expect(await roleColumns(page, 'Admin').count()).toBe(2);
  });

  it('passes axe on desktop and at 360 px, with the create dialog open too', async () => {
    const { page } = session;
    await openRoles(page);
    await page.getByRole('region', { name: 'Rechtetabelle Mängelmelder' }).waitFor();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('region', { name: 'Rechtetabelle Mängelmelder' }).waitFor();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page itself must not scroll sideways; the tables scroll in their regions').toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Rolle anlegen' }).click();
    await page.getByRole('dialog', { name: 'Rolle anlegen' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
