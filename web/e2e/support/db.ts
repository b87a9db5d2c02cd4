import Database from 'better-sqlite3';
import { e2e } from './env.js';

/**
 * Opens the running server's SQLite file for a state change no screen can make (ending a session,
 * restoring a password hash). The server keeps its own connection; WAL mode lets both write.
 */
export function withServerDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(e2e().dbFile);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    return work(db);
  } finally {
    db.close();
  }
}
