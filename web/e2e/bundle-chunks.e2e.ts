import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeE2E } from './support/env.js';

/** Vite's chunkSizeWarningLimit (500 kB of minified code): the build warns above it, and must not. */
const CHUNK_WARNING_BYTES = 500_000;

describeE2E('web bundle', () => {
  it('has no chunk over the size the build warns about (the icon set comes in parts)', () => {
    // the setup has just built dist/web when it was stale
    const assets = join(import.meta.dirname, '../../dist/web/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const oversized = scripts.filter((name) => statSync(join(assets, name)).size > CHUNK_WARNING_BYTES);
    expect(scripts.some((name) => name.startsWith('icon-set-'))).toBe(true);
    expect(oversized).toEqual([]);
  });
});
