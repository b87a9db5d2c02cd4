import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

const INDEX = 'case_description_trgm_idx';
const NUMBER_INDEX = 'case_number_idx';

/**
 * A trigram index on the cases' descriptions on PostgreSQL, so that a search finds the few cases whose description
 * contains a term without reading every description in its scope (docs/decisions/search-by-trigrams.md). pg_trgm
 * ships with PostgreSQL and is a trusted extension: the database's owner may create it. Where it is missing or may
 * not be created, the search reads the descriptions as before. The case numbers get an index of their own, so that
 * a search across tenants can combine both: numbers grow with time, and read along the date index the few cases
 * with a number lay far back (a million index entries read for a super admin's search by number).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
        or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
            and has_database_privilege(current_database(), 'CREATE')) as usable`.execute(db);
  if (!rows[0]?.usable) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  // new entries wait in a short pending list: merging a long one stalled the report that did it (decision record)
  await sql
    .raw(`create index ${INDEX} on defect_case using gin (lower(description) gin_trgm_ops) with (gin_pending_list_limit = 256)`)
    .execute(db);
  await sql.raw(`create index ${NUMBER_INDEX} on defect_case (case_number)`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql.raw(`drop index if exists ${INDEX}, ${NUMBER_INDEX}`).execute(db);
}
