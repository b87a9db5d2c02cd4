import type { Kysely } from 'kysely';
import { progressOf, type Case, type CaseListItem, type CaseStateValue } from '@contracts/case.js';
import { perDatabase } from '../../db/per-database.js';
import type { Database } from '../../db/schema.js';
import { constant, formatBerlin, toBool } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { dayOf } from '../case-stats/index.js';
import { isDeviceBlocked } from '../devices/index.js';
import { fullname } from '../users/index.js';
import { loadNotes } from './note-view.js';
import type { RowOf } from '../../db/kysely.js';

/** The cases with the names a card shows, joined in the page query (no N+1). */
export const joinedCases = perDatabase((db) =>
  db
    .selectFrom('defectCase')
    .leftJoin('tenant', 'tenant.id', 'defectCase.tenantId')
    .leftJoin('category', 'category.id', 'defectCase.categoryId')
    .leftJoin('categoryTag', 'categoryTag.id', 'defectCase.categoryTagId')
    .leftJoin('appUser as assignee', 'assignee.id', 'defectCase.assigneeId'),
);
type JoinedCases = ReturnType<typeof joinedCases>;

const selectListColumns = (qb: JoinedCases) =>
  qb.select([
    'defectCase.id',
    'defectCase.caseNumber',
    'defectCase.description',
    'defectCase.state',
    'defectCase.createdAt',
    'defectCase.editedAt',
    'defectCase.stateChangedDeadline',
    'defectCase.tenantId',
    'defectCase.categoryId',
    'defectCase.categoryTagId',
    'defectCase.assigneeId',
    'defectCase.rating',
    'defectCase.reachable',
    'defectCase.publishedOnMap',
    'tenant.name as tenantName',
    'category.name as categoryName',
    'categoryTag.name as categoryTagName',
    'assignee.firstname as assigneeFirstname',
    'assignee.lastname as assigneeLastname',
    // the first entry of case_photo_first_idx (migration 0025): one index probe per card, no sort
    (eb) =>
      eb
        .selectFrom('casePhoto as photo')
        .select('photo.fileName')
        .whereRef('photo.caseId', '=', 'defectCase.id')
        .where('photo.final', '=', constant(0))
        .orderBy('photo.id')
        .limit(constant(1))
        .as('firstPhoto'),
  ]);

/** The cases with a card's columns. */
export const listedCases = perDatabase((db) => selectListColumns(joinedCases(db)));

/** The cases with everything the full case and the changes need. */
export const recordCases = perDatabase((db) =>
  listedCases(db).select([
    'defectCase.latitude',
    'defectCase.longitude',
    'defectCase.email',
    'defectCase.deviceId',
    'defectCase.reporterName',
    'defectCase.reporterPhone',
    'defectCase.mediaUrl',
    'defectCase.handoverNote',
    'defectCase.isOpen',
    'defectCase.stateChangedAt',
    'defectCase.forwardedAt',
    'defectCase.statusTokenHash',
    'defectCase.createdBy',
    'defectCase.editedBy',
  ]),
);

export type CaseListRow = RowOf<typeof listedCases>;
export type CaseRecord = RowOf<typeof recordCases>;

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function toListItem(row: CaseListRow): CaseListItem {
  const state = row.state as CaseStateValue;
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    description: row.description,
    state,
    progress: progressOf(state),
    createdAt: row.createdAt,
    createdAtFormatted: formatBerlin(row.createdAt)!,
    editedAt: row.editedAt,
    stateChangedDeadline: row.stateChangedDeadline,
    stateChangedDeadlineFormatted: formatBerlin(row.stateChangedDeadline),
    tenantId: row.tenantId,
    tenant: ref(row.tenantId, row.tenantName),
    categoryId: row.categoryId,
    category: ref(row.categoryId, row.categoryName),
    categoryTagId: row.categoryTagId,
    categoryTag: ref(row.categoryTagId, row.categoryTagName),
    assigneeId: row.assigneeId,
    assignee:
      row.assigneeId !== null && row.assigneeFirstname !== null && row.assigneeLastname !== null
        ? { id: row.assigneeId, fullname: fullname({ firstname: row.assigneeFirstname, lastname: row.assigneeLastname }) }
        : null,
    rating: row.rating,
    reachable: toBool(row.reachable),
    publishedOnMap: toBool(row.publishedOnMap),
    firstPhoto: row.firstPhoto,
  };
}

/**
 * The full case (docs/product/cases.md#the-case-record) as the caller sees it: photos, device and notes with the
 * caller's edit rights.
 */
export async function caseDto(db: Kysely<Database>, user: AuthUser, record: CaseRecord): Promise<Case> {
  const [photos, notes, deviceBlocked] = await Promise.all([
    db.selectFrom('casePhoto').select(['fileName', 'final']).where('caseId', '=', record.id).orderBy('id').execute(),
    loadNotes(db, user, record.id),
    record.deviceId === null ? Promise.resolve(false) : isDeviceBlocked(db, record.deviceId),
  ]);
  const day = dayOf(record.createdAt); // yyyy-MM-dd
  return {
    ...toListItem(record),
    createdAtDay: Number(day.slice(8, 10)),
    createdAtMonth: Number(day.slice(5, 7)),
    createdAtYear: Number(day.slice(0, 4)),
    editedAtFormatted: formatBerlin(record.editedAt),
    photos: photos.map((p) => ({ name: p.fileName, final: toBool(p.final) })),
    latitude: record.latitude,
    longitude: record.longitude,
    deviceCreator: record.deviceId === null ? null : { id: record.deviceId, blocked: deviceBlocked },
    notesOrdered: notes,
    email: record.email,
    reporterName: record.reporterName,
    reporterPhone: record.reporterPhone,
    mediaUrl: record.mediaUrl,
    handoverNote: record.handoverNote,
  };
}
