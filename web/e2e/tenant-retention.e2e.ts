import { expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E } from './support/env.js';
import { keepMusterstadtColumns, openMusterstadtForm } from './support/musterstadt-tenant.js';
import { toast } from './support/screen.js';

const LABEL = 'Personenbezogene Daten von Meldenden löschen nach … Tagen nach Abschluss';

const readDays = () =>
  withServerDb(
    (db) =>
      (db.prepare("select reporter_data_retention_days as days from tenant where name = 'Musterstadt'").get() as { days: number }).days,
  );

describeE2E('tenant form: retention of reporters’ personal data', () => {
  const session = useBrowser();
  keepMusterstadtColumns(['reporter_data_retention_days']);

  it('the tenant admin sets after how many days the reporters’ data goes; fewer than 30 are refused in German', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openMusterstadtForm(page);

    const card = page.getByRole('region', { name: 'Einstellungen Mängelmelder' });
    const days = card.getByLabel(LABEL);
    expect(await days.inputValue()).toBe('365');
    // the hint says what goes, and is read with the field
    const hint = page.locator(`[id="${await days.getAttribute('aria-describedby')}"]`);
    expect(await hint.textContent()).toContain('E-Mail-Adresse, Geräte-ID und Statuslink');
    await expectNoAxeViolations(page);

    await days.fill('29');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Personenbezogene Daten von Meldenden können frühestens 30 und spätestens 3650 Tage nach Abschluss gelöscht werden\./)
      .waitFor();
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    expect(readDays()).toBe(365);

    await days.fill('90');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Der Mandant wurde aktualisiert').waitFor();
    await waitForPath(page, '/tenants');
    expect(readDays()).toBe(90);
  });
});
