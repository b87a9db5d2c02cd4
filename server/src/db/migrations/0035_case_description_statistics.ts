import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

/**
 * Statistics for the descriptions' trigram index on PostgreSQL. An index over an expression (lower(description))
 * has none until the table is analysed, and without them the planner did not trust the index: a tenant's search
 * read all of the tenant's cases (3.6 ms at a million cases) instead of the few the index names (1.2 ms).
 * Autovacuum analyses a large table only after a tenth of its rows changed, which may be months away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`analyze defect_case`.execute(db);
}
