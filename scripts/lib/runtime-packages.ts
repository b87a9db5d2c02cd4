import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface Manifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Node's lookup of a package from a directory: node_modules/<name> here or in any parent up to the root. */
function locate(name: string, from: string, root: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/**
 * The installed directories of `names` and of everything they depend on at run time, as `node` would find them
 * from the project root. Optional dependencies that npm did not install (other platforms' binaries) are skipped;
 * a missing required one is an error, because the image would fail at its first use.
 */
export function runtimePackageDirs(root: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string, from: string, optional: boolean): void => {
    const dir = locate(name, from, root);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed from ${from})`);
    }
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, dir, true);
  };
  for (const name of names) visit(name, root, false);
  return [...found].sort();
}
