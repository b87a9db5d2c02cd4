import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { Migrator, type Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import type { Db } from '../db/kysely.js';
import { migrateToLatest, migrations } from '../db/migrate.js';
import { isoPlus } from '../db/values.js';
import { enqueueMail, MailWorker } from './mail.js';

const FROM = 'Bürgerportal <noreply@buergerportal.example>';
const log = Fastify({ logger: false }).log;

interface Sent {
  to: string;
  subject: string;
  from: string;
  messageId: string;
}

/** A transport that records what it sends, or fails like an SMTP server that is down. */
function transport(failing: boolean) {
  const sent: Sent[] = [];
  const tried: Sent[] = [];
  const sendMail = async (message: Sent) => {
    tried.push(message);
    // an SMTP round trip yields, so workers draining at the same time interleave
    await new Promise((resolve) => setImmediate(resolve));
    if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
    sent.push(message);
    return { messageId: message.messageId };
  };
  return { sent, tried, attempts: () => tried.length, transporter: { sendMail } as unknown as Transporter };
}

const message = { to: 'buerger@example.org', subject: 'Ihre Meldung', text: 'Danke.', html: '<p>Danke.</p>' };
const outbox = (db: Db) => db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
/** the Message-ID header the worker sends for a row */
const header = (row: { messageId: string | null }) => `<${row.messageId}@buergerportal.example>`;
const makeDue = (db: Db) =>
  db
    .updateTable('mailOutbox')
    .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
    .execute();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterEach(() => database.close());

describe('mail outbox and worker', () => {
  it('sends a queued mail and marks it sent', async () => {
    const ok = transport(false);
    await enqueueMail(db, message);
    expect(await new MailWorker(db, ok.transporter, FROM, log).drain()).toBe(1);
    expect(ok.sent).toEqual([expect.objectContaining({ to: 'buerger@example.org', subject: 'Ihre Meldung', from: FROM })]);
    const [row] = await outbox(db);
    expect(row!.sentAt).not.toBeNull();
    expect(row!.attempts).toBe(0);
  });

  it('a mail survives a restart: queued while SMTP is down, delivered by the next worker on the same database', async () => {
    const down = transport(true);
    const first = new MailWorker(db, down.transporter, FROM, log);
    await enqueueMail(db, message);
    expect(await first.drain()).toBe(0);
    await first.stop();

    const [failed] = await outbox(db);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed!.lastError).toContain('ECONNREFUSED');

    // the restart happens after the retry delay
    await makeDue(db);
    const up = transport(false);
    const second = new MailWorker(db, up.transporter, FROM, log);
    expect(await second.drain()).toBe(1);
    await second.stop();
    expect(up.sent.map((m) => m.to)).toEqual(['buerger@example.org']);
    expect((await outbox(db))[0]!.sentAt).not.toBeNull();
  });

  it('a stop during a run finishes the mail being sent, takes no other and leaves no claim behind', async () => {
    let release = () => {};
    const sending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    // an SMTP server that answers the first mail only once the stop has been asked for
    const slow = {
      sendMail: async (mail: Sent) => {
        await sending;
        sent.push(mail.to);
        return { messageId: mail.messageId };
      },
    } as unknown as Transporter;
    const worker = new MailWorker(db, slow, FROM, log);
    await enqueueMail(db, message, { ...message, to: 'zwei@example.org' }, { ...message, to: 'drei@example.org' });
    const run = worker.drain();
    await vi.waitFor(async () => expect((await outbox(db))[0]!.claimedBy).not.toBeNull());
    const stopped = worker.stop();
    release();
    await stopped;
    expect(await run).toBe(1);
    expect(sent).toEqual(['buerger@example.org']);
    const rows = await outbox(db);
    expect(rows.map((row) => [row.recipient, row.sentAt !== null, row.claimedBy])).toEqual([
      ['buerger@example.org', true, expect.any(String)],
      ['zwei@example.org', false, null],
      ['drei@example.org', false, null],
    ]);
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
    const firstDelay = Date.parse(afterFirst!.nextAttemptAt) - start;
    expect(firstDelay).toBeGreaterThanOrEqual(4_000);
    expect(firstDelay).toBeLessThan(6_000);

    expect(await worker.drain()).toBe(0);
    expect(down.attempts()).toBe(1);

    await makeDue(db);
    const again = Date.now();
    await worker.drain();
    const [afterSecond] = await outbox(db);
    expect(afterSecond!.attempts).toBe(2);
    expect(Date.parse(afterSecond!.nextAttemptAt) - again).toBeGreaterThanOrEqual(9_000);
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

describe('one Message-ID per queued mail, and claims so that no two workers send one row', () => {
  it('every sent mail carries the Message-ID of its row, and a retry of the row carries the same one', async () => {
    await enqueueMail(db, message);
    await enqueueMail(db, { ...message, to: 'zweite@example.org' });
    const down = transport(true);
    expect(await new MailWorker(db, down.transporter, FROM, log).drain()).toBe(0);
    await makeDue(db);
    const up = transport(false);
    expect(await new MailWorker(db, up.transporter, FROM, log).drain()).toBe(2);

    const headers = (await outbox(db)).map(header);
    expect(new Set(headers).size).toBe(2);
    expect(headers.every((h) => /^<[0-9a-f-]{36}@buergerportal\.example>$/.test(h))).toBe(true);
    expect(down.tried.map((m) => m.messageId)).toEqual(headers);
    expect(up.sent.map((m) => m.messageId)).toEqual(headers);
  });

  it('nodemailer writes the Message-ID of the row into the mail', async () => {
    const raw: string[] = [];
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const capture = {
      sendMail: async (mail: object) => {
        const info = await stream.sendMail(mail);
        raw.push(info.message.toString());
        return info;
      },
    } as unknown as Transporter;
    await enqueueMail(db, message);
    await new MailWorker(db, capture, FROM, log).drain();
    const [row] = await outbox(db);
    expect(raw[0]).toContain(`Message-ID: ${header(row!)}`);
  });

  it('a crash between sending and marking sent repeats the mail with the same Message-ID, once the claim expired', async () => {
    await enqueueMail(db, message);
    const handedOver: string[] = [];
    // the process dies after the SMTP server took the mail: the row is never marked sent
    const dying = {
      sendMail: (mail: Sent) => {
        handedOver.push(mail.messageId);
        return new Promise(() => {});
      },
    } as unknown as Transporter;
    void new MailWorker(db, dying, FROM, log, { leaseMs: 1000 }).drain();
    await vi.waitFor(() => expect(handedOver).toHaveLength(1));

    const next = transport(false);
    const other = new MailWorker(db, next.transporter, FROM, log);
    expect(await other.drain()).toBe(0);
    const [claimed] = await outbox(db);
    await sleep(Date.parse(claimed!.claimedUntil!) - Date.now() + 20);
    expect(await other.drain()).toBe(1);
    expect(next.sent.map((m) => m.messageId)).toEqual(handedOver);
    expect((await outbox(db))[0]!.sentAt).not.toBeNull();
  });

  it('a row claimed by a worker that died is sent by another worker; a row with a live claim is not', async () => {
    await enqueueMail(db, { ...message, to: 'verwaist@example.org' });
    await enqueueMail(db, { ...message, to: 'in-arbeit@example.org' });
    const [orphaned, held] = await outbox(db);
    await db
      .updateTable('mailOutbox')
      .set({ claimedBy: 'dead-worker', claimedUntil: isoPlus(-1000) })
      .where('id', '=', orphaned!.id)
      .execute();
    await db
      .updateTable('mailOutbox')
      .set({ claimedBy: 'live-worker', claimedUntil: isoPlus(60_000) })
      .where('id', '=', held!.id)
      .execute();

    const ok = transport(false);
    expect(await new MailWorker(db, ok.transporter, FROM, log).drain()).toBe(1);
    expect(ok.sent.map((m) => m.to)).toEqual(['verwaist@example.org']);
    const [sent, waiting] = await outbox(db);
    expect(sent!.sentAt).not.toBeNull();
    expect(waiting).toMatchObject({ sentAt: null, claimedBy: 'live-worker' });
  });

  it('two workers draining one outbox at the same time send each mail exactly once', async () => {
    const recipients = Array.from({ length: 60 }, (_, i) => `buerger${i}@example.org`);
    for (const to of recipients) await enqueueMail(db, { ...message, to });
    const a = transport(false);
    const b = transport(false);
    const [byA, byB] = await Promise.all([
      new MailWorker(db, a.transporter, FROM, log).drain(),
      new MailWorker(db, b.transporter, FROM, log).drain(),
    ]);

    // both took part, or the test proves nothing
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect([...a.sent, ...b.sent].map((m) => m.to).sort()).toEqual([...recipients].sort());
    expect(byA + byB).toBe(recipients.length);
    expect((await outbox(db)).filter((row) => row.sentAt === null)).toEqual([]);
  });

  it('a failed delivery gives the row up for its retry, so another worker may send it then', async () => {
    await enqueueMail(db, message);
    await new MailWorker(db, transport(true).transporter, FROM, log).drain();
    expect((await outbox(db))[0]).toMatchObject({ claimedBy: null, claimedUntil: null, attempts: 1 });
    await makeDue(db);
    const up = transport(false);
    expect(await new MailWorker(db, up.transporter, FROM, log).drain()).toBe(1);
  });

  it('a database error in the background poll is logged, not thrown', async () => {
    const broken = await openTestDatabase({ migrate: false });
    const error = vi.fn();
    const spyLog = { error, warn: vi.fn() } as unknown as FastifyBaseLogger;
    const worker = new MailWorker(broken.db, transport(false).transporter, FROM, spyLog);
    try {
      worker.start();
      await vi.waitFor(() => expect(error).toHaveBeenCalled());
      await worker.stop();
    } finally {
      await broken.close();
    }
  });
});

describe('migration 0011', () => {
  it('gives the mails still queued a Message-ID and leaves the ones sent before without', async () => {
    const bare = await openTestDatabase({ migrate: false });
    try {
      await new Migrator({ db: bare.db, provider: { getMigrations: async () => migrations } }).migrateTo('0010_login_throttle');
      const row = (recipient: string, sentAt: string | null) => ({
        recipient,
        subject: 'Vorher',
        text: 'Vorher',
        created_at: isoPlus(0),
        attempts: 0,
        next_attempt_at: isoPlus(0),
        sent_at: sentAt,
      });
      // the outbox as migration 0010 left it, in its SQL names
      const old = bare.db as unknown as Kysely<{ mail_outbox: ReturnType<typeof row> }>;
      await old
        .insertInto('mail_outbox')
        .values([row('gesendet@example.org', isoPlus(0)), row('wartend1@example.org', null), row('wartend2@example.org', null)])
        .execute();
      await migrateToLatest(bare.db);

      const [sent, ...queued] = await outbox(bare.db);
      expect(sent!.messageId).toBeNull();
      expect(queued.map((r) => r.messageId)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      expect(queued[0]!.messageId).not.toBe(queued[1]!.messageId);
    } finally {
      await bare.close();
    }
  });
});
