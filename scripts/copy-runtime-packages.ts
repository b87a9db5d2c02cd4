import { cpSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runtimePackageDirs } from './lib/runtime-packages.js';
import { RUNTIME_PACKAGES } from './lib/server-build.js';

/**
 * `tsx scripts/copy-runtime-packages.ts <dir>` (the container build): copies the npm packages the compiled server
 * and commands load at run time, and nothing else, into <dir>/node_modules with their installed layout.
 */
const target = process.argv[2];
if (!target) {
  console.error('Usage: tsx scripts/copy-runtime-packages.ts <dir>');
  process.exit(1);
}

/**
 * What a package needs at run time: not its nested node_modules (packages of their own in the list), not source
 * maps, and of an addon compiled from source (binding.gyp) only the compiled `build/Release/*.node`, not the C
 * sources and object files it was built from.
 */
function neededAtRunTime(dir: string): (source: string) => boolean {
  const compiled = existsSync(join(dir, 'binding.gyp'));
  return (source) => {
    const path = relative(dir, source);
    if (path.startsWith('node_modules') || path.endsWith('.map')) return false;
    if (compiled && /^(deps|src)(\/|$)/.test(path)) return false;
    return !(compiled && path.startsWith('build/') && !/^build\/Release(\/[^/]+\.node)?$/.test(path));
  };
}

const root = join(import.meta.dirname, '..');
const dirs = runtimePackageDirs(root, RUNTIME_PACKAGES);
for (const dir of dirs) cpSync(dir, join(target, relative(root, dir)), { recursive: true, filter: neededAtRunTime(dir) });
console.log(`${dirs.length} Pakete nach ${target} kopiert`);
