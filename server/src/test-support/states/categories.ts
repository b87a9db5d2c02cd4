import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { idNamed, paramsOf, tenantId, type StateHandlers } from '../state-support.js';

const usedByCases = async (db: Db, column: 'categoryId' | 'categoryTagId', id: number) =>
  (await db.selectFrom('defectCase').select('id').where(column, '=', id).limit(1).executeTakeFirst()) !== undefined;

/**
 * States of the category and subcategory screens (/categories, /tags and their forms). Demo categories are
 * only looked up; the ones saves and deletes change are made here (found again when an earlier interaction
 * left them), so no demo data is altered and every state answers the same in any order.
 */
export function categoryStates(db: Db): StateHandlers {
  const demoCategory = async (tenant: string, name: string) => {
    const tenantKey = await tenantId(db, tenant);
    const categoryId = await idNamed(db, 'category', tenantKey, name);
    if (categoryId === null) throw new Error(`provider state needs category ${name} of ${tenant}, which the demo data no longer has`);
    return { tenantId: tenantKey, categoryId };
  };

  return {
    /** a category of the demo data */
    'a category exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      return demoCategory(tenant, name);
    },

    /** a demo category that cases use (so it cannot be deleted) */
    'a category with cases exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const found = await demoCategory(tenant, name);
      if (!(await usedByCases(db, 'categoryId', found.categoryId))) throw new Error(`no demo case uses category ${name}`);
      return found;
    },

    /** a category of the tenant that no case uses, made when missing */
    'a category without cases exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const tenantKey = await tenantId(db, tenant);
      const existing = await idNamed(db, 'category', tenantKey, name);
      const categoryId =
        existing ??
        (
          await db
            .insertInto('category')
            .values({
              tenantId: tenantKey,
              name,
              initialAssigneeId: null,
              createdAt: now(),
              createdBy: null,
              editedAt: null,
              editedBy: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (await usedByCases(db, 'categoryId', categoryId))
        throw new Error(`provider state wants category ${name} unused, but cases use it`);
      return { tenantId: tenantKey, categoryId };
    },

    /** a subcategory of the demo data */
    'a tag exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const tenantKey = await tenantId(db, tenant);
      const tag = await db
        .selectFrom('categoryTag')
        .select(['id', 'categoryId'])
        .where('tenantId', '=', tenantKey)
        .where('name', '=', name)
        .orderBy('id')
        .executeTakeFirst();
      if (!tag) throw new Error(`provider state needs subcategory ${name} of ${tenant}, which the demo data no longer has`);
      return { tenantId: tenantKey, categoryId: tag.categoryId, tagId: tag.id };
    },

    /** a subcategory of a demo category that no case uses, made when missing */
    'a tag without cases exists': async (parameters) => {
      const { tenant, category, name } = paramsOf(parameters, ['tenant', 'category', 'name']);
      const { tenantId: tenantKey, categoryId } = await demoCategory(tenant, category);
      const existing = await db
        .selectFrom('categoryTag')
        .select('id')
        .where('categoryId', '=', categoryId)
        .where('name', '=', name)
        .orderBy('id')
        .executeTakeFirst();
      const tagId =
        existing?.id ??
        (
          await db
            .insertInto('categoryTag')
            .values({
              tenantId: tenantKey,
              categoryId,
              name,
              initialAssigneeId: null,
              createdAt: now(),
              createdBy: null,
              editedAt: null,
              editedBy: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (await usedByCases(db, 'categoryTagId', tagId))
        throw new Error(`provider state wants subcategory ${name} unused, but cases use it`);
      return { tenantId: tenantKey, categoryId, tagId };
    },
  };
}
