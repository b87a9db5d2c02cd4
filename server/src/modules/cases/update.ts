import type { Kysely, Updateable } from 'kysely';
import { acceptsFinalPhotos, isOpenState, type Case, type CaseUpdate } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import type { Database, DefectCaseTable } from '../../db/schema.js';
import { formatBerlin, now, toBool } from '../../db/values.js';
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
  emptyToNull,
  isTenantMember,
  normaliseDeadline,
  requireLocation,
} from './validation.js';
import { caseVisibility } from './visibility.js';

type Names = (id: number | null) => Promise<string>;

const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
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

const changed = async (label: string, names: Names, from: number | null, to: number | null) =>
  `${label} geändert: ${await names(from)} → ${await names(to)}`;

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
    const tenantChanged = tenantId !== record.tenantId;

    if (input.categoryId === null && record.categoryId !== null) throw badRequest(CASE_MESSAGES.categoryRequired, 'CATEGORY_REQUIRED');
    const categoryId = input.categoryId ?? record.categoryId;
    const categoryChanged = categoryId !== record.categoryId;
    const tagId = input.categoryTagId !== undefined ? input.categoryTagId : categoryChanged ? null : record.categoryTagId;
    const tagChanged = tagId !== record.categoryTagId;
    let assigneeId = input.assigneeId !== undefined ? input.assigneeId : record.assigneeId;
    if (tenantChanged && input.assigneeId === undefined && assigneeId !== null && !(await isTenantMember(trx, tenantId, assigneeId))) {
      assigneeId = null;
    }
    const assigneeChanged = assigneeId !== record.assigneeId;
    const deadline = input.stateChangedDeadline !== undefined ? normaliseDeadline(input.stateChangedDeadline) : record.stateChangedDeadline;
    const deadlineChanged = !sameInstant(deadline, record.stateChangedDeadline);

    if ((tenantChanged || categoryChanged || tagChanged || assigneeChanged || deadlineChanged) && !isOpenState(record.state)) {
      throw conflict(CASE_MESSAGES.settingsLocked, 'CASE_LOCKED');
    }
    if (tenantChanged || categoryChanged) {
      if (categoryId === null) throw badRequest(CASE_MESSAGES.categoryRequired, 'CATEGORY_REQUIRED');
      await checkCategory(trx, tenantId, categoryId);
    }
    if (tagId !== null && (tagChanged || categoryChanged)) {
      if (categoryId === null) throw badRequest(CASE_MESSAGES.tagOfOtherCategory);
      await checkTag(trx, categoryId, tagId);
    }
    if (assigneeId !== null && (assigneeChanged || tenantChanged)) await checkAssignee(trx, tenantId, assigneeId);
    if (deadlineChanged) checkDeadline(user, deadline);
    const location =
      input.latitude !== undefined || input.longitude !== undefined
        ? requireLocation(
            input.latitude === undefined ? record.latitude : input.latitude,
            input.longitude === undefined ? record.longitude : input.longitude,
          )
        : { latitude: record.latitude, longitude: record.longitude };
    const photos = await planPhotos(trx, user, record, input.photos);

    const set: Updateable<DefectCaseTable> = {};
    const log: string[] = [];
    if (tenantChanged) {
      set.tenantId = tenantId;
      set.caseNumber = tenantId === null ? null : await nextCaseNumber(trx, tenantId);
      log.push(`${await changed('Mandant', namesIn(trx, 'tenant'), record.tenantId, tenantId)} (neue Fallnummer ${set.caseNumber})`);
    }
    if (categoryChanged) {
      set.categoryId = categoryId;
      log.push(await changed('Kategorie', namesIn(trx, 'category'), record.categoryId, categoryId));
    }
    if (tagChanged) {
      set.categoryTagId = tagId;
      log.push(await changed('Unterkategorie', namesIn(trx, 'categoryTag'), record.categoryTagId, tagId));
    }
    if (assigneeChanged) {
      set.assigneeId = assigneeId;
      log.push(await changed('Bearbeiter', userNames(trx), record.assigneeId, assigneeId));
    }
    if (deadlineChanged) {
      set.stateChangedDeadline = deadline;
      log.push(
        `Bearbeitungsfrist geändert: ${formatBerlin(record.stateChangedDeadline) ?? 'keine'} → ${formatBerlin(deadline) ?? 'keine'}`,
      );
    }
    const description = input.description?.trim();
    if (description !== undefined && description !== record.description) {
      set.description = description;
      log.push('Beschreibung geändert');
    }
    if (input.handoverNote !== undefined && emptyToNull(input.handoverNote) !== record.handoverNote) {
      set.handoverNote = emptyToNull(input.handoverNote);
      log.push('Übergabenotiz geändert');
    }
    if (location.latitude !== record.latitude || location.longitude !== record.longitude) {
      Object.assign(set, location);
      log.push('Ortsangabe geändert');
    }
    log.push(...photos.added.map((p) => (p.final ? 'Abschlussbild hinzugefügt' : 'Bild hinzugefügt')));
    log.push(...photos.removed.map(() => 'Bild entfernt'));
    if (log.length === 0) return;

    await startWorkIfNew(trx, record, user.id, links);
    await trx
      .updateTable('defectCase')
      .set({ ...set, editedAt: now(), editedBy: user.id })
      .where('id', '=', id)
      .execute();
    if (tenantChanged) await recordTenantChange(trx, { from: record.tenantId, to: tenantId, state: record.state });
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
    if (toBool(record.publishedOnMap)) changesOf(trx).caseMapChanged(record.tenantId, tenantId);
  });
  return caseDto(db, user, await loadRecord(db, id));
}
