import type { Kysely } from 'kysely';
import { isDeletableState, type Case, type ProtocolEntry } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { fromBool, toBool } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { conflict } from '../../platform/errors.js';
import { recordCaseDeleted } from '../case-stats/index.js';
import { blockDevice, DEVICE_BLOCK_DAYS } from '../devices/index.js';
import { type FileDisposal, withFileRelease } from '../files/index.js';
import { caseDto, type CaseRecord } from './dto.js';
import { listProtocol, writeProtocol } from './protocol.js';
import { changeCase, findVisibleCase, markEdited } from './record.js';
import { CASE_MESSAGES } from './validation.js';
import { caseVisibility } from './visibility.js';

/** A case the user may see (the row with its joined names); 404 otherwise. */
export async function getCaseForUser(db: Kysely<Database>, user: AuthUser, id: number): Promise<CaseRecord> {
  return findVisibleCase(db, await caseVisibility(db, user), id);
}

/** GET /api/case/{id}: the full case. */
export async function loadCase(db: Kysely<Database>, user: AuthUser, id: number): Promise<Case> {
  return caseDto(db, user, await getCaseForUser(db, user, id));
}

/** GET /api/case/{id}/protocol (VIEW_CASE_PROTOCOL). */
export async function caseProtocol(db: Kysely<Database>, user: AuthUser, id: number): Promise<ProtocolEntry[]> {
  return listProtocol(db, (await getCaseForUser(db, user, id)).id);
}

/**
 * DELETE /api/case/{id}: closed cases only (the route requires TENANT_INDEPENDENCE). Photos, notes and protocol
 * go with the case (foreign keys); the photo files leave the storage after the commit unless another record
 * uses them.
 */
export async function deleteCase(db: Kysely<Database>, files: FileDisposal, user: AuthUser, id: number): Promise<void> {
  const v = await caseVisibility(db, user);
  await withFileRelease(db, files, async (trx, release) => {
    const record = await findVisibleCase(trx, v, id);
    if (!isDeletableState(record.state)) throw conflict(CASE_MESSAGES.illegalDelete, 'CASE_NOT_CLOSED');
    const photos = await trx.selectFrom('casePhoto').select('fileName').where('caseId', '=', id).execute();
    await trx.deleteFrom('defectCase').where('id', '=', id).execute();
    await release(photos.map((photo) => photo.fileName));
    await recordCaseDeleted(trx, { tenantId: record.tenantId, state: record.state });
    if (toBool(record.publishedOnMap)) changesOf(trx).caseMapChanged(record.tenantId);
  });
}

/** PUT /api/case/{id}/map-published/{published} (PUBLISH_CASES_TO_MAP). */
export async function setPublishedOnMap(db: Kysely<Database>, user: AuthUser, id: number, published: boolean): Promise<Case> {
  return changeCase(db, user, id, async (trx, record) => {
    if (toBool(record.publishedOnMap) === published) return;
    await trx
      .updateTable('defectCase')
      .set({ publishedOnMap: fromBool(published) })
      .where('id', '=', id)
      .execute();
    await writeProtocol(trx, id, user.id, [published ? 'Auf der Internetkarte veröffentlicht' : 'Von der Internetkarte entfernt']);
    await markEdited(trx, id, user.id);
    changesOf(trx).caseMapChanged(record.tenantId);
  });
}

/** PUT /api/case/{id}/blockDevice (super user): blocks the reporting device for 14 days. */
export async function blockCaseDevice(db: Kysely<Database>, user: AuthUser, id: number): Promise<Case> {
  return changeCase(db, user, id, async (trx, record) => {
    if (record.deviceId === null) throw conflict(CASE_MESSAGES.noDevice, 'NO_DEVICE');
    await blockDevice(trx, record.deviceId, user.id);
    await writeProtocol(trx, id, user.id, [`Gerät der meldenden Person für ${DEVICE_BLOCK_DAYS} Tage gesperrt`]);
  });
}
