import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/** Tenants, modules, users, roles, rights, variable rights, sessions, reset tokens, mail outbox, devices. */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);

  await db.schema
    .createTable('module')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .execute();

  await d
    .id(db.schema.createTable('tenant'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('street', 'varchar(200)')
    .addColumn('hnr', 'varchar(20)')
    .addColumn('zip', 'varchar(20)')
    .addColumn('city', 'varchar(200)')
    .addColumn('country', 'varchar(40)', (c) => c.notNull().defaultTo('GERMANY'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('company'))
    .addColumn('parent_id', 'integer', (c) => c.references('tenant.id').onDelete('set null'))
    .addColumn('image', 'varchar(200)')
    .addColumn('header_image', 'varchar(200)')
    .addColumn('population', 'integer')
    .addColumn('area', d.real)
    .addColumn('email_notification', 'varchar(254)')
    .addColumn('email_notification_completed_case', 'varchar(254)')
    .addColumn('email_notification_bis', 'varchar(254)')
    .addColumn('email_notification_approve_bis', 'varchar(254)')
    .addColumn('automatic_reply', d.text)
    .addColumn('use_custom_image', 'integer', d.bool(false))
    .addColumn('hide_tenant_name_in_app', 'integer', d.bool(false))
    .addColumn('townhall_latitude', d.real)
    .addColumn('townhall_longitude', d.real)
    .addColumn('map_center_latitude', d.real)
    .addColumn('map_center_longitude', d.real)
    .addColumn('mm_start_page_designation', 'varchar(200)')
    .addColumn('mm_start_page_background_image', 'varchar(200)')
    .addColumn('bis_start_page_designation', 'varchar(200)')
    .addColumn('bis_start_page_background_image', 'varchar(200)')
    .addColumn('show_bis_calendar', 'integer', d.bool(true))
    .addColumn('mm_publish_all_cases_on_map', 'integer', d.bool(false))
    .addColumn('mm_map_show_create_case_button', 'integer', d.bool(false))
    .addColumn('description', d.text)
    .addColumn('main_account_id', 'integer')
    .addColumn('api_key', 'varchar(100)', (c) => c.unique())
    .addColumn('boundaries', d.text)
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('edited_at', d.timestamp)
    .execute();
  await db.schema.createIndex('tenant_name_idx').on('tenant').column('name').execute();
  await db.schema.createIndex('tenant_parent_idx').on('tenant').column('parent_id').execute();

  await db.schema
    .createTable('tenant_module')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('module', 'varchar(40)', (c) => c.notNull().references('module.name'))
    .addColumn('purchased', 'integer', d.bool(false))
    .addColumn('visible', 'integer', d.bool(false))
    .addPrimaryKeyConstraint('tenant_module_pk', ['tenant_id', 'module'])
    .execute();

  await d
    .id(db.schema.createTable('role'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addUniqueConstraint('role_tenant_name_uq', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('role_right')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('right', 'varchar(60)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_right_pk', ['role_id', 'right'])
    .execute();

  await d
    .id(db.schema.createTable('variable_right'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('module', 'varchar(40)', (c) => c.notNull())
    .addColumn('bis_category_id', 'integer')
    .addColumn('basic_right', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('variable_right_tenant_idx').on('variable_right').columns(['tenant_id', 'bis_category_id']).execute();

  await db.schema
    .createTable('role_variable_right')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('variable_right_id', 'integer', (c) => c.notNull().references('variable_right.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_variable_right_pk', ['role_id', 'variable_right_id'])
    .execute();

  await d
    .id(db.schema.createTable('app_user'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.references('role.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('firstname', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'varchar(200)')
    .addColumn('super_admin', 'integer', d.bool(false))
    .addColumn('super_user', 'integer', d.bool(false))
    .addColumn('status', 'integer', d.bool(true))
    .addColumn('approved', 'integer', d.bool(true))
    .addColumn('active', 'integer', d.bool(true))
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('de'))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('edited_at', d.timestamp)
    .execute();
  await db.schema.createIndex('app_user_tenant_idx').on('app_user').columns(['tenant_id', 'lastname']).execute();
  await db.schema.createIndex('app_user_role_idx').on('app_user').column('role_id').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('last_activity_at', d.timestamp, (c) => c.notNull())
    .addColumn('expires_at', d.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', d.timestamp)
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

  await d
    .id(db.schema.createTable('password_reset_token'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('expires_at', d.timestamp, (c) => c.notNull())
    .addColumn('used_at', d.timestamp)
    .execute();

  await d
    .id(db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', d.text, (c) => c.notNull())
    .addColumn('html', d.text)
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', d.timestamp, (c) => c.notNull())
    .addColumn('sent_at', d.timestamp)
    .addColumn('last_error', d.text)
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();

  await db.schema
    .createTable('device')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('blocked_until', d.timestamp)
    .addColumn('blocked_by', 'integer')
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();

  await db
    .insertInto('module')
    .values(['MAENGELMELDER', 'BUERGERINFO', 'APIZUGRIFF', 'WERBEFREI'].map((name) => ({ name })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'device',
    'mail_outbox',
    'password_reset_token',
    'session',
    'app_user',
    'role_variable_right',
    'variable_right',
    'role_right',
    'role',
    'tenant_module',
    'tenant',
    'module',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
