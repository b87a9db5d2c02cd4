import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildApp, type AppDeps } from '../src/app.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadDemoData, type DemoIds } from '../../fixtures/load.js';

/**
 * The one way the tests start the product with its demo data (server tests, Pact provider, browser tests):
 * migrate the database, load the demo data with its photos into the configuration's data directory, build
 * the app and make it ready.
 */
export async function buildDemoApp(deps: AppDeps): Promise<{ app: FastifyInstance; ids: DemoIds }> {
  await migrateToLatest(deps.db);
  const ids = await loadDemoData(deps.db, { filesDir: join(deps.config.dataDir, 'files') });
  const app = await buildApp(deps);
  await app.ready();
  return { app, ids };
}
