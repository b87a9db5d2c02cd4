import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { buildApp } from '../../server/src/app.js';
import { testConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/kysely.js';
import { startHousekeeping } from '../../server/src/housekeeping.js';
import { loadLazyPackages } from '../../server/src/lazy-packages.js';
import { startBaseline } from './baseline.js';

/**
 * The servers under test, in a process of their own so that autocannon (in the parent) does not share its
 * event loop: the real app (buildApp over the seeded and migrated database, SQLite or PostgreSQL) and the baseline on the same
 * database. Prints their ports as one JSON line; runs until killed. With `workers` (the soak) the app also runs what
 * main.ts runs beside the requests: the mail worker (into a JSON transport, nothing is sent) and housekeeping.
 */
const [databaseUrl, tenant, workers] = process.argv.slice(2);
if (databaseUrl === undefined || tenant === undefined) throw new Error('usage: bench/server.ts <database url> <tenant id> [workers]');
const tenantId = Number(tenant);
const dataDir = mkdtempSync(join(tmpdir(), 'buergerportal-bench-data-'));
const db = await openDatabase(databaseUrl);
// the per-IP limit of public reports is lifted: the benchmark measures throughput from one address
const rateLimits = { auth: 1000, publicReports: 1_000_000_000 };
const mailTransport = nodemailer.createTransport({ jsonTransport: true });
const app = await buildApp({ config: testConfig({ dataDir, databaseUrl, rateLimits }), db, webRoot: null, mailTransport });
const stopHousekeeping =
  workers === 'workers' ? startHousekeeping(db, { storage: app.files, log: app.log, counts: app.housekeepingCounts }) : null;
if (workers === 'workers') app.mailer.start();
await loadLazyPackages();
await app.listen({ port: 0, host: '127.0.0.1' });
const baseline = await startBaseline(databaseUrl, tenantId);
console.log(JSON.stringify({ appPort: (app.server.address() as { port: number }).port, baselinePort: baseline.port }));

process.once('SIGTERM', async () => {
  await stopHousekeeping?.();
  baseline.server.close();
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
