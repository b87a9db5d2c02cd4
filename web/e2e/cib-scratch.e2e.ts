import { it } from 'vitest';
import { ACCOUNTS, login } from './support/auth.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

describeE2E('scratch screenshots', () => {
  const session = useBrowser();
  it('shoots', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterstadtAdmin);
    for (const [path, file] of [
      ['/buergerinfos', 'list'],
      ['/create-bis-category', 'catform'],
      ['/edit-buergerinfo?infoId=4', 'infoform'],
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/cib-${file}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/create-buergerinfo');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/cib-mobile.png`, fullPage: true });
  });
});
