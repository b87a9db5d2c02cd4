import { afterAll, expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E } from './support/env.js';
import { keepMusterstadtColumns, openMusterstadtForm } from './support/musterstadt-tenant.js';
import { main, toast } from './support/screen.js';

const optedOut = (email: string) =>
  withServerDb((db) => (db.prepare('select reminders_opt_out as out from app_user where email = ?').get(email) as { out: number }).out);

describeE2E('reminders of due cases', () => {
  const session = useBrowser();
  keepMusterstadtColumns(['reminders_enabled', 'reminders_time', 'reminders_days_ahead']);
  afterAll(() => withServerDb((db) => db.prepare('update app_user set reminders_opt_out = 0 where email = ?').run(ACCOUNTS.musterClerk)));

  it('the tenant admin switches the daily reminder on, at a time; a wrong time is refused in German', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openMusterstadtForm(page);
    const card = page.getByRole('region', { name: 'Einstellungen Mängelmelder' });
    await card.getByLabel('Täglich an fällige Fälle erinnern').check();
    const time = card.getByLabel('Uhrzeit der Erinnerung');
    await time.fill('7 Uhr');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByRole('alert')
      .getByText('Bitte geben Sie die Uhrzeit der täglichen Erinnerung als HH:MM an, zum Beispiel 07:00.')
      .waitFor();
    expect(await time.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await time.fill('06:45');
    await card.getByLabel('Fälle, die fällig werden innerhalb von … Tagen').fill('5');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Der Mandant wurde aktualisiert').waitFor();
    await waitForPath(page, '/tenants');
    const saved = withServerDb((db) =>
      db
        .prepare(
          "select reminders_enabled as enabled, reminders_time as time, reminders_days_ahead as days from tenant where name = 'Musterstadt'",
        )
        .get(),
    );
    expect(saved).toEqual({ enabled: 1, time: '06:45', days: 5 });
  });

  for (const width of [390, 1366]) {
    it(`a clerk declines the reminder under „Mein Konto“ with the keyboard and finds their due cases (${width} px)`, async () => {
      const { page } = session;
      await page.setViewportSize({ width, height: 800 });
      await login(page, ACCOUNTS.musterClerk);
      const account = page.getByRole('banner').getByRole('link', { name: 'Mein Konto' });
      await account.focus();
      await page.keyboard.press('Enter');
      await waitForPath(page, '/account');
      await main(page).getByRole('heading', { name: 'Mein Konto', level: 1 }).waitFor();
      const box = page.getByRole('checkbox', { name: 'Tägliche Erinnerung an meine fälligen Fälle per E-Mail' });
      expect(await box.isChecked()).toBe(true);
      await expectNoAxeViolations(page);

      await box.focus();
      await page.keyboard.press('Space');
      await toast(page, 'Sie erhalten keine tägliche Erinnerung mehr.').waitFor();
      expect(optedOut(ACCOUNTS.musterClerk)).toBe(1);
      await page.reload();
      expect(await box.isChecked()).toBe(false);
      await box.click();
      await toast(page, 'Sie erhalten die tägliche Erinnerung.').waitFor();
      expect(await box.isChecked()).toBe(true);
      expect(optedOut(ACCOUNTS.musterClerk)).toBe(0);

      await page.goto(new URL('/cases', page.url()).href);
      await page.getByLabel('Filter', { exact: true }).selectOption({ label: 'Meine fälligen und überfälligen Fälle' });
      await page.waitForFunction(() => new URLSearchParams(window.location.search).get('filter') === 'my-due');
      // other browser tests change the demo's cases; the list shows the clerk's own due cases, or says there are none
      expect(await page.getByLabel('Filter', { exact: true }).inputValue()).toBe('my-due');
      await expectNoAxeViolations(page);
    });
  }
});
