import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';
import { holdRequests } from './support/held-requests.js';

/** Vite's chunkSizeWarningLimit (500 kB of minified code): the build warns above it, and must not. */
const CHUNK_WARNING_BYTES = 500_000;

describeE2E('web bundle', () => {
  const session = useBrowser();

  it('has no chunk over the size the build warns about (the icon set comes in parts)', () => {
    // the setup has just built dist/web when it was stale
    const assets = join(import.meta.dirname, '../../dist/web/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const oversized = scripts.filter((name) => statSync(join(assets, name)).size > CHUNK_WARNING_BYTES);
    expect(scripts.some((name) => name.startsWith('icon-set-'))).toBe(true);
    expect(oversized).toEqual([]);
  });

  it("announces in the wizard's HTML every script and style step 1 needs; the map's code is asked for once step 1 shows", async () => {
    const { page } = session;
    // when step 1's text entered the page, in the page's own clock (the resources' start times use it too)
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('.wizard__intro')) return;
        (window as unknown as { stepShown: number }).stepShown = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto('/create-case-frame?apiKey=demo-musterstadt');
    const announced = [...((await response?.text()) ?? '').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    await page.getByRole('region', { name: 'Karte zur Wahl des Ortes' }).locator('.leaflet-pane').first().waitFor({ state: 'attached' });
    const { stepShown, requested } = await page.evaluate(() => ({
      stepShown: (window as unknown as { stepShown: number }).stepShown,
      requested: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter(({ path }) => /^\/assets\/.+\.(?:js|css)$/.test(path)),
    }));
    const before = requested.filter(({ start }) => start < stepShown).map(({ path }) => path);
    const after = requested.filter(({ start }) => start >= stepShown).map(({ path }) => path);
    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((path) => !announced.includes(path))).toEqual([]);
    expect(after.filter((path) => /^\/assets\/PickerMap-/.test(path))).toHaveLength(1);
    expect(announced.filter((path) => /^\/assets\/(?:PickerMap|AddressSearch)-/.test(path))).toEqual([]);
  });

  it("shows that it is loading before the frames' scripts have come", async () => {
    const { page } = session;
    const firstScript = await holdRequests(page, /\/assets\/frame-[^/]+\.js$/);
    try {
      await page.goto('/create-case-frame?apiKey=demo-musterstadt', { waitUntil: 'commit' });
      await page.locator('svg.frame-start').waitFor({ state: 'visible' });
      firstScript.release();
      await page.getByRole('heading', { level: 2, name: /^Schritt 1 von 4/ }).waitFor();
      expect(await page.locator('svg.frame-start').count()).toBe(0);
    } finally {
      await firstScript.stop();
    }
  });
});
