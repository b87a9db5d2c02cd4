import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, e2e } from './support/env.js';
import { listMails } from './support/maildev.js';

describeE2E('the browser-test harness', () => {
  const session = useBrowser();

  it('serves the web bundle and every asset it loads to a visitor, and axe runs on it', async () => {
    const { page } = session;
    const failedAssets: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.status() >= 400 && !path.startsWith('/api/')) failedAssets.push(`${response.status()} ${path}`);
    });
    const response = await page.goto('/login', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(failedAssets, 'assets (scripts, styles, images) must load without a session').toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('axe looks into embedded frames: an image without a text in the wizard of /fall-melden fails the check', async () => {
    const { page } = session;
    await page.goto('/fall-melden?apiKey=demo-musterstadt');
    const wizard = page.frameLocator('iframe[title="Karte"]');
    await wizard.getByRole('heading', { level: 1, name: 'Mangel melden – Musterstadt' }).waitFor();
    await wizard.locator('main').evaluate((main) => main.append(document.createElement('img')));
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  });

  it('answers health checks, reaches maildev and the server database', async () => {
    const ready = await fetch(`${e2e().baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await listMails('nobody@example.invalid')).toEqual([]);
    const users = withServerDb((db) => db.prepare('select count(*) as n from app_user').get() as { n: number });
    expect(users.n).toBeGreaterThanOrEqual(6);
  });
});
