import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'web',
  'contracts',
  'index.html',
  'frame.html',
  'vite.config.ts',
  'scripts/lib/precompress.ts',
  'scripts/lib/bundle-graph.ts',
  'scripts/lib/frame-preloads.ts',
];

function newestMtime(path: string, skip: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    const child = join(path, entry);
    if (child !== skip) newest = Math.max(newest, newestMtime(child, skip));
  }
  return newest;
}

/**
 * Builds the web bundles when dist/web is missing or older than its sources (the browser tests are not
 * part of the bundle). Used by `npm start` and the browser tests. NODE_ENV is forced to production:
 * a build started under Vitest would otherwise inherit NODE_ENV=test and emit React's development runtime.
 */
export function buildWebIfStale(root: string, log: (line: string) => void = console.log): void {
  const built = join(root, 'dist/web/index.html');
  const skip = join(root, 'web/e2e');
  const newestSource = Math.max(...SOURCES.map((p) => newestMtime(join(root, p), skip)));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  log('Baue die Weboberfläche (vite build) …');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}
