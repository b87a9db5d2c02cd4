import type { Kysely, Updateable } from 'kysely';
import { acceptsFinalPhotos, type Case, type CaseUpdate } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import type { Database, DefectCaseTable } from '../../db/schema.js';
import { now, toBool } from '../../db/values.js';
import { assertWritable, hasRight } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { recordTenantChange } from '../case-stats/index.js';
import { attachFiles, type FileDisposal, withFileRelease } from '../files/index.js';
import { fullname } from '../users/index.js';
import { nextCaseNumber } from './create.js';
import { caseDto, type CaseRecord } from './dto.js';
import { writeProtocol } from './protocol.js';
import { findVisibleCase, loadRecord } from './record.js';
import type { CaseLinks } from './status-link.js';
import { startWorkIfNew } from './transitions.js';
import {
  CASE_MESSAGES,
  MAX_PHOTOS,
  checkAssignee,
  checkCategory,
  checkDeadline,
  checkPhotos,
  checkTag,
  isTenantMember,
} from './validation.js';
import { type CaseUpdatePlan, NAMED_SETTINGS, planCaseUpdate, protocolLines, type SettingNames } from './update-plan.js';
import { caseVisibility } from './visibility.js';

type Names = (id: number | null) => Promise<string>;

function namesIn(trx: Kysely<Database>, table: 'tenant' | 'category' | 'categoryTag'): Names {
  return async (id) => {
    if (id === null) return '–';
    const row = await trx.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
    return row?.name ?? '–';
  };
}

const userNames =
  (trx: Kysely<Database>): Names =>
  async (id) => {
    if (id === null) return 'niemand';
    const row = await trx.selectFrom('appUser').select(['firstname', 'lastname']).where('id', '=', id).executeTakeFirst();
    return row ? fullname(row) : '–';
  };

/** The names before and after of each setting the plan changes, for its protocol lines. */
async function settingNames(trx: Kysely<Database>, plan: CaseUpdatePlan): Promise<SettingNames> {
  const lookups = {
    tenant: namesIn(trx, 'tenant'),
    category: namesIn(trx, 'category'),
    tag: namesIn(trx, 'categoryTag'),
    assignee: userNames(trx),
  };
  const names: SettingNames = {};
  for (const setting of NAMED_SETTINGS) {
    const { from, to, changed } = plan[setting];
    if (changed) names[setting] = [await lookups[setting](from), await lookups[setting](to)];
  }
  return names;
}

/** The case's columns that the plan changes (a new tenant with its new case number). */
function columnsOf(plan: CaseUpdatePlan, newCaseNumber: number | null): Updateable<DefectCaseTable> {
  const set: Updateable<DefectCaseTable> = {};
  if (plan.tenant.changed) Object.assign(set, { tenantId: plan.tenant.to, caseNumber: newCaseNumber });
  if (plan.category.changed) set.categoryId = plan.category.to;
  if (plan.tag.changed) set.categoryTagId = plan.tag.to;
  if (plan.assignee.changed) set.assigneeId = plan.assignee.to;
  if (plan.deadline.changed) set.stateChangedDeadline = plan.deadline.to;
  if (plan.description !== undefined) set.description = plan.description;
  if (plan.handoverNote !== undefined) set.handoverNote = plan.handoverNote;
  if (plan.location) Object.assign(set, plan.location);
  return set;
}

interface PhotoPlan {
  added: { name: string; final: boolean }[];
  removed: { id: number; fileName: string }[];
}

/** The photo list as sent against the stored one: what is new, what is gone, and whether that is allowed. */
async function planPhotos(trx: Kysely<Database>, user: AuthUser, record: CaseRecord, wanted: CaseUpdate['photos']): Promise<PhotoPlan> {
  if (wanted === undefined) return { added: [], removed: [] };
  const current = await trx.selectFrom('casePhoto').select(['id', 'fileName', 'final']).where('caseId', '=', record.id).execute();
  const byName = new Map(wanted.map((p) => [p.name, p.final ?? false]));
  const added = [...byName].filter(([name]) => !current.some((c) => c.fileName === name)).map(([name, final]) => ({ name, final }));
  const removed = current.filter((c) => !byName.has(c.fileName));
  if ((added.length > 0 || removed.length > 0) && !hasRight(user, 'ADD_IMAGES_TO_EXISTING_CASE')) throw forbidden(CASE_MESSAGES.photoRight);
  if (added.some((p) => p.final) && !acceptsFinalPhotos(record.state)) throw conflict(CASE_MESSAGES.finalPhotoState, 'FINAL_PHOTO_STATE');
  const kept = current.filter((c) => byName.has(c.fileName)).map((c) => toBool(c.final));
  const finals = [...kept, ...added.map((p) => p.final)];
  if (finals.filter((f) => f).length > MAX_PHOTOS || finals.filter((f) => !f).length > MAX_PHOTOS)
    throw badRequest(CASE_MESSAGES.tooManyPhotos);
  return { added, removed };
}

