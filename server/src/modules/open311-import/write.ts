import type { Kysely } from 'kysely';
import { isOpenState } from '@contracts/case-states.js';
import type { Database } from '../../db/schema.js';
import { fromBool, now } from '../../db/values.js';
import { recordCasesCreated, recordStateChange } from '../case-stats/index.js';
import { nextCaseNumber, writeProtocol } from '../cases/index.js';
import { attachFiles } from '../files/index.js';
import type { Mapping } from './mapping.js';
import type { ExternalRequest } from './requests.js';

/** What the import did with one request; a skip names its reason as the summary lists it. */
export type Outcome =
  | { kind: 'imported'; unmappedService: string | null }
  | { kind: 'updated' }
  | { kind: 'unchanged' }
  | { kind: 'skipped'; reason: string };

export interface ImportTarget {
  tenantId: number;
  /** the source's base address, stored with each case it brought */
  source: string;
  /** the source's host, as the protocol names it */
  sourceName: string;
  mapping: Mapping;
  dryRun: boolean;
  /** stores a request's photo; absent in a dry run */
  photo?: (mediaUrl: string) => Promise<{ name: string } | { failed: string }>;
  /** hears about a photo that could not be brought */
  photoFailed?: (request: ExternalRequest, reason: string) => void;
}

const validPoint = (r: ExternalRequest): r is ExternalRequest & { latitude: number; longitude: number } =>
  r.latitude !== null &&
  r.longitude !== null &&
  Math.abs(r.latitude) <= 90 &&
  Math.abs(r.longitude) <= 180 &&
  !(r.latitude === 0 && r.longitude === 0);

/** A case imported earlier follows its status there: a state change with a protocol entry, as a clerk's would be. */
async function follow(
  db: Kysely<Database>,
  t: ImportTarget,
  found: { id: number; state: string; externalStatus: string | null },
  request: ExternalRequest,
): Promise<Outcome> {
  if (found.externalStatus === request.status) return { kind: 'unchanged' };
  if (t.dryRun) return { kind: 'updated' };
  const state = t.mapping.stateOf(request.status);
  const at = request.updatedAt ?? now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('defectCase')
      .set({
        externalStatus: request.status,
        ...(state === found.state ? {} : { state, isOpen: fromBool(isOpenState(state)), stateChangedAt: at, editedAt: now() }),
      })
      .where('id', '=', found.id)
      .execute();
    if (state === found.state) return;
    const notes = request.statusNotes ? `: ${request.statusNotes}` : '';
    await writeProtocol(trx, found.id, null, [`Status von ${t.sourceName} übernommen (${request.status})${notes}`]);
    await recordStateChange(trx, { tenantId: t.tenantId, from: found.state, to: state, at });
  });
  return { kind: 'updated' };
}

/** A request not seen before becomes a case of the tenant with a number of its own; no mail goes out. */
async function create(db: Kysely<Database>, t: ImportTarget, request: ExternalRequest): Promise<Outcome> {
  if (!validPoint(request)) return { kind: 'skipped', reason: 'ohne gültigen Ort (lat/long)' };
  const { target, mapped } = t.mapping.targetOf(request.serviceCode);
  const unmappedService = mapped ? null : (request.serviceCode ?? '(ohne Dienstcode)');
  if (t.dryRun) return { kind: 'imported', unmappedService };
  const photos: string[] = [];
  if (request.mediaUrl && t.photo) {
    const fetched = await t.photo(request.mediaUrl);
    if ('name' in fetched) photos.push(fetched.name);
    else t.photoFailed?.(request, fetched.failed);
  }
  const state = t.mapping.stateOf(request.status);
  const createdAt = request.requestedAt ?? now();
  const caseNumber = await nextCaseNumber(db, t.tenantId);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('defectCase')
      .values({
        tenantId: t.tenantId,
        caseNumber,
        description: request.description ?? request.serviceName ?? '(ohne Beschreibung)',
        state,
        isOpen: fromBool(isOpenState(state)),
        categoryId: target.categoryId,
        categoryTagId: target.categoryTagId,
        assigneeId: target.assigneeId,
        latitude: request.latitude,
        longitude: request.longitude,
        email: null,
        deviceId: null,
        reachable: 1,
        publishedOnMap: 0,
        stateChangedDeadline: null,
        rating: null,
        address: request.address,
        handoverNote: null,
        statusTokenHash: null,
        forwardedAt: null,
        createdAt,
        createdBy: null,
        editedAt: request.updatedAt,
        editedBy: null,
        stateChangedAt: request.updatedAt ?? createdAt,
        externalSource: t.source,
        externalId: request.id,
        externalStatus: request.status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (photos.length > 0) {
      await trx
        .insertInto('casePhoto')
        .values(photos.map((fileName) => ({ caseId: row.id, fileName, final: 0, createdAt, createdBy: null })))
        .execute();
      await attachFiles(trx, photos);
    }
    await writeProtocol(trx, row.id, null, [`Übernommen von ${t.sourceName}, Vorgang ${request.id}`]);
    await recordCasesCreated(trx, [{ tenantId: t.tenantId, state, createdAt }]);
  });
  return { kind: 'imported', unmappedService };
}

/** Imports one request: new ones are created, known ones follow their status, nothing is created twice. */
export async function importRequest(db: Kysely<Database>, t: ImportTarget, request: ExternalRequest): Promise<Outcome> {
  const found = await db
    .selectFrom('defectCase')
    .select(['id', 'state', 'externalStatus'])
    .where('tenantId', '=', t.tenantId)
    .where('externalSource', '=', t.source)
    .where('externalId', '=', request.id)
    .executeTakeFirst();
  return found ? follow(db, t, found, request) : create(db, t, request);
}
