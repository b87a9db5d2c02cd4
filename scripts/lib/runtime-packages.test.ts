import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimePackageDirs } from './runtime-packages.js';
import { RUNTIME_PACKAGES } from './server-build.js';

const root = join(import.meta.dirname, '../..');
let scratch: string | undefined;
afterEach(() => scratch && rmSync(scratch, { recursive: true, force: true }));

/** A project whose node_modules holds the given manifests, keyed by install path below node_modules. */
function project(manifests: Record<string, object>): string {
  scratch = mkdtempSync(join(tmpdir(), 'runtime-packages-'));
  for (const [path, manifest] of Object.entries(manifests)) {
    mkdirSync(join(scratch, 'node_modules', path), { recursive: true });
    writeFileSync(join(scratch, 'node_modules', path, 'package.json'), JSON.stringify(manifest));
  }
  return scratch;
}

describe('the packages the compiled server loads at run time', () => {
  it('are the externals with their dependencies, this platform’s binaries included, and no development tool', () => {
    const dirs = runtimePackageDirs(root, RUNTIME_PACKAGES).map((dir) => relative(root, dir));
    expect(dirs).toEqual(expect.arrayContaining(['node_modules/pg', 'node_modules/pg-pool', 'node_modules/sharp', 'node_modules/pdfkit']));
    expect(dirs.some((dir) => dir.startsWith('node_modules/@img/sharp-linux-') || dir.startsWith('node_modules/@img/sharp-darwin-'))).toBe(
      true,
    );
    for (const tool of ['node_modules/vite', 'node_modules/vitest', 'node_modules/tsx', 'node_modules/esbuild', 'node_modules/maildev']) {
      expect(dirs).not.toContain(tool);
    }
  });

  it('finds a nested copy before the hoisted one, skips an optional package npm left out, and refuses a missing one', () => {
    const dir = project({
      app: { dependencies: { shared: '2' }, optionalDependencies: { 'other-platform': '1' } },
      'app/node_modules/shared': {},
      shared: {},
      broken: { dependencies: { gone: '1' } },
    });
    expect(runtimePackageDirs(dir, ['app']).map((found) => relative(dir, found))).toEqual([
      'node_modules/app',
      'node_modules/app/node_modules/shared',
    ]);
    expect(() => runtimePackageDirs(dir, ['broken'])).toThrow('gone is not installed');
  });
});
