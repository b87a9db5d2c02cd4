import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Transporter } from 'nodemailer';
import { openDatabase, type Db } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { enqueueMail, MailWorker } from './mail.js';

const FROM = 'Bürgerportal <noreply@buergerportal.example>';
const log = Fastify({ logger: false }).log;

/** A transport that records what it sends, or fails like an SMTP server that is down. */
function transport(failing: boolean) {
  const sent: { to: string; subject: string; from: string }[] = [];
  let attempts = 0;
  const sendMail = async (message: { to: string; subject: string; from: string }) => {
    attempts++;
    if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
    sent.push(message);
    return { messageId: String(attempts) };
  };
  return { sent, attempts: () => attempts, transporter: { sendMail } as unknown as Transporter };
}

const message = { to: 'buerger@example.org', subject: 'Ihre Meldung', text: 'Danke.', html: '<p>Danke.</p>' };
const outbox = (db: Db) => db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();

let db: Db;
beforeEach(async () => {
  db = await openDatabase('sqlite::memory:');
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

describe('mail outbox and worker', () => {
  it('sends a queued mail and marks it sent', async () => {
    const ok = transport(false);
    await enqueueMail(db, message);
    expect(await new MailWorker(db, ok.transporter, FROM, log).drain()).toBe(1);
    expect(ok.sent).toEqual([expect.objectContaining({ to: 'buerger@example.org', subject: 'Ihre Meldung', from: FROM })]);
    const [row] = await outbox(db);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(0);
  });

  it('a mail survives a restart: queued while SMTP is down, delivered by the next worker on the same database', async () => {
    const down = transport(true);
    const first = new MailWorker(db, down.transporter, FROM, log);
    await enqueueMail(db, message);
    expect(await first.drain()).toBe(0);
    await first.stop();

    const [failed] = await outbox(db);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.lastError).toContain('ECONNREFUSED');

    // the restart happens after the retry delay
    await db.updateTable('mailOutbox').set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() }).execute();
    const up = transport(false);
    const second = new MailWorker(db, up.transporter, FROM, log);
    expect(await second.drain()).toBe(1);
    await second.stop();
    expect(up.sent.map((m) => m.to)).toEqual(['buerger@example.org']);
    expect((await outbox(db))[0].sentAt).not.toBeNull();
  });

  it('a mail queued but never sent before a stop is sent by the next worker', async () => {
    const never = new MailWorker(db, transport(false).transporter, FROM, log);
    await enqueueMail(db, message);
    await never.stop();
    const up = transport(false);
    expect(await new MailWorker(db, up.transporter, FROM, log).drain()).toBe(1);
    expect(up.sent).toHaveLength(1);
  });

  it('backs off after a failure: no retry before the delay, and the delay grows', async () => {
    const down = transport(true);
    const worker = new MailWorker(db, down.transporter, FROM, log);
    await enqueueMail(db, message);

    const start = Date.now();
    await worker.drain();
    const [afterFirst] = await outbox(db);
    const firstDelay = Date.parse(afterFirst.nextAttemptAt) - start;
    expect(firstDelay).toBeGreaterThanOrEqual(4_000);
    expect(firstDelay).toBeLessThan(6_000);

    expect(await worker.drain()).toBe(0);
    expect(down.attempts()).toBe(1);

    await db.updateTable('mailOutbox').set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() }).execute();
    const again = Date.now();
    await worker.drain();
    const [afterSecond] = await outbox(db);
    expect(afterSecond.attempts).toBe(2);
    expect(Date.parse(afterSecond.nextAttemptAt) - again).toBeGreaterThanOrEqual(9_000);
    expect(down.attempts()).toBe(2);
  });

  it('a second enqueue with the same dedupeKey is a no-op', async () => {
    await enqueueMail(db, { ...message, dedupeKey: 'case-17-answer-3' });
    await enqueueMail(db, { ...message, subject: 'doppelt', dedupeKey: 'case-17-answer-3' });
    await enqueueMail(db, { ...message, dedupeKey: 'case-17-answer-4' });
    await enqueueMail(db, message);
    await enqueueMail(db, message);
    const rows = await outbox(db);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.dedupeKey === 'case-17-answer-3').map((r) => r.subject)).toEqual(['Ihre Meldung']);
  });

  it('a mail enqueued in a transaction that rolls back is never sent', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox(db)).toEqual([]);
  });
});