/** Names sent in the photo list that the case does not hold yet (checked against the uploads first). */
async function newPhotoNames(db: Kysely<Database>, caseId: number, wanted: CaseUpdate['photos']): Promise<string[]> {
  if (!wanted) return [];
  const current = await db.selectFrom('casePhoto').select('fileName').where('caseId', '=', caseId).execute();
  return wanted.map((p) => p.name).filter((name) => !current.some((c) => c.fileName === name));
}

/**
 * PUT /api/case/{id}: applies what differs from the stored case. Tenant, category, subcategory, assignee and
 * deadline are the settings, locked while the case is closed. Each change writes a protocol line; the first
 * change of a new case puts it in progress. Moving to another tenant gives the case that tenant's next number.
 * A removed photo's file leaves the storage after the commit unless another record uses it.
 */
export async function updateCase(
  db: Kysely<Database>,
  files: FileDisposal,
  user: AuthUser,
  id: number,
  input: CaseUpdate,
  links: CaseLinks,
): Promise<Case> {
  const v = await caseVisibility(db, user);
  const before = await findVisibleCase(db, v, id);
  const newTenant = input.tenantId != null && input.tenantId !== before.tenantId ? input.tenantId : null;
  if (newTenant !== null) {
    if (!hasRight(user, 'TENANT_INDEPENDENCE')) throw forbidden(CASE_MESSAGES.tenantRight);
    await assertWritable(user, newTenant);
  }
  await checkPhotos(db, user, await newPhotoNames(db, id, input.photos));

  await withFileRelease(db, files, async (trx, release) => {
    const record = await findVisibleCase(trx, v, id);
    const tenantId = newTenant ?? record.tenantId;
    // only asked when the stored assignee would stay: an assignee sent with the change is checked below
    const assigneeInTenant =
      input.assigneeId !== undefined ||
      record.assigneeId === null ||
      tenantId === record.tenantId ||
      (await isTenantMember(trx, tenantId, record.assigneeId));
    const plan = planCaseUpdate(record, input, { newTenant, assigneeInTenant });
    const { tenant, category, tag, assignee, deadline } = plan;
    if ((tenant.changed || category.changed) && category.to !== null) await checkCategory(trx, tenant.to, category.to);
    if (tag.to !== null && category.to !== null && (tag.changed || category.changed)) await checkTag(trx, category.to, tag.to);
    if (assignee.to !== null && (assignee.changed || tenant.changed)) await checkAssignee(trx, tenant.to, assignee.to);
    if (deadline.changed) checkDeadline(user, deadline.to);
    const photos = await planPhotos(trx, user, record, input.photos);

    const newCaseNumber = tenant.changed && tenant.to !== null ? await nextCaseNumber(trx, tenant.to) : null;
    const log = protocolLines(plan, await settingNames(trx, plan), newCaseNumber, photos);
    if (log.length === 0) return;

    await startWorkIfNew(trx, record, user.id, links);
    await trx
      .updateTable('defectCase')
      .set({ ...columnsOf(plan, newCaseNumber), editedAt: now(), editedBy: user.id })
      .where('id', '=', id)
      .execute();
    if (tenant.changed) await recordTenantChange(trx, { from: tenant.from, to: tenant.to, state: record.state });
    if (photos.removed.length > 0) {
      await trx
        .deleteFrom('casePhoto')
        .where(
          'id',
          'in',
          photos.removed.map((p) => p.id),
        )
        .execute();
      await release(photos.removed.map((p) => p.fileName));
    }
    if (photos.added.length > 0) {
      const createdAt = now();
      await trx
        .insertInto('casePhoto')
        .values(photos.added.map((p) => ({ caseId: id, fileName: p.name, final: p.final ? 1 : 0, createdAt, createdBy: user.id })))
        .execute();
      await attachFiles(
        trx,
        photos.added.map((p) => p.name),
      );
    }
    await writeProtocol(trx, id, user.id, log);
    if (toBool(record.publishedOnMap)) changesOf(trx).caseMapChanged(tenant.from, tenant.to);
  });
  return caseDto(db, user, await loadRecord(db, id));
}
