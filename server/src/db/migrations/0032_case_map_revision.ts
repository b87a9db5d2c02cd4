import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

/** what a public map marker shows of its case (frames/map.ts); the category's name is read apart */
const MARKER_COLUMNS = ['case_number', 'description', 'state', 'latitude', 'longitude', 'created_at', 'category_id'];
const TRIGGER = 'case_map_revision';
const FUNCTION = 'bp_case_map_revision';
const INDEX = 'case_tenant_published_idx';
const KEY = ['tenant_id', 'published_on_map', 'id'];
const INCLUDED = ['map_revision', 'category_id'];

const changed = MARKER_COLUMNS.map((column) => `old.${column} is distinct from new.${column}`).join(' or ');

/**
 * `map_revision` counts the changes to what a case's public map marker shows, in whichever process or code path
 * they are written (a trigger). After a change the public map reads each published case's id and revision from
 * `case_tenant_published_idx` alone and the whole row only of the cases whose revision moved, instead of every
 * published case with its text (docs/decisions/public-map-rebuilt-from-revisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('defect_case')
    .addColumn('map_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex(INDEX).execute();
  if (isPostgres(db)) {
    await sql.raw(`create index ${INDEX} on defect_case (${KEY.join(', ')}) include (${INCLUDED.join(', ')})`).execute(db);
    await sql
      .raw(
        `create function ${FUNCTION}() returns trigger language plpgsql as $$
         begin
           new.map_revision := old.map_revision + 1;
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${TRIGGER} before update on defect_case for each row when (${changed}) execute function ${FUNCTION}()`)
      .execute(db);
  } else {
    await db.schema
      .createIndex(INDEX)
      .on('defect_case')
      .columns([...KEY, ...INCLUDED])
      .execute();
    // is distinct from: SQLite spells it "is not"
    await sql
      .raw(
        `create trigger ${TRIGGER} after update of ${MARKER_COLUMNS.join(', ')} on defect_case for each row
         when ${changed.replaceAll('is distinct from', 'is not')}
         begin update defect_case set map_revision = old.map_revision + 1 where id = new.id; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql.raw(`drop function ${FUNCTION}() cascade`).execute(db);
  else await sql.raw(`drop trigger ${TRIGGER}`).execute(db);
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.createIndex(INDEX).on('defect_case').columns(['tenant_id', 'published_on_map']).execute();
  await db.schema.alterTable('defect_case').dropColumn('map_revision').execute();
}
