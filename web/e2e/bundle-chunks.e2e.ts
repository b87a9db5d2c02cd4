import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

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

  it("announces in the wizard's HTML every script and style its page loads until step 1 shows with its map", async () => {
    const { page } = session;
    const loaded: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/') && /\.(?:js|css)$/.test(path)) loaded.push(path);
    });
    const response = await page.goto('/create-case-frame?apiKey=demo-musterstadt');
    const announced = [...((await response?.text()) ?? '').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    await page.getByRole('region', { name: 'Karte zur Wahl des Ortes' }).locator('.leaflet-pane').first().waitFor({ state: 'attached' });
    expect(loaded.length).toBeGreaterThan(10);
    expect(loaded.filter((path) => !announced.includes(path))).toEqual([]);
  });
});
