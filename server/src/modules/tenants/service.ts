import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PageOf, PageQuery, TenantRef } from '@contracts/common.js';
import type { Tenant, TenantListItem } from '@contracts/tenant.js';
import type { Database, TenantRow } from '../../db/schema.js';
import { now, toBool } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { whereInScope, type TenantScope } from '../../platform/tenant-scope.js';
import { keyHash } from '../../platform/api-key.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { containsAny, paginate, type SortSpec } from '../../platform/paging.js';
import { originsOf } from '../../platform/cors-origins.js';
import { boundaryPolygon } from './boundaries.js';

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

const byName = germanOrder('tenant.name');
const refSort: SortSpec = { columns: { name: byName }, fallback: { column: byName, order: 'ASC' } };

/** Every tenant by name, for the registration picker (public: names only). */
export async function listTenantRefs(db: Kysely<Database>, query: PageQuery): Promise<PageOf<TenantRef>> {
  let base = db.selectFrom('tenant');
  if (query.search?.trim()) base = base.where(containsAny(['tenant.name'], query.search));
  const page = await paginate(base, query, refSort, 'tenant.id', (qb) => qb.select(['tenant.id', 'tenant.name']));
  return { ...page, content: page.content.map(toTenantRef) };
}

/** The purchased and the app-visible modules of some tenants, by tenant id. */
export async function modulesOf(db: Kysely<Database>, tenantIds: readonly number[]) {
  const result = new Map<number, { modules: string[]; visibleModules: string[] }>(
    tenantIds.map((id) => [id, { modules: [], visibleModules: [] }]),
  );
  if (tenantIds.length === 0) return result;
  const rows = await db
    .selectFrom('tenantModule')
    .select(['tenantId', 'module', 'purchased', 'visible'])
    .where('tenantId', 'in', tenantIds)
    .orderBy('module')
    .execute();
  for (const row of rows) {
    const entry = result.get(row.tenantId)!;
    if (toBool(row.purchased)) entry.modules.push(row.module);
    if (toBool(row.visible)) entry.visibleModules.push(row.module);
  }
  return result;
}

