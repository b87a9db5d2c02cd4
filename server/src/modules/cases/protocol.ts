import type { Kysely } from 'kysely';
import type { ProtocolEntry } from '@contracts/case.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin, now } from '../../db/values.js';
import { fullname } from '../users/index.js';

/** Records what changed on a case, by whom and when (every change writes an entry: docs/product/cases.md#protocol). */
export async function writeProtocol(
  db: Kysely<Database>,
  caseId: number,
  userId: number | null,
  descriptions: readonly string[],
): Promise<void> {
  if (descriptions.length === 0) return;
  const createdAt = now();
  await db
    .insertInto('caseProtocol')
    .values(descriptions.map((description) => ({ caseId, userId, description, createdAt })))
    .execute();
}

/** The same entry on each of these cases, in one statement (a batch of the DSGVO erasure). */
export async function writeProtocolToEach(
  db: Kysely<Database>,
  caseIds: readonly number[],
  userId: number | null,
  description: string,
): Promise<void> {
  if (caseIds.length === 0) return;
  const createdAt = now();
  await db
    .insertInto('caseProtocol')
    .values(caseIds.map((caseId) => ({ caseId, userId, description, createdAt })))
    .execute();
}

/** The protocol of one case, newest first. */
export async function listProtocol(db: Kysely<Database>, caseId: number): Promise<ProtocolEntry[]> {
  const rows = await db
    .selectFrom('caseProtocol')
    .leftJoin('appUser', 'appUser.id', 'caseProtocol.userId')
    .select(['caseProtocol.id', 'caseProtocol.createdAt', 'caseProtocol.description', 'appUser.firstname', 'appUser.lastname'])
    .where('caseProtocol.caseId', '=', caseId)
    .orderBy('caseProtocol.createdAt', 'desc')
    .orderBy('caseProtocol.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    createdAtFormatted: formatBerlin(row.createdAt)!,
    user:
      row.firstname !== null && row.lastname !== null ? { fullname: fullname({ firstname: row.firstname, lastname: row.lastname }) } : null,
    description: row.description,
  }));
}
