import type { FastifyBaseLogger } from 'fastify';
import { isPostgres } from '../../db/kysely.js';
import { fromBool, isoPlus, now } from '../../db/values.js';
import { backoffMs, ClaimingWorker } from '../../platform/claiming-worker.js';
import { writeProtocol } from '../cases/index.js';
import type { ForwardingContext } from './context.js';
import { type ForwardingRow, type Outcome, sendRequest } from './send.js';

const POLL_MS = 5000;
/** longer than a call may take (CALL_LIMITS), short enough that a request held by a worker that died goes out soon */
const LEASE_MS = 2 * 60_000;
/** after this many failed attempts (about three hours of retries) the forwarding fails and waits for "Erneut senden" */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

export interface ForwardingWorkerOptions {
  leaseMs?: number;
  /** the first retry's wait (tests shorten it) */
  firstRetryMs?: number;
}

/**
 * Files the queued cases with their receiving bodies (case_forwarding), each claimed by one worker at a time like
 * the mail outbox: retries with backoff while the body is unreachable or answers 5xx, failed for good on a refusal
 * (4xx: a wrong key, a wrong service code) or after MAX_ATTEMPTS. A crash between their answer and our note of it
 * files the case once more when the claim has expired; the receiving body then has it twice.
 */
export class ForwardingWorker extends ClaimingWorker<ForwardingRow> {
  private readonly leaseMs: number;
  private readonly firstRetryMs: number;

  constructor(
    private readonly ctx: ForwardingContext,
    log: FastifyBaseLogger,
    options: ForwardingWorkerOptions = {},
  ) {
    super(log, POLL_MS, 'forwarding worker');
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  }

  protected claim(): Promise<ForwardingRow | undefined> {
    const { db } = this.ctx;
    const at = now();
    let next = db
      .selectFrom('caseForwarding')
      .select('caseId')
      .where('state', '=', 'WAITING')
      .where('nextAttemptAt', '<=', at)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
      .orderBy('nextAttemptAt')
      .limit(1);
    if (isPostgres(db)) next = next.forUpdate().skipLocked();
    return db
      .updateTable('caseForwarding')
      .set({ claimedBy: this.id, claimedUntil: isoPlus(this.leaseMs) })
      .where('caseId', '=', next)
      .returningAll()
      .executeTakeFirst();
  }

  protected async work(row: ForwardingRow): Promise<boolean> {
    const outcome = await sendRequest(this.ctx, row);
    if ('failed' in outcome) this.log.warn({ caseId: row.caseId, attempts: row.attempts + 1, reason: outcome.failed }, 'forwarding failed');
    await this.note(row, outcome);
    return 'sent' in outcome;
  }

  /** Writes what the attempt came to, and its protocol entry, while the claim is still this worker's. */
  private async note(row: ForwardingRow, outcome: Outcome): Promise<void> {
    const attempts = row.attempts + 1;
    await this.ctx.db.transaction().execute(async (trx) => {
      const claimed = trx
        .updateTable('caseForwarding')
        .where('caseId', '=', row.caseId)
        .where('claimedBy', '=', this.id)
        .where('state', '=', 'WAITING');
      if ('sent' in outcome) {
        const result = await claimed
          .set({
            state: 'SENT',
            attempts,
            serviceRequestId: outcome.sent,
            sentAt: now(),
            emailShared: fromBool(outcome.emailShared),
            lastError: null,
            claimedUntil: null,
          })
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n)
          await writeProtocol(trx, row.caseId, null, [
            `Über Open311 an ${row.recipient} übertragen (Vorgangsnummer dort: ${outcome.sent})`,
          ]);
        return;
      }
      const final = outcome.final || attempts >= MAX_ATTEMPTS;
      const result = await claimed
        .set({
          state: final ? 'FAILED' : 'WAITING',
          attempts,
          lastError: outcome.failed.slice(0, 1000),
          nextAttemptAt: final ? now() : isoPlus(backoffMs(attempts, this.firstRetryMs, MAX_RETRY_MS)),
          claimedBy: null,
          claimedUntil: null,
        })
        .executeTakeFirst();
      if (final && result.numUpdatedRows > 0n)
        await writeProtocol(trx, row.caseId, null, [`Weiterleitung an ${row.recipient} fehlgeschlagen: ${outcome.failed.slice(0, 500)}`]);
    });
  }

  protected async releaseClaims(): Promise<void> {
    await this.ctx.db
      .updateTable('caseForwarding')
      .set({ claimedBy: null, claimedUntil: null })
      .where('claimedBy', '=', this.id)
      .where('state', '=', 'WAITING')
      .execute();
  }
}
