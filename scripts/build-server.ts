import { join } from 'node:path';
import { buildServer } from './lib/server-build.js';

/** `npm run build` (after the web bundles): the server as JavaScript in dist/server, for `NODE_ENV=production npm start`. */
const started = Date.now();
try {
  await buildServer(join(import.meta.dirname, '..'));
} catch {
  // esbuild has printed its errors already
  process.exit(1);
}
console.log(`dist/server/main.js gebaut (${Date.now() - started} ms)`);
