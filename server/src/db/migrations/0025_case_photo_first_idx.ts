import { sql, type Kysely } from 'kysely';

/**
 * The first photo of a case, which every card of the case list shows, read from one index alone: the photos of a
 * case that are not final, in id order, with their file name. The list's subquery (cases/dto.ts) takes the first
 * entry, one probe per card, where the lookup through `case_photo_case_idx` took an aggregate and a second probe
 * through the primary key. Partial: final photos (taken when a case is finished) are never a card's photo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('case_photo_first_idx')
    .on('case_photo')
    .columns(['case_id', 'id', 'file_name'])
    .where(sql.ref('final'), '=', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_photo_first_idx').execute();
}
