import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { writeProtocolToEach } from '../cases/index.js';

export interface ReporterDataErasure {
  /** the protocol entry each case gets, e.g. "Personenbezogene Daten nach Aufbewahrungsfrist gelöscht" */
  protocolText: string;
  /** who removed it: a user's id, or null for the system (the housekeeping) */
  actor: number | null;
  /** when, ISO text; defaults to now */
  at?: string;
}

/**
 * Removes the reporter's personal data from cases, inside the caller's transaction: the e-mail address, the
 * device id, the name and phone number an Open311 client sent, the address of the reporter's photo (the photo
 * may show the reporter, their car or their house, and the address itself may carry their name or account),
 * and the status link. The link's hash stays, with the time of the removal beside it, so the status
 * page can still tell its holder that the data is gone and show nothing else
 * (docs/decisions/reporter-data-retention.md). The caller chooses the cases; each gets one protocol entry.
 * Answers how many cases were changed.
 */
export async function eraseReporterData(
  trx: Kysely<Database>,
  caseIds: readonly number[],
  { protocolText, actor, at = now() }: ReporterDataErasure,
): Promise<number> {
  if (caseIds.length === 0) return 0;
  await trx
    .updateTable('defectCase')
    .set({ email: null, deviceId: null, reporterName: null, reporterPhone: null, mediaUrl: null, reporterDataErasedAt: at })
    .where('id', 'in', caseIds)
    .execute();
  await writeProtocolToEach(trx, caseIds, actor, protocolText);
  return caseIds.length;
}
