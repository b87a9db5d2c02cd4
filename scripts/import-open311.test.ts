import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../fixtures/load.js';
import { openDatabase } from '../server/src/db/kysely.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { buildTestApp, type TestApp } from '../server/test/app.js';
import { testDatabaseUrl } from '../server/test/database.js';
import { progressLine } from './lib/progress-line.js';

/** `npm run import-open311` as an operator runs it: against a second instance of the product, into a data directory. */
let source: TestApp;
let dir: string;
let baseUrl: string;

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ownDatabase, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'import-open311.ts'), ...args], {
    env: { ...env, DATA_DIR: dir },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

// the importer itself runs on both databases (server/src/modules/open311-import); the command needs one
describe.skipIf(testDatabaseUrl)('npm run import-open311', () => {
  beforeAll(async () => {
    source = await buildTestApp();
    await source.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(source.app.server.address() as { port: number }).port}/open311/v2`;
    dir = mkdtempSync(join(tmpdir(), 'buergerportal-import-'));
    const db = await openDatabase(`sqlite:${join(dir, 'buergerportal.sqlite')}`);
    await migrateToLatest(db);
    await loadDemoData(db);
    await db.destroy();
    writeFileSync(join(dir, 'mapping.json'), JSON.stringify({ services: {}, fallback: 'Sonstiges' }));
  }, 60_000);
  afterAll(async () => {
    await source.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const args = () => [
    '--from',
    baseUrl,
    '--jurisdiction',
    String(source.ids.tenants.musterstadt),
    '--tenant',
    'beispieldorf',
    '--mapping',
    join(dir, 'mapping.json'),
    '--since',
    '2020-01-01',
  ];

  it('names its arguments when one is missing, and a tenant it cannot find', async () => {
    const missing = await run(['--from', baseUrl]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      'Aufruf: npm run import-open311 -- --from <Basisadresse> --tenant <ID oder Name> --mapping zuordnung.json',
    );
    const nowhere = await run([...args().slice(0, 4), '--tenant', 'Nirgendwo', '--mapping', join(dir, 'mapping.json')]);
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain('Keinen Mandanten „Nirgendwo“ gefunden');
  }, 120_000);

  it('in a dry run prints what it would do; then imports with a progress bar and a summary', async () => {
    const dry = await run([...args(), '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Probelauf: nichts wurde geschrieben.');
    const wouldImport = Number(/würden neu angelegt: +(\d+)/.exec(dry.stdout)?.[1]);
    expect(wouldImport).toBeGreaterThan(0);

    const real = await run(args());
    expect(real.code, real.stderr).toBe(0);
    expect(real.stderr).toMatch(/\[#+-*\] \d+\/\d+ \(100 %\)/);
    expect(real.stdout).toContain('Import abgeschlossen.');
    expect(real.stdout).toMatch(new RegExp(`neu angelegt: +${wouldImport}\n`));
    expect(real.stdout).toContain('Dienste ohne Zuordnung (in die Ersatzkategorie):');
  }, 120_000);
});

describe('progressLine', () => {
  it('shows the share done and an estimate from the pace so far', () => {
    expect(progressLine(0, 340, 0, 0)).toBe(`[${'-'.repeat(30)}] 0/340 (0 %)`);
    expect(progressLine(120, 340, 0, 60_000)).toBe(`[###########${'-'.repeat(19)}] 120/340 (35 %), noch etwa 1:50`);
    expect(progressLine(5, 5, 0, 1000)).toBe(`[${'#'.repeat(30)}] 5/5 (100 %), noch etwa 0:00`);
  });
});
