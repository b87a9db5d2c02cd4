import { expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';
import { keepMusterstadtColumns, openMusterstadtForm } from './support/musterstadt-tenant.js';
import { toast } from './support/screen.js';

const readJurisdictionId = () =>
  withServerDb(
    (db) =>
      (
        db.prepare("select open311_jurisdiction_id as value from tenant where name = 'Musterstadt'").get() as {
          value: string | null;
        }
      ).value,
  );

describeE2E('tenant form: the Open311 jurisdiction_id', () => {
  const session = useBrowser();
  keepMusterstadtColumns(['open311_jurisdiction_id']);

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
});
