import { expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E } from './support/env.js';
import { keepMusterstadtColumns, openMusterstadtForm } from './support/musterstadt-tenant.js';
import { toast } from './support/screen.js';

interface LegalColumns {
  termsUrl: string | null;
  privacyUrl: string | null;
  imprintUrl: string | null;
  publishAll: number;
}

const readLegal = () =>
  withServerDb(
    (db) =>
      db
        .prepare(
          "select terms_url as termsUrl, privacy_url as privacyUrl, imprint_url as imprintUrl, mm_publish_all_cases_on_map as publishAll from tenant where name = 'Musterstadt'",
        )
        .get() as LegalColumns,
  );

describeE2E('tenant form: moderation and legal pages', () => {
  const session = useBrowser();
  keepMusterstadtColumns(['terms_url', 'privacy_url', 'imprint_url', 'mm_publish_all_cases_on_map']);

  it("the tenant admin reads what publishing every report means, and sets the report form's legal pages", async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openMusterstadtForm(page);

    // the demo tenant moderates; the hint under the box says what ticking it would do, and is read with it
    const publish = page.getByRole('checkbox', { name: 'Neue Fälle auf der Karte veröffentlichen' });
    expect(await publish.isChecked()).toBe(false);
    const hintId = await publish.getAttribute('aria-describedby');
    const hint = page.locator(`[id="${hintId}"]`);
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toContain('sofort auf der öffentlichen Karte');
    await expectNoAxeViolations(page);

    const legal = page.getByRole('region', { name: 'Rechtliche Hinweise für die Meldeseite' });
    const privacy = legal.getByLabel('Adresse der Datenschutzerklärung');
    expect(await privacy.inputValue()).toBe('/beispiele/musterstadt.html#datenschutz');
    await privacy.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Die Adresse im Feld „Adresse der Datenschutzerklärung“ ist ungültig\./)
      .waitFor();
    await expectNoAxeViolations(page);

    await privacy.fill('https://www.musterstadt.example/datenschutz');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Der Mandant wurde aktualisiert').waitFor();
    await waitForPath(page, '/tenants');
    expect(readLegal().privacyUrl).toBe('https://www.musterstadt.example/datenschutz');
  });
});
