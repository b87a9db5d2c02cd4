import { expect, it } from 'vitest';
import { ACCOUNTS, login } from './support/auth.js';
import { expectNoAxeViolations, expectUniqueLandmarksAndHeading } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

/** The back-office screens with a header search next to their own landmarks, as the super admin sees them. */
const SCREENS = [
  '/dashboard',
  '/cases',
  '/privacy',
  '/users',
  '/tenants',
  '/roles',
  '/categories',
  '/tags',
  '/correspondents',
  '/answer-templates',
  '/buergerinfos',
  '/buergerinfo-categories',
  '/surveys',
  '/promotions',
];
const VIEWPORTS = [
  { name: '390 px', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '1366 px', viewport: { width: 1366, height: 768 } },
];

for (const { name, ...options } of VIEWPORTS) {
  describeE2E(`landmarks and main heading at ${name}`, () => {
    const session = useBrowser(options);

    it('every back-office screen names each landmark once and has one main heading', { timeout: 300_000 }, async () => {
      const { page } = session;
      await login(page, ACCOUNTS.superAdmin);
      for (const path of SCREENS) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectUniqueLandmarksAndHeading(page);
      }
    });

    it('/fall-melden has its own main heading around the embedded wizard', async () => {
      const { page } = session;
      await page.goto('/fall-melden?apiKey=demo-musterstadt');
      await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Mangel melden' }).count()).toBe(1);
      await expectUniqueLandmarksAndHeading(page);
      await expectNoAxeViolations(page);
    });
  });
}
