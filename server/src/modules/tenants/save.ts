import type { Kysely } from 'kysely';
import { TENANT_DEFAULTS, TENANT_IMAGE_FIELDS, type TenantSave } from '@contracts/tenant.js';
import { changesOf } from '../../db/changes.js';
import type { Database, TenantRow } from '../../db/schema.js';
import { fromBool, now } from '../../db/values.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { attachFiles, type FileDisposal, isPublicUpload, withFileRelease } from '../files/index.js';
import { createAdminRole } from '../roles/index.js';
import { TENANT_IMAGE_LABELS, TENANT_MESSAGES, mergeForm, validateForm, type TenantForm } from './form.js';
import { findTenant, modulesOf, tenantFields } from './service.js';
import { storedOrigins } from '../../platform/cors-origins.js';

/** The stored tenant as form values, the base a PUT is applied to. */
async function storedForm(db: Kysely<Database>, row: TenantRow): Promise<TenantForm> {
  const [modules, children] = await Promise.all([
    modulesOf(db, [row.id]),
    db.selectFrom('tenant').select('id').where('parentId', '=', row.id).execute(),
  ]);
  return { ...tenantFields(row), childrenTenantIds: children.map((c) => c.id), ...modules.get(row.id)! };
}

/** The tenant columns of a form (everything but children, modules and the main account's checks). */
function columns(form: TenantForm) {
  return {
    name: form.name!,
    street: form.street,
    hnr: form.hnr,
    zip: form.zip,
    city: form.city,
    country: form.country!,
    type: form.type!,
    image: form.image,
    headerImage: form.headerImage,
    population: form.population,
    area: form.area,
    emailNotification: form.emailNotification,
    emailNotificationCompletedCase: form.emailNotificationCompletedCase,
    emailNotificationBis: form.emailNotificationBis,
    emailNotificationApproveBis: form.emailNotificationApproveBis,
    automaticReply: form.automaticReply,
    useCustomImage: fromBool(form.useCustomImage),
    hideTenantNameInApp: fromBool(form.hideTenantNameInApp),
    townhallLatitude: form.townhallLatitude,
    townhallLongitude: form.townhallLongitude,
    mapCenterLatitude: form.mapCenterLatitude,
    mapCenterLongitude: form.mapCenterLongitude,
    mmStartPageDesignation: form.mmStartPageDesignation,
    mmStartPageBackgroundImage: form.mmStartPageBackgroundImage,
    bisStartPageDesignation: form.bisStartPageDesignation,
    bisStartPageBackgroundImage: form.bisStartPageBackgroundImage,
    showBisCalendar: fromBool(form.showBisCalendar),
    mmPublishAllCasesOnMap: fromBool(form.mmPublishAllCasesOnMap),
    mmMapShowCreateCaseButton: fromBool(form.mmMapShowCreateCaseButton),
    description: form.description,
    mainAccountId: form.mainAccount,
    boundaries: form.boundaries,
    termsUrl: form.termsUrl,
    privacyUrl: form.privacyUrl,
    imprintUrl: form.imprintUrl,
    reporterDataRetentionDays: form.reporterDataRetentionDays,
    remindersEnabled: fromBool(form.remindersEnabled),
    remindersTime: form.remindersTime,
    remindersDaysAhead: form.remindersDaysAhead,
    open311JurisdictionId: form.open311JurisdictionId,
    corsOrigins: storedOrigins(form.corsOrigins),
  };
}

/** Children must exist and must not be the tenant itself or one of its ancestors (no cycle in the tree). */
async function checkChildren(db: Kysely<Database>, tenantId: number | null, childIds: readonly number[]): Promise<void> {
  if (childIds.length === 0) return;
  if (tenantId !== null && childIds.includes(tenantId)) throw badRequest(TENANT_MESSAGES.childSelf);
  const found = await db.selectFrom('tenant').select('id').where('id', 'in', childIds).execute();
  if (found.length !== childIds.length) throw badRequest(TENANT_MESSAGES.childUnknown);
  const seen = new Set<number>();
  let current = tenantId === null ? undefined : await findTenant(db, tenantId);
  while (current?.parentId != null && !seen.has(current.parentId)) {
    seen.add(current.parentId);
    current = await findTenant(db, current.parentId);
    if (current && childIds.includes(current.id)) throw badRequest(TENANT_MESSAGES.childCycle(current.name));
  }
}

async function checkMainAccount(db: Kysely<Database>, tenantId: number | null, userId: number | null): Promise<void> {
  if (userId === null) return;
  const user =
    tenantId === null ? undefined : await db.selectFrom('appUser').select('tenantId').where('id', '=', userId).executeTakeFirst();
  if (user?.tenantId !== tenantId) throw badRequest(TENANT_MESSAGES.mainAccount);
}

