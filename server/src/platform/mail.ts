import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '../db/kysely.js';
import type { Database, MailOutboxTable } from '../db/schema.js';
import { isoPlus, now } from '../db/values.js';
import { backoffMs, ClaimingWorker } from './claiming-worker.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** enqueueing a second mail with the same key is a no-op (double clicks, retried requests) */
  dedupeKey?: string;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes the mail,
 * so the mail exists exactly when the change does; the worker sends it later.
 */
export async function enqueueMail(db: Kysely<Database>, ...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  // one statement for all: a new case mails its reporter and its tenant, and each statement is a round trip
  await db
    .insertInto('mailOutbox')
    .values(
      messages.map((message) => ({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        dedupeKey: message.dedupeKey ?? null,
        createdAt: now(),
        attempts: 0,
        nextAttemptAt: now(),
        messageId: randomUUID(),
      })),
    )
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
}

/**
 * Sent mails carry citizens' addresses, texts and status links, so they are kept only this long (a window to
 * answer "did the mail go out?"), then deleted by the housekeeping. Dedupe keys guard against double clicks and
 * retried requests, which come within seconds, not weeks.
 */
export const SENT_MAIL_RETENTION_DAYS = 30;

/** Deletes the mails sent more than SENT_MAIL_RETENTION_DAYS before `at`; answers how many went. */
export async function removeOldSentMails(db: Kysely<Database>, at: Date): Promise<number> {
  const sentBefore = new Date(at.getTime() - SENT_MAIL_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('mailOutbox').where('sentAt', '<', sentBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const POLL_MS = 1000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** longer than a mail takes to send, short enough that a mail held by a worker that died goes out soon */
const LEASE_MS = 5 * 60_000;

export interface MailWorkerOptions {
  /** how long a claimed row stays with its worker (tests shorten it) */
  leaseMs?: number;
}

type OutboxRow = Selectable<MailOutboxTable>;

/** The domain of the sender's address: the right part of each Message-ID, as nodemailer's own ones have it. */
function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * Sends what the outbox holds, with retries and exponential backoff; survives restarts by design. Several workers
 * share one outbox (claiming-worker.ts). A crash between sending and marking the row sent repeats the mail, with
 * the same Message-ID.
 */
export class MailWorker extends ClaimingWorker<OutboxRow> {
  private readonly domain: string;
  private readonly leaseMs: number;
  private failures = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: Transporter,
    private readonly from: string,
    log: FastifyBaseLogger,
    options: MailWorkerOptions = {},
  ) {
    super(log, POLL_MS, 'mail worker');
    this.domain = senderDomain(from);
    this.leaseMs = options.leaseMs ?? LEASE_MS;
  }

  /** Deliveries that failed in this worker since it was made (each retry that fails counts again), for /metrics. */
  get failedSends(): number {
    return this.failures;
  }

  protected async releaseClaims(): Promise<void> {
    await this.db
      .updateTable('mailOutbox')
      .set({ claimedBy: null, claimedUntil: null })
      .where('claimedBy', '=', this.id)
      .where('sentAt', 'is', null)
      .execute();
  }

  /** Takes the oldest due row that no live claim holds, in one atomic statement. */
  protected claim(): Promise<OutboxRow | undefined> {
    const at = now();
    let next = this.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('sentAt', 'is', null)
      .where('nextAttemptAt', '<=', at)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
      .orderBy('id')
      .limit(1);
    // PostgreSQL runs two workers' statements at once: the row lock makes the second pass over the first's row
    // (and re-check a row claimed meanwhile). SQLite runs the statement under its single write lock.
    if (isPostgres(this.db)) next = next.forUpdate().skipLocked();
    return this.db
      .updateTable('mailOutbox')
      .set({ claimedBy: this.id, claimedUntil: isoPlus(this.leaseMs) })
      .where('id', '=', next)
      .returningAll()
      .executeTakeFirst();
  }

  /** Sends a claimed row; true when sent, false when the delivery failed and the row waits for its retry. */
  protected async work(mail: OutboxRow): Promise<boolean> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        // every unsent row has one: enqueueMail sets it, migration 0011 gave it to the rows queued before
        messageId: `<${mail.messageId!}@${this.domain}>`,
      });
    } catch (error) {
      this.failures++;
      const attempts = mail.attempts + 1;
      const backoff = backoffMs(attempts, 5000, MAX_BACKOFF_MS);
      this.log.warn({ mailId: mail.id, attempts, err: error }, 'mail delivery failed, will retry');
      // only while the claim is still this worker's: after it expired, another worker may be sending the row
      await this.db
        .updateTable('mailOutbox')
        .set({ attempts, nextAttemptAt: isoPlus(backoff), lastError: String(error).slice(0, 1000), claimedBy: null, claimedUntil: null })
        .where('id', '=', mail.id)
        .where('claimedBy', '=', this.id)
        .execute();
      return false;
    }
    // the claim stays on the sent row: it names the worker that sent it
    await this.db.updateTable('mailOutbox').set({ sentAt: now(), lastError: null }).where('id', '=', mail.id).execute();
    return true;
  }
}
