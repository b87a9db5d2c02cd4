import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';

/** A demo reporter (fixtures: musterstadt:schlagloch and random reports in every tenant). */
const DEMO_REPORTER = 'lena.schulz@example.org';

/** A report of a person of its own through the public API, so anonymising it changes no other test's data. */
async function reportAs(email: string): Promise<{ id: number; caseNumber: number }> {
  const categoryId = withServerDb(
    (db) =>
      (
        db.prepare("select c.id from category c join tenant t on t.id = c.tenant_id where t.name = 'Musterstadt' order by c.id").get() as {
          id: number;
        }
      ).id,
  );
  const response = await fetch(url('/api/case?apiKey=demo-musterstadt'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Id': 'e2e-privacy-device' },
    body: JSON.stringify({
      description: 'Ich, Erika Auskunft, melde einen umgestürzten Zaun am Teich.',
      photos: [],
      category: categoryId,
      latitude: 52.2242,
      longitude: 13.4321,
      email,
    }),
  });
  if (response.status !== 201) throw new Error(`public report failed: ${response.status} ${await response.text()}`);
  return response.json();
}

async function openScreen(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Datenschutzanfragen' }).click();
  await waitForPath(page, '/privacy');
  await page.getByRole('heading', { level: 1, name: 'Datenschutzanfragen' }).waitFor();
}

/** Types the address and searches with Enter, as a keyboard user does. */
async function searchFor(page: Page, email: string): Promise<void> {
  const field = page.getByRole('textbox', { name: /E-Mail-Adresse der betroffenen Person/ });
  await field.fill(email);
  await field.press('Enter');
  await page.getByRole('region', { name: 'Gefundene Daten' }).waitFor();
}

/** Waits until the newest entry of "Protokoll der Anfragen" is `action`, made by the Musterstadt admin. */
async function newestLogEntry(page: Page, action: string): Promise<void> {
  const newest = page.getByRole('table', { name: 'Protokollierte Anfragen' }).locator('tbody tr').first();
  await newest.filter({ hasText: action }).waitFor();
  expect(await newest.textContent()).toContain(ACCOUNTS.musterAdmin);
  expect(await newest.textContent()).toContain('Musterstadt');
}

describeE2E('data protection requests (Datenschutzanfragen)', () => {
  const session = useBrowser();

  it('the Musterstadt admin finds the demo reporter’s cases of the own tenant and downloads the information as JSON', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openScreen(page);
    await expectNoAxeViolations(page);
    await searchFor(page, DEMO_REPORTER.toUpperCase());

    const schlagloch = withServerDb(
      (db) =>
        db
          .prepare("select case_number as caseNumber from defect_case where email = ? and description like 'Großes Schlagloch%'")
          .get(DEMO_REPORTER) as { caseNumber: number },
    );
    const table = page.getByRole('table', { name: 'Meldungen' });
    await table
      .getByRole('row')
      .filter({ hasText: String(schlagloch.caseNumber) })
      .waitFor();
    const tenants = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(new Set(tenants)).toEqual(new Set(['Musterstadt']));

    // the log follows the address searched, and its newest entry is the search just made, by this admin
    const only = page.getByRole('checkbox', { name: `Nur Anfragen zu ${DEMO_REPORTER}` });
    expect(await only.isChecked()).toBe(true);
    await newestLogEntry(page, 'Suche');
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Auskunft als JSON' }).focus();
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^datenauskunft-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email: string; cases: { caseNumber: number; email: string }[] };
    expect(data.email).toBe(DEMO_REPORTER);
    expect(data.cases.map((c) => c.caseNumber)).toContain(schlagloch.caseNumber);
    expect(data.cases.length).toBe(tenants.length);
    await page.getByText(/Die Auskunft wurde als datenauskunft-.*\.json gespeichert\./).waitFor();
    await newestLogEntry(page, 'Auskunft JSON');

    // with the keyboard: Space clears the box, and the log shows every request of the tenant's users again
    await only.focus();
    await page.keyboard.press('Space');
    expect(await only.isChecked()).toBe(false);
    await newestLogEntry(page, 'Auskunft JSON');
  });

  it('anonymises a person’s report with its free texts after the confirmation, and the search then finds nothing', async () => {
    const { page } = session;
    const email = `auskunft-${Date.now()}@example.org`;
    const report = await reportAs(email);
    await login(page, ACCOUNTS.musterAdmin);
    await openScreen(page);
    await searchFor(page, email);
    await page.getByText(`Zu ${email} gespeichert – Meldungen: 1, Kontakteinträge: 0.`).waitFor();
    await page.getByRole('checkbox', { name: /Auch Freitexte anonymisieren/ }).check();
    expect(await page.getByRole('checkbox', { name: `Freitexte von Meldung ${report.caseNumber} anonymisieren` }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Daten anonymisieren' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Daten anonymisieren' });
    await dialog.getByText('Meldungen (1): E-Mail-Adresse, Geräte-Kennung und Status-Link werden gelöscht.', { exact: false }).waitFor();
    await dialog.getByText('Davon mit Freitexten (1):', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    // Escape cancels and changes nothing
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(withServerDb((db) => db.prepare('select email from defect_case where id = ?').get(report.id))).toEqual({ email });

    await page.getByRole('button', { name: 'Daten anonymisieren' }).click();
    await dialog.getByRole('button', { name: 'Endgültig anonymisieren' }).click();
    await page
      .locator('.privacy__summary')
      .getByText('Anonymisiert. Meldungen: 1, davon mit Freitexten: 1; gelöschte Kontakteinträge: 0.')
      .waitFor();
    const stored = withServerDb((db) =>
      db.prepare('select email, device_id as deviceId, description from defect_case where id = ?').get(report.id),
    ) as { email: string | null; deviceId: string | null; description: string };
    expect(stored).toEqual({ email: null, deviceId: null, description: '[Auf Antrag der betroffenen Person anonymisiert]' });
    await expectNoAxeViolations(page);

    await searchFor(page, email);
    await page.getByText(/keine Meldungen und keine Kontakteinträge/).waitFor();
  });
});