export async function tenantHasModule(db: Kysely<Database>, tenantId: number, module: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenantModule')
    .select('tenantId')
    .where('tenantId', '=', tenantId)
    .where('module', '=', module)
    .where('purchased', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

const listSort: SortSpec = {
  columns: {
    name: byName,
    zip: 'tenant.zip',
    country: germanOrder('tenant.country'),
    population: 'tenant.population',
    residents: 'tenant.population',
  },
  fallback: { column: byName, order: 'ASC' },
};

/** GET /api/tenant: the tenants of the caller's scope, for the list and the tenant pickers. */
export async function listTenants(db: Kysely<Database>, scope: TenantScope, query: PageQuery): Promise<PageOf<TenantListItem>> {
  let base = whereInScope(db.selectFrom('tenant'), 'tenant.id', scope);
  if (query.search?.trim()) base = base.where(containsAny(['tenant.name', 'tenant.city', 'tenant.zip'], query.search));
  const page = await paginate(base, query, listSort, 'tenant.id', (qb) =>
    qb.select(['tenant.id', 'tenant.name', 'tenant.city', 'tenant.zip', 'tenant.country', 'tenant.type', 'tenant.population']),
  );
  const modules = await modulesOf(
    db,
    page.content.map((t) => t.id),
  );
  return {
    ...page,
    content: page.content.map((t) => {
      const purchased = modules.get(t.id)!.modules;
      return {
        ...toTenantRef(t),
        city: t.city,
        zip: t.zip,
        country: t.country,
        type: t.type,
        population: t.population,
        modules: purchased,
        advertising: !purchased.includes('WERBEFREI'),
      };
    }),
  };
}

/**
 * The tenant's own columns under their API names (flags as booleans): the same in the tenant DTO and in the
 * form values a PUT is applied to.
 */
export function tenantFields(row: TenantRow) {
  return {
    name: row.name,
    street: row.street,
    hnr: row.hnr,
    zip: row.zip,
    city: row.city,
    country: row.country,
    type: row.type,
    image: row.image,
    headerImage: row.headerImage,
    population: row.population,
    area: row.area,
    emailNotification: row.emailNotification,
    emailNotificationCompletedCase: row.emailNotificationCompletedCase,
    emailNotificationBis: row.emailNotificationBis,
    emailNotificationApproveBis: row.emailNotificationApproveBis,
    automaticReply: row.automaticReply,
    useCustomImage: toBool(row.useCustomImage),
    hideTenantNameInApp: toBool(row.hideTenantNameInApp),
    townhallLatitude: row.townhallLatitude,
    townhallLongitude: row.townhallLongitude,
    mapCenterLatitude: row.mapCenterLatitude,
    mapCenterLongitude: row.mapCenterLongitude,
    mmStartPageDesignation: row.mmStartPageDesignation,
    mmStartPageBackgroundImage: row.mmStartPageBackgroundImage,
    bisStartPageDesignation: row.bisStartPageDesignation,
    bisStartPageBackgroundImage: row.bisStartPageBackgroundImage,
    showBisCalendar: toBool(row.showBisCalendar),
    mmPublishAllCasesOnMap: toBool(row.mmPublishAllCasesOnMap),
    mmMapShowCreateCaseButton: toBool(row.mmMapShowCreateCaseButton),
    description: row.description,
    mainAccount: row.mainAccountId,
    boundaries: row.boundaries,
    termsUrl: row.termsUrl,
    privacyUrl: row.privacyUrl,
    imprintUrl: row.imprintUrl,
    reporterDataRetentionDays: row.reporterDataRetentionDays,
    remindersEnabled: toBool(row.remindersEnabled),
    remindersTime: row.remindersTime,
    remindersDaysAhead: row.remindersDaysAhead,
    open311JurisdictionId: row.open311JurisdictionId,
    corsOrigins: originsOf(row),
  };
}

/** The full tenant DTO; the API key only for callers who may manage it. */
export async function loadTenantDto(db: Kysely<Database>, id: number, options: { showApiKey: boolean }): Promise<Tenant | undefined> {
  const row = await findTenant(db, id);
  if (!row) return undefined;
  const [modules, children, parent, mainUser] = await Promise.all([
    modulesOf(db, [id]),
    db.selectFrom('tenant').select(['id', 'name']).where('parentId', '=', id).orderBy(byName).orderBy('id').execute(),
    row.parentId === null ? undefined : db.selectFrom('tenant').select(['id', 'name']).where('id', '=', row.parentId).executeTakeFirst(),
    row.mainAccountId === null
      ? undefined
      : db.selectFrom('appUser').select(['id', 'firstname', 'lastname']).where('id', '=', row.mainAccountId).executeTakeFirst(),
  ]);
  const { modules: purchased, visibleModules } = modules.get(id)!;
  return {
    id: row.id,
    designationMap: designationMap(row.name),
    ...tenantFields(row),
    parentTenant: parent ? toTenantRef(parent) : null,
    childrenTenantIds: children.map((c) => c.id),
    childrenTenants: children.map(toTenantRef),
    modules: purchased,
    visibleModules,
    mainAccountUser: mainUser ? { id: mainUser.id, fullname: `${mainUser.firstname} ${mainUser.lastname}`.trim() } : null,
    apiKey: options.showApiKey ? row.apiKey : null,
    commune:
      row.type === 'commune'
        ? {
            id: row.id,
            latitude: row.mapCenterLatitude ?? row.townhallLatitude,
            longitude: row.mapCenterLongitude ?? row.townhallLongitude,
            boundariesArray: boundaryPolygon(row.boundaries),
            population: row.population,
            area: row.area,
          }
        : null,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  };
}

async function revokeKey(db: Kysely<Database>, tenantId: number, key: string): Promise<void> {
  await db
    .insertInto('revokedApiKey')
    .values({ keyHash: keyHash(key), tenantId, revokedAt: now() })
    .onConflict((oc) => oc.column('keyHash').doNothing())
    .execute();
}

/** PATCH /api/tenant/{id}/generate-api-key: a new random key; the previous one stops working for good. */
export async function generateApiKey(db: Kysely<Database>, tenantId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const tenant = await findTenant(trx, tenantId);
    if (!tenant) throw notFound();
    if (!(await tenantHasModule(trx, tenantId, 'APIZUGRIFF'))) {
      throw forbidden('Der Mandant hat das Modul APIZUGRIFF (API-Zugriff) nicht gebucht.', 'MODULE_MISSING');
    }
    if (tenant.apiKey) await revokeKey(trx, tenantId, tenant.apiKey);
    const apiKey = randomBytes(32).toString('base64url');
    await trx.updateTable('tenant').set({ apiKey, editedAt: now() }).where('id', '=', tenantId).execute();
    return apiKey;
  });
}

/** DELETE /api/tenant/{id}/api-key: removal is permanent (docs/product/tenants.md#the-api-key). */
export async function removeApiKey(db: Kysely<Database>, tenantId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tenant = await findTenant(trx, tenantId);
    if (!tenant) throw notFound();
    if (!tenant.apiKey) throw notFound('Für diesen Mandanten ist kein API-Schlüssel hinterlegt.', 'NO_API_KEY');
    await revokeKey(trx, tenantId, tenant.apiKey);
    await trx.updateTable('tenant').set({ apiKey: null, editedAt: now() }).where('id', '=', tenantId).execute();
  });
}
