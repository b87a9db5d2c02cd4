import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, e2e } from './support/env.js';
import { listMails } from './support/maildev.js';

describeE2E('the browser-test harness', () => {
  const session = useBrowser();

  it('serves the web bundle, and the shared browser loads it and runs axe', async () => {
    const { page } = session;
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBeTruthy();
    await expectNoAxeViolations(page);
  });

  it('answers health checks, reaches maildev and the server database', async () => {
    const live = await fetch(`${e2e().baseUrl}/health/ready`);
    expect(live.status).toBe(200);
    expect(await listMails('nobody@example.invalid')).toEqual([]);
    const users = withServerDb((db) => db.prepare('select count(*) as n from app_user').get() as { n: number });
    expect(users.n).toBeGreaterThanOrEqual(6);
  });
});
