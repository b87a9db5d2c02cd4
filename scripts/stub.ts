import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from './lib/web-build.js';
import { startStub } from './lib/stub-server.js';

/**
 * `npm run stub [-- --port 3100]`: the back office over the pact files, with no backend and no database. Builds
 * the web bundles when stale, starts Pact's stub server over test/contract/pacts and serves the web app with /api
 * passed on to it. Which screens work on the stub:
 * docs/integrators.md#the-client-without-a-server-npm-run-stub.
 */
const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3100' } } });

// an exit, so the exit handler of startStub ends the stub server and removes its pact folder, whenever it comes
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));

buildWebIfStale(root);
const stub = await startStub(root, Number(values.port));
console.log(
  [
    '',
    `Bürgerportal auf dem Stub (Pact-Dateien aus test/contract/pacts): ${stub.url}`,
    'Anmelden mit admin@musterstadt.example und Demo2026! (wie in den Pact-Dateien); kein Server, keine Datenbank.',
    'Beenden mit Strg+C.',
    '',
  ].join('\n'),
);
