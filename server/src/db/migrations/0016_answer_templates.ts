import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * `answer_template`: a tenant's texts for answers to reporters, with placeholders. They go with
 * their tenant; the index serves the list of one tenant by name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  await d
    .id(db.schema.createTable('answer_template'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', d.text, (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('edited_at', d.timestamp)
    .addColumn('edited_by', 'integer')
    .execute();
  await db.schema.createIndex('answer_template_tenant_name_idx').on('answer_template').columns(['tenant_id', 'name']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('answer_template').execute();
}
