import { parseArgs } from 'node:util';
import { storageConfig } from '../server/src/config.js';
import { BACKUP_DATABASE, BACKUP_DUMP, BACKUP_FILES, writeBackup } from './lib/backup.js';
import { isPostgresUrl } from '../server/src/db/kysely.js';

/**
 * `npm run backup -- <directory>`: a backup of the installation named by DATA_DIR / DATABASE_URL, taken while
 * the server runs, into a new directory. Needs no secrets, like create-admin; on PostgreSQL pg_dump of the server's major
 * version (or newer). Restoring: docs/operations.md.
 */
const USAGE = 'Usage: npm run backup -- <new directory>, e.g. npm run backup -- /backups/buergerportal-2026-11-25';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [target, ...more] = positionals;
  if (target === undefined || more.length > 0) throw new Error(USAGE);
  const storage = storageConfig();
  const result = await writeBackup(storage, target);
  const database = isPostgresUrl(storage.databaseUrl) ? BACKUP_DUMP : BACKUP_DATABASE;
  console.log(
    `Backup written to ${result.target}: ${database} (${megabytes(result.databaseBytes)}) and ${BACKUP_FILES}/ (${result.files} stored files).`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
