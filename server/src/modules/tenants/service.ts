import type { Kysely } from 'kysely';
import type { PageOf, PageQuery, TenantRef } from '@contracts/common.js';
import type { Database, TenantRow } from '../../db/schema.js';
import { likePattern, paginate, type SortSpec } from '../../platform/paging.js';

export async function findTenant(db: Kysely<Database>, id: number): Promise<TenantRow | undefined> {
  return db.selectFrom('tenant').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function mainAccountEmail(db: Kysely<Database>, tenantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('tenant')
    .innerJoin('appUser', 'appUser.id', 'tenant.mainAccountId')
    .select('appUser.email')
    .where('tenant.id', '=', tenantId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The tenant's display name per locale; both locales use the registered name. */
export const designationMap = (name: string): Record<string, string> => ({ de: name, en: name });

export const toTenantRef = (row: { id: number; name: string }): TenantRef => ({
  id: row.id,
  name: row.name,
  designationMap: designationMap(row.name),
});

const refSort: SortSpec = { columns: { name: 'tenant.name' }, fallback: { column: 'tenant.name', order: 'ASC' } };

/** Every tenant by name, for the registration picker (public: names only). */
export async function listTenantRefs(db: Kysely<Database>, query: PageQuery): Promise<PageOf<TenantRef>> {
  let base = db.selectFrom('tenant');
  if (query.search?.trim()) base = base.where('tenant.name', 'like', likePattern(query.search));
  const page = await paginate(base, query, refSort, 'tenant.id', (qb) => qb.select(['tenant.id', 'tenant.name']));
  return { ...page, content: page.content.map(toTenantRef) };
}
