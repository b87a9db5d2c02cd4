import { join } from 'node:path';
import { buildServer } from './lib/server-build.js';

/**
 * `npm run build` (after the web bundles): the server and the operator's commands as JavaScript in dist/server and
 * dist/commands, for `NODE_ENV=production npm start` and `npm run create-admin` etc. in production.
 */
const started = Date.now();
try {
  await buildServer(join(import.meta.dirname, '..'));
} catch {
  // esbuild has printed its errors already
  process.exit(1);
}
console.log(`dist/server/main.js und dist/commands gebaut (${Date.now() - started} ms)`);
