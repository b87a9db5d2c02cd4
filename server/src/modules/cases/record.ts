import type { Kysely } from 'kysely';
import type { Case } from '@contracts/case.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { caseDto, recordCases, type CaseRecord } from './dto.js';
import { caseVisibility, whereCaseVisible, type CaseVisibility } from './visibility.js';

const CASE_NOT_FOUND = 'Der Fall wurde nicht gefunden.';

/** A case the visibility allows; 404 for an unknown id and for one outside the visibility alike. */
export async function findVisibleCase(db: Kysely<Database>, v: CaseVisibility, id: number): Promise<CaseRecord> {
  const record = await whereCaseVisible(recordCases(db).where('defectCase.id', '=', id), v).executeTakeFirst();
  if (!record) throw notFound(CASE_NOT_FOUND);
  return record;
}

/** A case by id, unchecked: for answering after a change that may have moved it out of the caller's sight. */
export async function loadRecord(db: Kysely<Database>, id: number): Promise<CaseRecord> {
  const record = await recordCases(db).where('defectCase.id', '=', id).executeTakeFirst();
  if (!record) throw notFound(CASE_NOT_FOUND);
  return record;
}

/** Notes the editor of a case change (the list's "editedAt" sort). */
export async function markEdited(db: Kysely<Database>, caseId: number, userId: number | null): Promise<void> {
  await db.updateTable('defectCase').set({ editedAt: now(), editedBy: userId }).where('id', '=', caseId).execute();
}

/**
 * Runs a change on a visible case in one transaction (the case re-read inside it) and answers the full case.
 * The visibility is computed first: its scope query must not run while the transaction holds the connection.
 */
export async function changeCase(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  change: (trx: Kysely<Database>, record: CaseRecord) => Promise<void>,
): Promise<Case> {
  const v = await caseVisibility(db, user);
  await db.transaction().execute(async (trx) => change(trx, await findVisibleCase(trx, v, id)));
  return caseDto(db, user, await loadRecord(db, id));
}
