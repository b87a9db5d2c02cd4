import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

const INDEX = 'case_open_created_idx';
const KEY = ['is_open', 'created_at', 'id'];
const MARKER_COLUMNS = ['case_number', 'latitude', 'longitude', 'state', 'category_id'];

const create = (db: Kysely<unknown>, included: readonly string[]) =>
  isPostgres(db)
    ? sql.raw(`create index ${INDEX} on defect_case (${KEY.join(', ')}) include (${included.join(', ')})`).execute(db)
    : db.schema
        .createIndex(INDEX)
        .on('defect_case')
        .columns([...KEY, ...included])
        .execute();

/**
 * `case_open_created_idx` also carries each case's marker revision (migration 0032). After a change the map of
 * /cases reads the list as ids and revisions and only the changed rows whole (cases/markers.ts); with the revision
 * in the index, that read of the map of all open cases stays within the index, as the full read does (0031).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await create(db, [...MARKER_COLUMNS, 'map_revision']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await create(db, MARKER_COLUMNS);
}
