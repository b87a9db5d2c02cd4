import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

/**
 * PostgreSQL: two more channels for the processes sharing the database (see 0012), so that what they keep in memory
 * is kept on PostgreSQL as on SQLite:
 *
 * - `bp_cases_changed`: every statement that writes cases, the categories whose names they show, or their counters;
 *   every process's version of the cases (db/changes.ts casesVersion) moves, which the shared answers of the /cases
 *   map and the counts of whole scopes are kept by.
 * - `bp_sessions_changed`: every statement that writes sessions (a login, a logout, a revocation, activity); the
 *   sessions each process keeps between requests are read again, so a revocation reaches every process at once.
 *
 * Statement-level, and identical notifications of one transaction arrive once. The names are written out rather than
 * imported (see 0012); changes.test.ts checks they match CHANGE_CHANNELS.
 */
const CHANNELS = {
  bp_cases_changed: ['defect_case', 'category', 'case_counter'],
  bp_sessions_changed: ['session'],
} as const;

const functionOf = (channel: string) => `${channel.replace(/_changed$/, '')}_notify`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const run = (text: string) => sql.raw(text).execute(db);
  for (const [channel, tables] of Object.entries(CHANNELS)) {
    await run(`
      create function ${functionOf(channel)}() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${channel}', '');
        return null;
      end $$`);
    for (const table of tables) {
      await run(
        `create trigger ${channel} after insert or update or delete or truncate on ${table} for each statement execute function ${functionOf(channel)}()`,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const channel of Object.keys(CHANNELS)) await sql.raw(`drop function ${functionOf(channel)}() cascade`).execute(db);
}
