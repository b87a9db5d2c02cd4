import { expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';
import { keepMusterstadtColumns, openMusterstadtForm } from './support/musterstadt-tenant.js';
import { toast } from './support/screen.js';

const readMusterstadt = (column: 'open311_jurisdiction_id' | 'cors_origins') =>
  withServerDb(
    (db) =>
      (
        db.prepare(`select ${column} as value from tenant where name = 'Musterstadt'`).get() as {
          value: string | null;
        }
      ).value,
  );
const readJurisdictionId = () => readMusterstadt('open311_jurisdiction_id');

describeE2E('tenant form: the Open311 jurisdiction_id', () => {
  const session = useBrowser();
  keepMusterstadtColumns(['open311_jurisdiction_id', 'cors_origins']);

  it('the tenant admin chooses a readable jurisdiction_id that Open311 then answers to', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openMusterstadtForm(page);

    const card = page.getByRole('region', { name: 'Open311-Schnittstelle' });
    const field = card.getByLabel('Open311-Kennung (jurisdiction_id)');
    expect(await field.inputValue()).toBe('musterstadt.example');
    await field.fill('muster stadt');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Die Open311-Kennung „muster stadt“ ist ungültig\./)
      .waitFor();
    await expectNoAxeViolations(page);

    await field.fill('Musterstadt-Havel.de');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Der Mandant wurde aktualisiert').waitFor();
    await waitForPath(page, '/tenants');
    expect(readJurisdictionId()).toBe('musterstadt-havel.de');

    const discovery = (await (await fetch(url('/open311/v2/discovery.json'))).json()) as { jurisdictions: { jurisdiction_id: string }[] };
    expect(discovery.jurisdictions.map((j) => j.jurisdiction_id)).toContain('musterstadt-havel.de');
    expect((await fetch(url('/open311/v2/services.json?jurisdiction_id=musterstadt-havel.de'))).status).toBe(200);
  });

  it('the tenant admin lists the web pages that may send reports with the key, by keyboard, and they may', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openMusterstadtForm(page);

    const field = page.getByRole('region', { name: 'Open311-Schnittstelle' }).getByLabel('Erlaubte Herkünfte (CORS)');
    expect(await field.inputValue()).toBe('');
    await field.focus();
    await page.keyboard.type('https://www.musterstadt.example/meldungen');
    await page.getByRole('button', { name: 'Speichern' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .getByText(
        'Die Herkunft „https://www.musterstadt.example/meldungen“ ist ungültig. Bitte geben Sie sie als https://host oder https://host:port an, ohne Pfad (z. B. https://www.musterstadt.de).',
      )
      .waitFor();
    await expectNoAxeViolations(page);

    await field.fill('');
    await field.focus();
    await page.keyboard.type('https://www.musterstadt.example');
    await page.keyboard.press('Enter');
    await page.keyboard.type('https://karte.musterstadt.example:8443');
    await page.getByRole('button', { name: 'Speichern' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Der Mandant wurde aktualisiert').waitFor();
    await waitForPath(page, '/tenants');
    expect(JSON.parse(readMusterstadt('cors_origins') ?? '[]')).toEqual([
      'https://www.musterstadt.example',
      'https://karte.musterstadt.example:8443',
    ]);

    // the form shows the saved list again, one a line
    await openMusterstadtForm(page);
    expect(await field.inputValue()).toBe('https://www.musterstadt.example\nhttps://karte.musterstadt.example:8443');

    // a listed page may send a report with the key; another page may not (what a browser asks in its preflight)
    const preflight = (origin: string) =>
      fetch(url('/api/case?apiKey=demo-musterstadt'), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const listed = await preflight('https://karte.musterstadt.example:8443');
    expect(listed.status).toBe(204);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://karte.musterstadt.example:8443');
    const other = await preflight('https://boese.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
