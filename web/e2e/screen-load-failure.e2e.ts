import { it } from 'vitest';
import { ACCOUNTS, login } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';
import { main } from './support/screen.js';

describeE2E('a screen whose code does not arrive', () => {
  const session = useBrowser();

  it('says so inside the shell, which still leads elsewhere, and loads anew at "Neu laden"', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    const screenCode = /\/assets\/CategoriesPage-[^/]+\.js$/;
    await page.route(screenCode, (route) => route.abort('internetdisconnected'));
    try {
      await page.goto('/categories');
      await main(page).getByRole('heading', { level: 1, name: 'Seite nicht geladen' }).waitFor();
      await main(page).getByText('Diese Seite konnte nicht vollständig geladen werden.', { exact: false }).waitFor();
      await expectNoAxeViolations(page);
      // the shell still leads elsewhere
      await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
      await main(page).getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.goBack();
      await main(page).getByRole('heading', { level: 1, name: 'Seite nicht geladen' }).waitFor();
    } finally {
      await page.unroute(screenCode);
    }
    await main(page).getByRole('button', { name: 'Neu laden' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Kategorien' }).waitFor();
  });
});
