import { join } from 'node:path';
import { buildWebIfStale } from './lib/web-build.js';

/** `npm start`: build the web bundles when they are missing or older than their sources, then run the server. */
buildWebIfStale(join(import.meta.dirname, '..'));

await import('../server/src/main.js');
