import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

/**
 * PostgreSQL: every statement that writes cases (or the categories whose names they show, or their counters) notifies
 * `bp_cases_changed`, so every process's version of the cases (db/changes.ts casesVersion) moves on any process's
 * committed write, not only on its own: the shared answers of the /cases map and the counts of whole scopes can then
 * be kept between requests on PostgreSQL as on SQLite. Statement-level, and identical notifications of one transaction
 * arrive once, so a report sends one notification however many statements it runs.
 *
 * The channel's name is written out rather than imported (see 0012); changes.test.ts checks it matches.
 */
const CHANNEL = 'bp_cases_changed';
const FUNCTION = 'bp_notify_cases_changed';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`
    create function ${FUNCTION}() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', '');
      return null;
    end $$`);
  for (const table of ['defect_case', 'category', 'case_counter']) {
    await run(
      `create trigger ${CHANNEL} after insert or update or delete or truncate on ${table} for each statement execute function ${FUNCTION}()`,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(`drop function ${FUNCTION}() cascade`).execute(db);
}
