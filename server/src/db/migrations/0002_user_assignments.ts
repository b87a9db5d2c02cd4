import type { Kysely } from 'kysely';

/**
 * Category and subcategory (tag) assignments of users: a user with assignments sees only those cases.
 * The category and tag tables arrive with the cases issue; their foreign keys are added there,
 * so category_id and tag_id reference nothing yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_category_assignment')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_category_assignment_pk', ['user_id', 'category_id'])
    .execute();
  await db.schema.createIndex('user_category_assignment_category_idx').on('user_category_assignment').column('category_id').execute();

  await db.schema
    .createTable('user_tag_assignment')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_tag_assignment_pk', ['user_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('user_tag_assignment_tag_idx').on('user_tag_assignment').column('tag_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_tag_assignment').execute();
  await db.schema.dropTable('user_category_assignment').execute();
}
