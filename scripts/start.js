import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`, in plain JavaScript so that production needs no TypeScript loader. With NODE_ENV=production it runs
 * the compiled server that `npm run build` wrote to dist/server; otherwise (demo, development) it registers tsx
 * and runs start-dev.ts, which builds the web bundles when stale and starts the server from its sources.
 */
const root = join(import.meta.dirname, '..');

if (process.env.NODE_ENV === 'production') {
  const server = join(root, 'dist/server/main.js');
  if (!existsSync(server)) {
    console.error('dist/server/main.js fehlt: erst "npm run build", dann "NODE_ENV=production npm start".');
    process.exit(1);
  }
  await import(pathToFileURL(server).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./start-dev.ts');
}
