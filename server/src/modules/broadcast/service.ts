import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BroadcastListQuery, BroadcastRecord, BroadcastResult, BroadcastSend } from '@contracts/broadcast.js';
import type { PageOf } from '@contracts/common.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin, isoPlus, now } from '../../db/values.js';
import { badRequest } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail.js';
import { containsAny, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { broadcastAddresses } from '../correspondents/index.js';
import { findUserById, fullname } from '../users/index.js';
import { broadcastMail } from './mail.js';
import type { RowOf } from '../../db/kysely.js';

export const BROADCAST_MESSAGES = {
  messageMissing: 'Bitte geben Sie einen Text für den Broadcast ein.',
  sent: (recipients: number) => `Der Broadcast wird an ${recipients} Empfänger verschickt.`,
  testSent: (email: string) => `Die Testnachricht wurde an ${email} gesendet.`,
};

export const DEFAULT_SUBJECT = 'Nachricht aus dem Bürgerportal';

/** Within this window the same sender's identical broadcast counts as a repeat (a double click, a retry). */
export const REPEAT_WINDOW_MS = 5 * 60_000;

type LinkConfig = Pick<Config, 'publicUrl' | 'jwtSecret'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Subject and text of the form; an empty text answers 400, an empty subject gets the default. */
function readContent(body: BroadcastSend): { subject: string; message: string } {
  const message = body.message?.trim();
  if (!message) throw badRequest(BROADCAST_MESSAGES.messageMissing, 'MESSAGE_MISSING');
  return { subject: body.subject?.trim() || DEFAULT_SUBJECT, message };
}

async function senderEmail(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw badRequest('Ihr Konto wurde nicht gefunden.', 'SENDER_UNKNOWN');
  return user.email;
}

/** POST /api/tenant/broadcast/test: the mail as recipients will see it, to the sender only. */
export async function sendTestBroadcast(
  db: Kysely<Database>,
  config: LinkConfig,
  userId: number,
  body: BroadcastSend,
): Promise<BroadcastResult> {
  const content = readContent(body);
  const email = await senderEmail(db, userId);
  await enqueueMail(db, broadcastMail(config, email, { ...content, subject: `[Test] ${content.subject}` }));
  return { message: BROADCAST_MESSAGES.testSent(email), recipients: 1 };
}

const answer = (recipients: number): BroadcastResult => ({ message: BROADCAST_MESSAGES.sent(recipients), recipients });

/**
 * POST /api/tenant/broadcast: records the broadcast and queues one mail per non-blocked correspondent address,
 * all in one transaction, so a restart after the answer loses no mail and a failure queues none.
 *
 * A repeat is queued once and answered like the first: the same Idempotency-Key of the sender (at any time),
 * or the same sender, subject and text within REPEAT_WINDOW_MS. The broadcast's unique key (the header, else
 * the content in a time bucket) settles two requests that race; each mail's dedupe key is the hash of that
 * key plus the address (hashed to fit the outbox column).
 */
export async function sendBroadcast(
  db: Kysely<Database>,
  config: LinkConfig,
  userId: number,
  body: BroadcastSend,
  idempotencyKey: string | undefined,
): Promise<BroadcastResult> {
  const content = readContent(body);
  const contentHash = sha256(`${userId}\n${content.subject}\n${content.message}`);
  const key = idempotencyKey?.trim()
    ? `header:${userId}:${sha256(idempotencyKey.trim())}`
    : `content:${contentHash}:${Math.floor(Date.now() / REPEAT_WINDOW_MS)}`;
  return db.transaction().execute(async (trx) => {
    const earlier = await trx
      .selectFrom('broadcast')
      .select('recipients')
      .where((eb) =>
        eb.or([
          eb('idempotencyKey', '=', key),
          eb.and([eb('contentHash', '=', contentHash), eb('sentAt', '>=', isoPlus(-REPEAT_WINDOW_MS))]),
        ]),
      )
      .executeTakeFirst();
    if (earlier) return answer(earlier.recipients);
    const inserted = await trx
      .insertInto('broadcast')
      .values({ idempotencyKey: key, contentHash, ...content, sentBy: userId, sentAt: now(), recipients: 0 })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const winner = await trx.selectFrom('broadcast').select('recipients').where('idempotencyKey', '=', key).executeTakeFirstOrThrow();
      return answer(winner.recipients);
    }
    const addresses = await broadcastAddresses(trx);
    for (const email of addresses) {
      await enqueueMail(trx, { ...broadcastMail(config, email, content), dedupeKey: `broadcast:${sha256(`${key}\n${email}`)}` });
    }
    await trx.updateTable('broadcast').set({ recipients: addresses.length }).where('id', '=', inserted.id).execute();
    return answer(addresses.length);
  });
}

const historySort: SortSpec = { columns: {}, fallback: { column: 'broadcast.sentAt', order: 'DESC' } };

const history = (db: Kysely<Database>) => db.selectFrom('broadcast').leftJoin('appUser as sender', 'sender.id', 'broadcast.sentBy');
type History = ReturnType<typeof history>;

const selectColumns = (qb: History) =>
  qb.select([
    'broadcast.id',
    'broadcast.subject',
    'broadcast.message',
    'broadcast.sentBy',
    'sender.firstname as senderFirstname',
    'sender.lastname as senderLastname',
    'broadcast.sentAt',
    'broadcast.recipients',
  ]);
type HistoryRow = RowOf<typeof selectColumns>;

const toRecord = (row: HistoryRow): BroadcastRecord => ({
  id: row.id,
  subject: row.subject,
  message: row.message,
  sentBy:
    row.sentBy !== null && row.senderFirstname !== null && row.senderLastname !== null
      ? { id: row.sentBy, fullname: fullname({ firstname: row.senderFirstname, lastname: row.senderLastname }) }
      : null,
  sentAt: row.sentAt,
  sentAtFormatted: formatBerlin(row.sentAt) ?? '',
  recipients: row.recipients,
});

/** GET /api/tenant/broadcast: the sent broadcasts, newest first; search in subject and text. */
export async function listBroadcasts(db: Kysely<Database>, query: BroadcastListQuery): Promise<PageOf<BroadcastRecord>> {
  let base = history(db);
  if (query.search?.trim()) base = base.where(containsAny(['broadcast.subject', 'broadcast.message'], query.search));
  return mapPage(await paginate(base, { ...query, sort: undefined }, historySort, 'broadcast.id', selectColumns), toRecord);
}
