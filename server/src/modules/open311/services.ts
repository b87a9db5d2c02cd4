import type { Kysely } from 'kysely';
import type { Service, ServiceDefinition } from '@contracts/open311.js';
import type { Database } from '../../db/schema.js';
import { germanOrder } from '../../db/german-order.js';
import { serviceAttributes } from './attributes.js';
import { open311Error } from './format.js';
import type { Jurisdiction } from './jurisdictions.js';

/** A category of the jurisdiction by its service code; 404 otherwise. */
export async function findService(db: Kysely<Database>, jurisdiction: Jurisdiction, code: string) {
  const category = /^\d{1,9}$/.test(code)
    ? await db
        .selectFrom('category')
        .select(['id', 'name', 'tenantId'])
        .where('id', '=', Number(code))
        .where('tenantId', '=', jurisdiction.id)
        .executeTakeFirst()
    : undefined;
  if (!category) throw open311Error(404, `Den Dienst ${code} gibt es in dieser Jurisdiktion nicht.`);
  return category;
}

const toService = (category: { id: number; name: string; hasTags: number }, jurisdiction: Jurisdiction): Service => ({
  service_code: String(category.id),
  service_name: category.name,
  description: `${category.name} (${jurisdiction.name})`,
  metadata: category.hasTags !== 0,
  type: 'realtime',
  keywords: '',
  group: jurisdiction.name,
});

/** GET services: one service per category of the jurisdiction. */
export async function listServices(db: Kysely<Database>, jurisdiction: Jurisdiction): Promise<Service[]> {
  const categories = await db
    .selectFrom('category')
    .select(['id', 'name'])
    .select((eb) =>
      eb
        .case()
        .when(eb.exists(eb.selectFrom('categoryTag').select('categoryTag.id').whereRef('categoryTag.categoryId', '=', 'category.id')))
        .then(1)
        .else(0)
        .end()
        .as('hasTags'),
    )
    .where('tenantId', '=', jurisdiction.id)
    .orderBy(germanOrder('name'))
    .orderBy('id')
    .execute();
  return categories.map((category) => toService(category, jurisdiction));
}

/** GET services/{service_code}: the standard fields plus, for a category with subcategories, the choice of one. */
export async function serviceDefinition(db: Kysely<Database>, jurisdiction: Jurisdiction, code: string): Promise<ServiceDefinition> {
  const category = await findService(db, jurisdiction, code);
  return { service_code: String(category.id), attributes: await serviceAttributes(db, category.id) };
}
