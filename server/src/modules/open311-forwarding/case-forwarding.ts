import type { Kysely } from 'kysely';
import { type CaseForwarding, FORWARDING_MESSAGES, type ForwardingState } from '@contracts/forwarding.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { conflict } from '../../platform/errors.js';
import { getCaseForUser, writeProtocol } from '../cases/index.js';

/** GET /api/case/{id}/forwarding: the case's forwarding as the case file shows it; the case must be visible. */
export async function caseForwarding(db: Kysely<Database>, user: AuthUser, caseId: number): Promise<CaseForwarding | null> {
  await getCaseForUser(db, user, caseId);
  const row = await db.selectFrom('caseForwarding').selectAll().where('caseId', '=', caseId).executeTakeFirst();
  if (!row) return null;
  return {
    state: row.state as ForwardingState,
    recipient: row.recipient,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.state === 'WAITING' ? row.nextAttemptAt : null,
    sentAt: row.sentAt,
    serviceRequestId: row.serviceRequestId,
    remoteStatus: row.remoteStatus,
    checkedAt: row.checkedAt,
  };
}

/** POST /api/case/{id}/forwarding/retry: a failed forwarding waits again, its attempts counted afresh. */
export async function retryForwarding(db: Kysely<Database>, user: AuthUser, caseId: number): Promise<string> {
  await getCaseForUser(db, user, caseId);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('caseForwarding')
      .set({ state: 'WAITING', attempts: 0, nextAttemptAt: now(), claimedBy: null, claimedUntil: null })
      .where('caseId', '=', caseId)
      .where('state', '=', 'FAILED')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw conflict(FORWARDING_MESSAGES.notFailed, 'FORWARDING_NOT_FAILED');
    await writeProtocol(trx, caseId, user.id, ['Weiterleitung über Open311 erneut angestoßen']);
  });
  return FORWARDING_MESSAGES.retried;
}
