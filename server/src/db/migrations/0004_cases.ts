import type { CreateTableBuilder, Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * Defect categories, subcategories (tags), cases with photos, notes and protocol.
 *
 * Scale (1,000,000 cases over 500 tenants, docs/product/cases.md#scale): `is_open` mirrors the state so the open/closed
 * filters are one index range instead of an IN over states; every list filter has an index ending in
 * created_at so a page of 50 is read in order without sorting, for one tenant and across all of them.
 * `case_counter` (cases per tenant and state) and `case_daily_stat` (created/finished per tenant and day)
 * are kept in the same transaction as each change, so counts and statistics never rescan the cases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);

  // both levels of the category tree are owned by a tenant and name a responsible person; a subcategory also
  // names its category, right after the tenant (the column order of the deployed tables)
  const categoryLevel = (table: string, parent = (t: CreateTableBuilder<string, any>) => t) =>
    parent(
      d.id(db.schema.createTable(table)).addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade')),
    )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('initial_assignee_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addColumn('created_at', d.timestamp, (c) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('edited_at', d.timestamp)
      .addColumn('edited_by', 'integer')
      .execute();

  await categoryLevel('category');
  await db.schema.createIndex('category_tenant_name_idx').on('category').columns(['tenant_id', 'name']).execute();

  await categoryLevel('category_tag', (t) =>
    t.addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade')),
  );
  await db.schema.createIndex('category_tag_category_idx').on('category_tag').columns(['category_id', 'name']).execute();
  await db.schema.createIndex('category_tag_tenant_idx').on('category_tag').columns(['tenant_id', 'name']).execute();

  await d
    .id(db.schema.createTable('defect_case'))
    .addColumn('tenant_id', 'integer', (c) => c.references('tenant.id').onDelete('cascade'))
    .addColumn('case_number', 'integer')
    .addColumn('description', d.text, (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_open', 'integer', d.bool(true))
    .addColumn('category_id', 'integer', (c) => c.references('category.id'))
    .addColumn('category_tag_id', 'integer', (c) => c.references('category_tag.id').onDelete('set null'))
    .addColumn('assignee_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('latitude', d.real, (c) => c.notNull())
    .addColumn('longitude', d.real, (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('device_id', 'varchar(100)')
    .addColumn('reachable', 'integer', d.bool(true))
    .addColumn('published_on_map', 'integer', d.bool(false))
    .addColumn('state_changed_deadline', d.timestamp)
    .addColumn('rating', 'integer')
    .addColumn('handover_note', d.text)
    .addColumn('status_token_hash', 'varchar(128)', (c) => c.unique())
    .addColumn('forwarded_at', d.timestamp)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('edited_at', d.timestamp)
    .addColumn('edited_by', 'integer')
    .addColumn('state_changed_at', d.timestamp, (c) => c.notNull())
    .execute();
  const caseIndexes: [string, string[]][] = [
    ['case_tenant_created_idx', ['tenant_id', 'created_at', 'id']],
    ['case_tenant_open_created_idx', ['tenant_id', 'is_open', 'created_at', 'id']],
    ['case_tenant_number_idx', ['tenant_id', 'case_number']],
    ['case_open_created_idx', ['is_open', 'created_at', 'id']],
    ['case_created_idx', ['created_at', 'id']],
    ['case_assignee_open_created_idx', ['assignee_id', 'is_open', 'created_at', 'id']],
    ['case_category_created_idx', ['category_id', 'created_at']],
    ['case_tag_idx', ['category_tag_id']],
    ['case_deadline_idx', ['is_open', 'state_changed_deadline']],
    ['case_tenant_published_idx', ['tenant_id', 'published_on_map']],
    ['case_rating_idx', ['rating', 'created_at']],
    ['case_reachable_idx', ['reachable', 'created_at']],
    ['case_device_idx', ['device_id']],
  ];
  for (const [name, columns] of caseIndexes) {
    await db.schema.createIndex(name).on('defect_case').columns(columns).execute();
  }

  await db.schema
    .createTable('case_sequence')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey().references('tenant.id').onDelete('cascade'))
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('case_counter')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_counter_pk', ['tenant_id', 'state'])
    .execute();

  await db.schema
    .createTable('case_daily_stat')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('case_daily_stat_pk', ['tenant_id', 'day'])
    .execute();
  await db.schema.createIndex('case_daily_stat_day_idx').on('case_daily_stat').columns(['day', 'tenant_id']).execute();

  await d
    .id(db.schema.createTable('case_photo'))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('defect_case.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('final', 'integer', d.bool(false))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .execute();
  await db.schema.createIndex('case_photo_case_idx').on('case_photo').column('case_id').execute();

  await d
    .id(db.schema.createTable('case_note'))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('defect_case.id').onDelete('cascade'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', d.text, (c) => c.notNull())
    .addColumn('system_generated', 'integer', d.bool(false))
    .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('edited_at', d.timestamp)
    .execute();
  await db.schema.createIndex('case_note_case_idx').on('case_note').columns(['case_id', 'created_at']).execute();

  await d
    .id(db.schema.createTable('case_protocol'))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('defect_case.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('description', d.text, (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_protocol_case_idx').on('case_protocol').columns(['case_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'case_protocol',
    'case_note',
    'case_photo',
    'case_daily_stat',
    'case_counter',
    'case_sequence',
    'defect_case',
    'category_tag',
    'category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
