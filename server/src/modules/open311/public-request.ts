import { sql, type Kysely } from 'kysely';
import { isOpenState } from '@contracts/case.js';
import type { ServiceRequest } from '@contracts/open311.js';
import type { Database } from '../../db/schema.js';
import { toBool } from '../../db/values.js';
import { MARKER_COLUMNS, toMarker } from '../frames/index.js';
import type { RowOf } from '../../db/kysely.js';

/** The columns the public view of a case is built from: the map marker's and the dates a reporter follows. */
export function requestColumns(db: Kysely<Database>) {
  return db
    .selectFrom('defectCase')
    .leftJoin('category', 'category.id', 'defectCase.categoryId')
    .leftJoin('tenant', 'tenant.id', 'defectCase.tenantId')
    .select([
      ...MARKER_COLUMNS,
      'defectCase.description',
      'defectCase.publishedOnMap',
      'defectCase.editedAt',
      'defectCase.stateChangedAt',
      'defectCase.categoryId',
      'tenant.name as tenantName',
      // the answers of a request filed over Open311 without an e-mail have no other way to its sender
      (eb) =>
        eb
          .selectFrom('caseNote')
          .select('caseNote.description')
          .whereRef('caseNote.caseId', '=', 'defectCase.id')
          .where('caseNote.type', '=', 'ANSWER')
          // an erased e-mail is no missing one: answers mailed to that reporter stay private
          .where(
            sql<boolean>`${sql.ref('defectCase.filedOverOpen311')} = 1 and ${sql.ref('defectCase.email')} is null and ${sql.ref('defectCase.reporterDataErasedAt')} is null`,
          )
          .orderBy('caseNote.createdAt', 'desc')
          .orderBy('caseNote.id', 'desc')
          .limit(1)
          .as('statusNotes'),
    ]);
}
export type RequestRow = RowOf<typeof requestColumns>;

/**
 * A case as anyone may read it through Open311, without key or login: never more than the tenant published.
 * Its status_notes are the last answer to a reporter who filed over Open311 and left no e-mail: the only way
 * that answer reaches its sender (a forwarding product, an app); the case file says so (requests.ts).
 * A case published to the map shows what its marker shows (the marker's own shortened description and
 * position); any other case only what its reporter needs to follow it: number, status, service and dates.
 * Photos, the reporter's address, other answers and the staff's deadline are on neither the map nor the public
 * status page, so they stay empty for every case.
 */
export function publicRequest(row: RequestRow): ServiceRequest {
  const marker = toBool(row.publishedOnMap) ? toMarker(row, row.description) : null;
  return {
    service_request_id: String(row.id),
    status: isOpenState(row.state) ? 'open' : 'closed',
    status_notes: row.statusNotes ?? null,
    service_name: row.category,
    service_code: row.categoryId === null ? null : String(row.categoryId),
    description: marker?.description ?? null,
    agency_responsible: row.tenantName,
    service_notice: null,
    requested_datetime: row.createdAt,
    updated_datetime: row.editedAt ?? row.stateChangedAt,
    expected_datetime: null,
    address: null,
    address_id: null,
    zipcode: null,
    lat: marker?.latitude ?? null,
    long: marker?.longitude ?? null,
    media_url: null,
  };
}
