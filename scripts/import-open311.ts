import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { storageConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/kysely.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { createFileStorage } from '../server/src/platform/files.js';
import { importOpen311, type ImportProgress, type ImportSummary } from '../server/src/modules/open311-import/index.js';
import { findTenant } from './lib/find-tenant.js';
import { progressLine } from './lib/progress-line.js';

/**
 * `npm run import-open311 -- --from <base URL> --tenant <id or name> --mapping mapping.json [--api-key K]
 * [--jurisdiction J] [--since 2020-01-01] [--format json|xml] [--max-per-request 1000] [--dry-run]`
 * Brings a town's history from its old Open311 server into a tenant (docs/operations.md). Reads DATA_DIR / DATABASE_URL.
 */
const USAGE =
  'Aufruf: npm run import-open311 -- --from <Basisadresse> --tenant <ID oder Name> --mapping zuordnung.json [--api-key K] [--jurisdiction J] [--since 2020-01-01] [--format json|xml] [--max-per-request 1000] [--dry-run]';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    tenant: { type: 'string' },
    mapping: { type: 'string' },
    'api-key': { type: 'string' },
    jurisdiction: { type: 'string' },
    since: { type: 'string', default: '2000-01-01' },
    format: { type: 'string', default: 'json' },
    'max-per-request': { type: 'string', default: '1000' },
    'dry-run': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!values.from || !values.tenant || !values.mapping) fail(USAGE);
const since = Date.parse(values.since);
if (Number.isNaN(since)) fail(`--since ist kein Datum: ${values.since}`);
if (values.format !== 'json' && values.format !== 'xml') fail('--format ist json oder xml.');
const maxPerRequest = Number(values['max-per-request']);
if (!Number.isInteger(maxPerRequest) || maxPerRequest < 1) fail('--max-per-request ist eine ganze Zahl ab 1.');
let baseUrl: URL;
try {
  baseUrl = new URL(values.from);
} catch {
  fail(`--from ist keine Adresse: ${values.from}`);
}
let mapping: unknown;
try {
  mapping = JSON.parse(readFileSync(values.mapping, 'utf8'));
} catch (error) {
  fail(`Die Zuordnungsdatei ${values.mapping} ist nicht lesbar: ${(error as Error).message}`);
}

let writingStarted: number | null = null;

function show(progress: ImportProgress): void {
  if (progress.phase === 'reading') {
    process.stderr.write(`\rLese Meldungen bis ${new Date(progress.readUpTo).toISOString().slice(0, 10)}: ${progress.found} gefunden   `);
  } else {
    writingStarted ??= Date.now();
    process.stderr.write(`\r${progressLine(progress.done, progress.total, writingStarted)}`);
  }
}

const row = (label: string, value: number) => `  ${`${label}:`.padEnd(22)} ${value}`;

function report(summary: ImportSummary, dryRun: boolean): string {
  const lines = [
    dryRun ? 'Probelauf: nichts wurde geschrieben.' : 'Import abgeschlossen.',
    row('gelesen', summary.read),
    row(dryRun ? 'würden neu angelegt' : 'neu angelegt', summary.imported),
    row(dryRun ? 'würden aktualisiert' : 'aktualisiert', summary.updated),
    row('unverändert', summary.unchanged),
    row(
      'übersprungen',
      Object.values(summary.skipped).reduce((a, b) => a + b, 0),
    ),
    ...Object.entries(summary.skipped).map(([reason, n]) => `    ${n} ${reason}`),
  ];
  const unmapped = Object.entries(summary.unmappedServices);
  if (unmapped.length > 0) {
    lines.push('  Dienste ohne Zuordnung (in die Ersatzkategorie):', ...unmapped.map(([code, n]) => `    ${code}: ${n}`));
  }
  if (!dryRun) {
    lines.push(row('Fotos übernommen', summary.photos.stored));
    lines.push(...Object.entries(summary.photos.failed).map(([reason, n]) => `    ${n} nicht übernommen: ${reason}`));
  }
  return lines.join('\n');
}

const { dataDir, databaseUrl } = storageConfig();
const db = await openDatabase(databaseUrl);
try {
  await migrateToLatest(db);
  const tenant = await findTenant(db, values.tenant);
  if (!tenant) fail(`Keinen Mandanten „${values.tenant}“ gefunden (ID oder genauer Name).`);
  const summary = await importOpen311(
    db,
    {
      source: { baseUrl, apiKey: values['api-key'], jurisdiction: values.jurisdiction, format: values.format, maxPerRequest },
      tenantId: tenant.id,
      mapping,
      since,
      dryRun: values['dry-run'],
      storage: createFileStorage(join(dataDir, 'files')),
    },
    show,
  );
  process.stderr.write('\n');
  console.log(report(summary, values['dry-run']));
} catch (error) {
  process.stderr.write('\n');
  fail(
    `Import abgebrochen: ${error instanceof Error ? error.message : String(error)}\nEin neuer Aufruf setzt fort; schon Übernommenes wird nicht doppelt angelegt.`,
  );
} finally {
  await db.destroy();
}
