import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app.js';
import { testConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/kysely.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { startBaseline } from './baseline.js';

/**
 * The servers under test, in a process of their own so that autocannon (in the parent) does not share its
 * event loop: the real app (buildApp over the seeded file) and the baseline. Prints their ports as one JSON
 * line; runs until killed.
 */
const [file, tenantId] = [process.argv[2], Number(process.argv[3])];
const dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-bench-data-'));
const db = await openDatabase(`sqlite:${file}`);
// a reused database file may predate the newest migration
await migrateToLatest(db);
// the per-IP limit of public reports is lifted: the benchmark measures throughput from one address
const rateLimits = { auth: 1000, publicReports: 1_000_000_000 };
const app = await buildApp({ config: testConfig({ dataDir, databaseUrl: `sqlite:${file}`, rateLimits }), db, webRoot: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseline = await startBaseline(file, tenantId);
console.log(JSON.stringify({ appPort: (app.server.address() as { port: number }).port, baselinePort: baseline.port }));

process.once('SIGTERM', async () => {
  baseline.server.close();
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
