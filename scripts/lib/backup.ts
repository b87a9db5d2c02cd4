import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Config } from '../../server/src/config.js';
import { isPostgresUrl } from '../../server/src/db/kysely.js';

/** The names inside a backup directory; restoring copies them back to the same names in DATA_DIR. */
export const BACKUP_DATABASE = 'buergerportal.sqlite';
export const BACKUP_FILES = 'files';

/** The dump of a PostgreSQL database beside its backup directory (custom format, for pg_restore). */
export const pgDumpCommand = (target: string) => `pg_dump -Fc -f ${target}.dump "$DATABASE_URL"`;

export interface BackupResult {
  /** the backup directory */
  target: string;
  /** the size of the SQLite copy in bytes; null for PostgreSQL, which pg_dump backs up (pgDumpCommand) */
  databaseBytes: number | null;
  /** the stored files copied */
  files: number;
}

/** FileStorage writes a file under a temporary dot-name and renames it: such a file is a write in progress. */
const isWriteInProgress = (path: string) => /^\..*\.tmp$/.test(basename(path));

/**
 * Copies a SQLite database through SQLite's online backup API, page by page, while the server may go on
 * writing: the copy is the database as one moment saw it, including what is still in the write-ahead log,
 * which a copy of the file would miss or tear. The copy is switched to a rollback journal so that it is one
 * self-contained file, and checked before it counts.
 */
async function backupSqlite(file: string, copy: string): Promise<number> {
  if (!existsSync(file)) throw new Error(`No SQLite database at ${file} (DATA_DIR or DATABASE_URL).`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copy);
  } finally {
    source.close();
  }
  const written = new SQLite(copy, { fileMustExist: true });
  try {
    written.pragma('journal_mode = DELETE');
    const check = written.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy of the database failed its check: ${String(check)}`);
  } finally {
    written.close();
  }
  return (await stat(copy)).size;
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Writes a backup of a running installation into a new directory: `buergerportal.sqlite` (SQLite only) and
 * `files/` (DATA_DIR/files). It is assembled beside the target and renamed into place at the end, so a
 * directory of that name is always a whole backup. A PostgreSQL database is left to pg_dump.
 */
export async function writeBackup(storage: Pick<Config, 'dataDir' | 'databaseUrl'>, targetPath: string): Promise<BackupResult> {
  const target = resolve(targetPath);
  if (existsSync(target)) throw new Error(`${target} exists already; a backup goes into a new directory.`);
  const postgres = isPostgresUrl(storage.databaseUrl);
  if (!postgres && !storage.databaseUrl.startsWith('sqlite:')) throw new Error('DATABASE_URL is neither sqlite: nor postgres://.');
  const databaseFile = storage.databaseUrl.slice('sqlite:'.length);
  if (!postgres && databaseFile === ':memory:') throw new Error('An in-memory database cannot be backed up.');

  const partial = join(dirname(target), `.${basename(target)}.partial-${randomBytes(4).toString('hex')}`);
  await mkdir(dirname(target), { recursive: true });
  // the database holds password hashes and personal data: the owner's alone
  await mkdir(partial, { mode: 0o700 });
  try {
    // the database first: a file is written before the record that names it, so every file the copied
    // database names is on disk by now (unless deleted in the meantime); files added later are merely unnamed
    const databaseBytes = postgres ? null : await backupSqlite(databaseFile, join(partial, BACKUP_DATABASE));
    const filesDir = join(storage.dataDir, 'files');
    const copiedFiles = join(partial, BACKUP_FILES);
    if (existsSync(filesDir)) {
      await cp(filesDir, copiedFiles, { recursive: true, preserveTimestamps: true, filter: (path) => !isWriteInProgress(path) });
    } else {
      await mkdir(copiedFiles);
    }
    const files = await countFiles(copiedFiles);
    await rename(partial, target);
    return { target, databaseBytes, files };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