/** The super admin's part of a save: module rows and the children's parent link. */
async function writeSuperAdminFields(db: Kysely<Database>, tenantId: number, form: TenantForm): Promise<void> {
  await db.deleteFrom('tenantModule').where('tenantId', '=', tenantId).execute();
  if (form.modules.length > 0) {
    await db
      .insertInto('tenantModule')
      .values(form.modules.map((module) => ({ tenantId, module, purchased: 1, visible: fromBool(form.visibleModules.includes(module)) })))
      .execute();
  }
  let released = db.updateTable('tenant').set({ parentId: null }).where('parentId', '=', tenantId);
  if (form.childrenTenantIds.length > 0) released = released.where('id', 'not in', form.childrenTenantIds);
  await released.execute();
  if (form.childrenTenantIds.length > 0) {
    await db.updateTable('tenant').set({ parentId: tenantId }).where('id', 'in', form.childrenTenantIds).execute();
  }
}

/**
 * A newly named image must be a public upload, since the app shows it to everyone: a name made up or copied
 * from an internal file would leave a broken image. Names the tenant already holds stay valid.
 */
async function checkImages(db: Kysely<Database>, form: TenantForm, stored: TenantRow | null): Promise<void> {
  for (const field of TENANT_IMAGE_FIELDS) {
    const name = form[field];
    if (name === null || name === stored?.[field]) continue;
    if (!(await isPublicUpload(db, name))) throw badRequest(TENANT_MESSAGES.image(TENANT_IMAGE_LABELS[field]), 'IMAGE_UNKNOWN');
  }
}

/** The readable Open311 jurisdiction_id names one tenant (the unique index keeps it so; this gives the German message). */
async function checkJurisdictionId(db: Kysely<Database>, tenantId: number | null, value: string | null): Promise<void> {
  if (value === null) return;
  let holder = db.selectFrom('tenant').select('id').where('open311JurisdictionId', '=', value);
  if (tenantId !== null) holder = holder.where('id', '!=', tenantId);
  if (await holder.executeTakeFirst()) throw conflict(TENANT_MESSAGES.open311JurisdictionIdTaken(value), 'OPEN311_JURISDICTION_ID_TAKEN');
}

const imagesOf = (images: Pick<TenantRow, (typeof TENANT_IMAGE_FIELDS)[number]>) => TENANT_IMAGE_FIELDS.map((field) => images[field]);

/** POST /api/tenant (super admin): the tenant, its modules, children and its Admin role. Returns the id. */
export async function createTenant(db: Kysely<Database>, body: TenantSave): Promise<number> {
  const form = validateForm(mergeForm(TENANT_DEFAULTS, body, true), true);
  await checkChildren(db, null, form.childrenTenantIds);
  // a new tenant has no users yet, so nobody can be its main user
  await checkMainAccount(db, null, form.mainAccount);
  await checkImages(db, form, null);
  await checkJurisdictionId(db, null, form.open311JurisdictionId);
  return db
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto('tenant')
        .values({ ...columns(form), parentId: null, apiKey: null, createdAt: now(), editedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeSuperAdminFields(trx, id, form);
      await createAdminRole(trx, id);
      await attachFiles(trx, imagesOf(form));
      return id;
    })
    .finally(() => changesOf(db).tenantsChanged());
}

/**
 * PUT /api/tenant/{id}: fields left out keep their values; only a super admin changes the restricted ones.
 * A replaced or cleared image leaves the storage after the commit unless a record (this tenant included) still
 * names it.
 */
export async function updateTenant(
  db: Kysely<Database>,
  files: FileDisposal,
  id: number,
  body: TenantSave,
  superAdmin: boolean,
): Promise<void> {
  const row = await findTenant(db, id);
  if (!row) throw notFound();
  const form = validateForm(mergeForm(await storedForm(db, row), body, superAdmin), superAdmin);
  if (superAdmin) {
    await checkChildren(db, id, form.childrenTenantIds);
    await checkMainAccount(db, id, form.mainAccount);
  }
  await checkImages(db, form, row);
  await checkJurisdictionId(db, id, form.open311JurisdictionId);
  await withFileRelease(db, files, async (trx, release) => {
    await trx
      .updateTable('tenant')
      .set({ ...columns(form), editedAt: now() })
      .where('id', '=', id)
      .execute();
    if (superAdmin) await writeSuperAdminFields(trx, id, form);
    await attachFiles(trx, imagesOf(form));
    await release(imagesOf(row));
  }).finally(() => changesOf(db).tenantsChanged());
}
