import { expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

describeE2E('imprint', () => {
  const session = useBrowser();

  it('renders for visitors, reached from the login footer', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await waitForPath(page, '/imprint');
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    const address = page.locator('address');
    expect(await address.innerText()).toContain('Bürgerportal Betrieb GmbH');
    expect(await address.innerText()).toContain('15711 Königs Wusterhausen');
    for (const name of ['Angaben gemäß § 5 DDG', 'Vertreten durch', 'Kontakt', 'Registereintrag']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    expect(await page.getByRole('navigation').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('renders inside the shell for a logged-in user', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterClerk);
    await page.getByRole('navigation', { name: 'Service' }).getByRole('link', { name: 'Impressum' }).click();
    await waitForPath(page, '/imprint');
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
