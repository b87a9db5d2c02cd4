import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';
import { main } from './support/screen.js';

/** Every call to the promotions API the page makes from now on. */
function promotionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/promotion')) calls.push(request.url());
  });
  return calls;
}

describeE2E('a route without the right for it', () => {
  const session = useBrowser();

  it('shows a tenant admin who types /promotions "Kein Zugriff" instead of the screen, and leads back to the start page', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    const calls = promotionCalls(page);

    await page.goto('/promotions');
    await main(page).getByRole('heading', { level: 1, name: 'Kein Zugriff' }).waitFor();
    await main(page).getByText('Für diese Seite fehlt Ihnen die Berechtigung.').waitFor();
    expect(await page.title()).toBe('Kein Zugriff – Bürgerportal');
    expect(await page.getByRole('link', { name: 'Neue Promotion erstellen' }).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // an edit route follows its list
    await page.goto('/edit-promotion?promotionId=1');
    await main(page).getByRole('heading', { level: 1, name: 'Kein Zugriff' }).waitFor();
    expect(calls).toEqual([]);

    await main(page).getByRole('link', { name: 'Zur Startseite' }).click();
    await waitForPath(page, '/dashboard');
    await main(page).getByRole('heading', { level: 1 }).waitFor();
    expect(await main(page).getByRole('heading', { level: 1, name: 'Kein Zugriff' }).count()).toBe(0);
  });

  it('shows the super admin the promotions screen at the same address', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);

    await page.goto('/promotions');
    await main(page).getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await page.getByRole('link', { name: 'Neue Promotion erstellen' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Kein Zugriff' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
