import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { categoriesInUse, insertInfoCategory } from '../../modules/citizen-info/categories/index.js';
import { demoUser, idNamed, paramsOf, tenantId, type StateHandlers } from '../state-support.js';

const inUse = async (db: Db, categoryId: number) => (await categoriesInUse(db, [categoryId])).has(categoryId);

/** The line every contract item draws (two points in Musterstadt). */
const CONTRACT_LINE = JSON.stringify([
  [52.2201, 13.4402],
  [52.2215, 13.4431],
]);

/**
 * States of the citizen information screens (information categories and items). Demo categories are only
 * looked up; the categories and items that saves, deletes and status changes alter are made here (found
 * again, and reset, when an earlier interaction left them), so every state answers the same in any order.
 */
export function citizenInfoStates(db: Db): StateHandlers {
  const demoCategory = async (tenant: string, name: string) => {
    const tenantKey = await tenantId(db, tenant);
    const categoryId = await idNamed(db, 'infoCategory', tenantKey, name);
    if (categoryId === null)
      throw new Error(`provider state needs information category ${name} of ${tenant}, which the demo data no longer has`);
    return { tenantId: tenantKey, categoryId };
  };

  return {
    /** an information category of the demo data */
    'an information category exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      return demoCategory(tenant, name);
    },

    /** a demo information category that items use (so it cannot be deleted) */
    'an information category with items exists': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const found = await demoCategory(tenant, name);
      if (!(await inUse(db, found.categoryId))) throw new Error(`no demo information item uses category ${name}`);
      return found;
    },

    /** an information category (with its four variable rights) that no item uses, made when missing */
    'an information category without items exists': async (parameters) => {
      const { tenant, name, icon } = paramsOf(parameters, ['tenant', 'name', 'icon']);
      const tenantKey = await tenantId(db, tenant);
      const categoryId =
        (await idNamed(db, 'infoCategory', tenantKey, name)) ??
        (await db.transaction().execute((trx) => insertInfoCategory(trx, { tenantId: tenantKey, name, icon, createdBy: null })));
      if (await inUse(db, categoryId)) throw new Error(`provider state wants information category ${name} unused, but items use it`);
      return { tenantId: tenantKey, categoryId };
    },

    /**
     * A MAP_LINE item of a demo category with the given headline and status, written by the tenant's admin;
     * made when missing, otherwise put back to that state.
     */
    'an information item exists': async (parameters) => {
      const { tenant, category, headline, status, author } = paramsOf(parameters, ['tenant', 'category', 'headline', 'status', 'author']);
      const found = await demoCategory(tenant, category);
      const writer = await demoUser(db, author);
      const timestamp = now();
      const values = {
        tenantId: found.tenantId,
        categoryId: found.categoryId,
        surveyId: null,
        headline,
        description: '<p>Die Straße ist zwischen Markt und Bahnhof gesperrt.</p>',
        titleImage: null,
        type: 'MAP_LINE',
        status,
        place: 'Bahnhofstraße',
        eventStart: null,
        eventEnd: null,
        mapLines: CONTRACT_LINE,
        mapAreas: null,
        latitude: null,
        longitude: null,
        publishedAt: status === 'PUBLISHED' ? timestamp : null,
        editedAt: null,
        editedBy: null,
      };
      const existing = await db
        .selectFrom('citizenInfo')
        .select('id')
        .where('tenantId', '=', found.tenantId)
        .where('headline', '=', headline)
        .orderBy('id')
        .executeTakeFirst();
      const infoId = existing
        ? (await db.updateTable('citizenInfo').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
        : (
            await db
              .insertInto('citizenInfo')
              .values({ ...values, createdAt: timestamp, createdBy: writer.id })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      return { ...found, infoId };
    },
  };
}
