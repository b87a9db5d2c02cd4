import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * What lets several mail workers share one outbox, and a mail sent twice be recognised as one.
 *
 * - `message_id`: the unique part of the mail's Message-ID header, chosen when the mail is queued, so a mail
 *   repeated after a crash between sending and marking it sent carries the same Message-ID. Unsent mails get
 *   one now; mails sent before keep null, their Message-ID was nodemailer's and was never stored.
 * - `claimed_by`, `claimed_until`: the worker sending a row and until when no other worker may take it; a worker
 *   that died holding a row gives it up when the time has passed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = ddl(db);
  // SQLite adds one column per ALTER TABLE
  await db.schema.alterTable('mail_outbox').addColumn('message_id', 'varchar(36)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'varchar(100)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', d.timestamp).execute();
  const unsent = await db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
  for (const { id } of unsent) {
    await db.updateTable('mail_outbox').set({ message_id: randomUUID() }).where('id', '=', id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_until').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_by').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('message_id').execute();
}
