import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * Citizen information (module BUERGERINFO): information categories, information items and surveys with votes.
 *
 * - Each information category owns four rows of `variable_right` (migration 0001); they are written and
 *   removed by the category service, so no foreign key ties them here.
 * - Votes are stored as one `survey_participation` per device and survey (unique, so a device votes once even
 *   under concurrent requests) plus one `survey_vote` row per chosen answer. The index on
 *   (question_id, answer_id, participation_id) makes the per-question counts an index-only aggregate, and
 *   the primary key (participation_id, question_id, ...) serves the self-join of the two-question cross votes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);

  await d
    .id(db.schema.createTable('info_category'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('icon', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('edited_at', d.timestamp)
    .addColumn('edited_by', 'integer')
    .execute();
  await db.schema.createIndex('info_category_tenant_name_idx').on('info_category').columns(['tenant_id', 'name']).execute();
  await db.schema.createIndex('info_category_name_idx').on('info_category').columns(['name', 'id']).execute();

  await d
    .id(db.schema.createTable('survey'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_date', d.timestamp, (c) => c.notNull())
    .addColumn('end_date', d.timestamp, (c) => c.notNull())
    .addColumn('show_in_dashboard', 'integer', d.bool(true))
    .addColumn('boundaries', d.text)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('edited_at', d.timestamp)
    .addColumn('edited_by', 'integer')
    .execute();
  await db.schema.createIndex('survey_tenant_name_idx').on('survey').columns(['tenant_id', 'name']).execute();
  await db.schema.createIndex('survey_dashboard_idx').on('survey').columns(['show_in_dashboard', 'tenant_id', 'start_date']).execute();

  await d
    .id(db.schema.createTable('survey_question'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id').onDelete('cascade'))
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('order_num', 'integer', (c) => c.notNull())
    .addColumn('multiple_choice', 'integer', d.bool(false))
    .addColumn('required', 'integer', d.bool(true))
    .execute();
  await db.schema.createIndex('survey_question_survey_idx').on('survey_question').columns(['survey_id', 'order_num']).execute();

  await d
    .id(db.schema.createTable('survey_answer'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_question.id').onDelete('cascade'))
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('order_num', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_answer_question_idx').on('survey_answer').columns(['question_id', 'order_num']).execute();

  await d
    .id(db.schema.createTable('survey_participation'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('note', d.text)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_participation_device_idx')
    .on('survey_participation')
    .columns(['survey_id', 'device_id'])
    .unique()
    .execute();
  await db.schema.createIndex('survey_participation_survey_idx').on('survey_participation').columns(['survey_id', 'id']).execute();

  await db.schema
    .createTable('survey_vote')
    .addColumn('participation_id', 'integer', (c) => c.notNull().references('survey_participation.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_question.id').onDelete('cascade'))
    .addColumn('answer_id', 'integer', (c) => c.notNull().references('survey_answer.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('survey_vote_pk', ['participation_id', 'question_id', 'answer_id'])
    .execute();
  await db.schema
    .createIndex('survey_vote_answer_idx')
    .on('survey_vote')
    .columns(['question_id', 'answer_id', 'participation_id'])
    .execute();
  await db.schema.createIndex('survey_vote_answer_only_idx').on('survey_vote').column('answer_id').execute();

  await d
    .id(db.schema.createTable('citizen_info'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('info_category.id'))
    .addColumn('survey_id', 'integer', (c) => c.references('survey.id'))
    .addColumn('headline', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', d.text, (c) => c.notNull())
    .addColumn('title_image', 'varchar(100)')
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('place', 'varchar(300)')
    .addColumn('event_start', d.timestamp)
    .addColumn('event_end', d.timestamp)
    .addColumn('map_lines', d.text)
    .addColumn('map_areas', d.text)
    .addColumn('latitude', d.real)
    .addColumn('longitude', d.real)
    .addColumn('published_at', d.timestamp)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('edited_at', d.timestamp)
    .addColumn('edited_by', 'integer')
    .execute();
  const infoIndexes: [string, string[]][] = [
    ['citizen_info_tenant_idx', ['tenant_id', 'id']],
    ['citizen_info_public_idx', ['tenant_id', 'status', 'published_at', 'id']],
    ['citizen_info_category_idx', ['category_id']],
    ['citizen_info_survey_idx', ['survey_id']],
  ];
  for (const [name, columns] of infoIndexes) {
    await db.schema.createIndex(name).on('citizen_info').columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'citizen_info',
    'survey_vote',
    'survey_participation',
    'survey_answer',
    'survey_question',
    'survey',
    'info_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
