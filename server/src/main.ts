import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/kysely.js';
import { migrateToLatest } from './db/migrate.js';
import { startMaildev } from './platform/maildev.js';
import { startHousekeeping } from './housekeeping.js';
import { loadLazyPackages } from './lazy-packages.js';
import { forwardingContext, startStatusReading } from './modules/open311-forwarding/index.js';
import { startReminderDigests } from './modules/reminders/index.js';
import { shutDown } from './shutdown.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/load.js';
import { loadDemoDataIfEmpty } from './demo-data.js';

/** Process entry: config, database, migrations, demo data, maildev, mail worker, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);

  const seeded = !config.production && (await loadDemoDataIfEmpty(db, config.dataDir));

  const maildev = !config.production && !config.smtpUrl ? await startMaildev(config) : null;
  const app = await buildApp({
    config,
    db,
    // this file runs from server/src (sources) or dist/server (npm run build): two levels below the root either way
    webRoot: join(import.meta.dirname, '../../dist/web'),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  app.mailer.start();
  app.forwarder.start();
  const stopHousekeeping = startHousekeeping(db, { storage: app.files, log: app.log, counts: app.housekeepingCounts });
  const stopReminders = startReminderDigests(db, config.publicUrl, app.log);
  const stopStatusReading = startStatusReading(forwardingContext(db, config), app.log);
  const stopJobs = async () => void (await Promise.all([stopHousekeeping(), stopReminders(), stopStatusReading()]));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // a second signal while shutting down changes nothing: the first one's shutdown is under way
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    shutDown({ app, db, stopJobs, closeMaildev: maildev?.close })
      .then((code) => {
        app.log.info({ code }, 'shut down');
        process.exit(code);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await loadLazyPackages();
  await app.listen({ port: config.port, host: config.host });

  if (!config.production) {
    const lines = [
      '',
      `Bürgerportal läuft auf ${config.publicUrl}${seeded ? ' (Demodaten geladen)' : ''}`,
      maildev ? `E-Mails (maildev): http://127.0.0.1:${config.maildevWebPort}` : `E-Mails über ${config.smtpUrl}`,
      `Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(40)} ${a.tenant}${a.role ? `, Rolle ${a.role}` : ''}${a.note ? ` – ${a.note}` : ''}`),
      '',
    ];
    console.log(lines.join('\n'));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
