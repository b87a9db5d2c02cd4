import { parseArgs } from 'node:util';
import { storageConfig } from '../server/src/config.js';
import { BACKUP_DATABASE, BACKUP_FILES, pgDumpCommand, writeBackup } from './lib/backup.js';

/**
 * `npm run backup -- <directory>`: a backup of the installation named by DATA_DIR / DATABASE_URL, taken while
 * the server runs, into a new directory. Needs no secrets, like create-admin. Restoring: README, Backups.
 */
const USAGE = 'Usage: npm run backup -- <new directory>, e.g. npm run backup -- /backups/buergerportal-2026-11-25';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [target, ...more] = positionals;
  if (target === undefined || more.length > 0) throw new Error(USAGE);
  const result = await writeBackup(storageConfig(), target);
  const files = `${BACKUP_FILES}/ (${result.files} stored files)`;
  if (result.databaseBytes === null) {
    console.log(`Backup written to ${result.target}: ${files}.`);
    console.log('DATABASE_URL names PostgreSQL, whose database is not in this backup: dump it with pg_dump,');
    console.log('best just before this command, so that the dump names no file the copy lacks (README, Backups):');
    console.log(`  ${pgDumpCommand(result.target)}`);
  } else {
    console.log(`Backup written to ${result.target}: ${BACKUP_DATABASE} (${megabytes(result.databaseBytes)}) and ${files}.`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
