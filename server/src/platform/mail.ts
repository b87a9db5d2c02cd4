import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isoPlus, now } from '../db/values.js';

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
export async function enqueueMail(db: Kysely<Database>, message: MailMessage): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      dedupeKey: message.dedupeKey ?? null,
      createdAt: now(),
      attempts: 0,
      nextAttemptAt: now(),
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
}

const BATCH = 25;
const POLL_MS = 1000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Sends what the outbox holds, with retries and exponential backoff; survives restarts by design. */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
    void this.drain();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends every due mail now; resolves with the number sent. Tests call it to flush the outbox. */
  drain(): Promise<number> {
    this.running ??= this.sendDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('sentAt', 'is', null)
        .where('nextAttemptAt', '<=', now())
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return sent;
      for (const mail of due) {
        try {
          await this.transport.sendMail({
            from: this.from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
          await this.db.updateTable('mailOutbox').set({ sentAt: now(), lastError: null }).where('id', '=', mail.id).execute();
          sent++;
        } catch (error) {
          const attempts = mail.attempts + 1;
          const backoff = Math.min(MAX_BACKOFF_MS, 5000 * 2 ** (attempts - 1));
          this.log.warn({ mailId: mail.id, attempts, err: error }, 'mail delivery failed, will retry');
          await this.db
            .updateTable('mailOutbox')
            .set({ attempts, nextAttemptAt: isoPlus(backoff), lastError: String(error).slice(0, 1000) })
            .where('id', '=', mail.id)
            .execute();
        }
      }
      if (due.length < BATCH) return sent;
    }
  }
}
