import { join } from 'node:path';
import { buildWebIfStale } from './lib/web-build.js';

/**
 * `npm start` outside production (through scripts/start.js): build the web bundles when they are missing or older
 * than their sources, then run the server from its TypeScript sources.
 */
buildWebIfStale(join(import.meta.dirname, '..'));

await import('../server/src/main.js');
