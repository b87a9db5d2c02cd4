import { launch } from './lib/launch.js';

/**
 * `npm start`: in production the compiled server (dist/server); otherwise start-dev.ts, which builds the web
 * bundles when stale and starts the server from its sources.
 */
await launch('dist/server/main.js', 'scripts/start-dev.ts');
