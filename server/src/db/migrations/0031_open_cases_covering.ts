import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

const COLUMNS = ['is_open', 'created_at', 'id'];
/** what a map marker shows (cases/markers.ts), so that the map of all open cases is read from the index alone */
const MARKER_COLUMNS = ['case_number', 'latitude', 'longitude', 'state', 'category_id'];

/**
 * `case_open_created_idx` also carries the columns of a map marker. The super admin's map of /cases (the first
 * 10,000 open cases in date order) read a table page for nearly every marker, in random order; now it reads the
 * index in its order and no table page. PostgreSQL keeps them as included columns, SQLite, which has none, as
 * the last key columns; the first three key columns, which the case list reads, stay as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_open_created_idx').execute();
  if (isPostgres(db)) {
    const include = `include (${MARKER_COLUMNS.join(', ')})`;
    await sql.raw(`create index case_open_created_idx on defect_case (${COLUMNS.join(', ')}) ${include}`).execute(db);
  } else {
    await db.schema
      .createIndex('case_open_created_idx')
      .on('defect_case')
      .columns([...COLUMNS, ...MARKER_COLUMNS])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_open_created_idx').execute();
  await db.schema.createIndex('case_open_created_idx').on('defect_case').columns(COLUMNS).execute();
}
