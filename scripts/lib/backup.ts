import SQLite from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../../server/src/config.js';
import { isPostgresUrl } from '../../server/src/db/kysely.js';

/** The names inside a backup directory; restoring copies them back to the same names in DATA_DIR. */
export const BACKUP_DATABASE = 'buergerportal.sqlite';
export const BACKUP_FILES = 'files';
/** A PostgreSQL database's dump in pg_dump's custom format, for pg_restore. */
export const BACKUP_DUMP = 'buergerportal.dump';

const run = promisify(execFile);

export interface BackupResult {
  /** the backup directory */
  target: string;
  /** the size of the SQLite copy or the PostgreSQL dump in bytes */
  databaseBytes: number;
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

const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

/**
 * The connection for pg_dump without the password on its command line, where every user of the machine could
 * read it: the password goes in PGPASSWORD.
 */
function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function serverVersion(databaseUrl: string): Promise<string> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

/**
 * Dumps a PostgreSQL database with pg_dump in its custom format: one consistent snapshot (a single transaction)
 * while the servers go on writing. pg_dump refuses a server of a newer major version than its own; that is
 * checked first, so the message says which client to install.
 */
async function backupPostgres(databaseUrl: string, dump: string): Promise<number> {
  const { dbname, env } = pgConnection(databaseUrl);
  const client = await run('pg_dump', ['--version']).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error('pg_dump was not found: install the PostgreSQL client (Debian: postgresql-client).');
    throw error;
  });
  const server = await serverVersion(databaseUrl);
  if (majorOf(client.stdout) < majorOf(server)) {
    throw new Error(
      `${client.stdout.trim()} is older than the server (PostgreSQL ${server}): install the client of the server's major version.`,
    );
  }
  await run('pg_dump', ['--format=custom', '--no-password', `--file=${dump}`, dbname], { env });
  return (await stat(dump)).size;
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Writes a backup of a running installation into a new directory: `buergerportal.sqlite` (SQLite) or
 * `buergerportal.dump` (PostgreSQL, pg_dump's custom format) and `files/` (DATA_DIR/files). It is assembled beside
 * the target and renamed into place at the end, so a directory of that name is always a whole backup.
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
    const databaseBytes = postgres
      ? await backupPostgres(storage.databaseUrl, join(partial, BACKUP_DUMP))
      : await backupSqlite(databaseFile, join(partial, BACKUP_DATABASE));
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
