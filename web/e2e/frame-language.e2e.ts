import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

/** Musterstadt's demo API key (fixtures/demo/platform.json). */
const MAP = '/cases-map?apiKey=demo-musterstadt';
const SCREENS = [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'a 1366 px screen', viewport: { width: 1366, height: 768 } },
];

const mapHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

for (const screen of SCREENS) {
  describeE2E(`frame language on ${screen.name}, German browser`, () => {
    const session = useBrowser({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    it('?lang=en makes this frame English, the next frame without it follows the browser again', async () => {
      const { page } = session;
      await page.goto(`${MAP}&lang=en`);
      await mapHeading(page, 'Map of reported defects');
      await page.goto(MAP);
      await mapHeading(page, 'Mängelkarte');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('language')))).toEqual([]);
      await expectNoAxeViolations(page);
    });

    it('an unknown key on an English page: an English sentence and no retry that cannot work', async () => {
      const { page } = session;
      await page.goto('/cases-map?apiKey=no-such-key&lang=en');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe(
        'The API key of this page is not known. Please contact the municipality that embedded this page.',
      );
      expect(await page.getByRole('button').count()).toBe(0);
      await expectNoAxeViolations(page);
    });

    it('an unknown key on a German page: the server message, no retry either', async () => {
      const { page } = session;
      await page.goto('/create-case-frame?apiKey=no-such-key');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe('Dieser API-Schlüssel ist unbekannt.');
      expect(await page.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0);
      await expectNoAxeViolations(page);
    });
  });

  describeE2E(`frame language on ${screen.name}, English browser`, () => {
    const session = useBrowser({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch, locale: 'en-US' });

    it("without lang the frame speaks the browser's language; ?lang=de still wins", async () => {
      const { page } = session;
      await page.goto(MAP);
      await mapHeading(page, 'Map of reported defects');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expectNoAxeViolations(page);
      await page.goto(`${MAP}&lang=de`);
      await mapHeading(page, 'Mängelkarte');
    });
  });
}
