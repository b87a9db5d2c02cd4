import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { enqueueMail } from '../../platform/mail.js';
import { berlinClock, isWorkingDay } from './clock.js';
import { dueCasesByAssignee } from './due.js';
import { digestMail } from './mail.js';

/**
 * Sends today's digest of every tenant whose time has come: on a working day, from its time of day on, once. The row
 * in reminder_digest is written in the transaction that queues the mails; a tenant whose row exists (another
 * process, an earlier run) sends nothing, so each assignee gets one digest a day however many processes run.
 * A tenant with nothing due gets its row too, and no mail. Answers the number of mails queued.
 */
export async function sendDueDigests(db: Kysely<Database>, publicUrl: string, nowMs = Date.now()): Promise<number> {
  const clock = berlinClock(nowMs);
  if (!isWorkingDay(clock.weekday)) return 0;
  const tenants = await db
    .selectFrom('tenant')
    .leftJoin('reminderDigest', (join) => join.onRef('reminderDigest.tenantId', '=', 'tenant.id').on('reminderDigest.day', '=', clock.day))
    .select(['tenant.id', 'tenant.name', 'tenant.remindersDaysAhead'])
    .where('tenant.remindersEnabled', '=', 1)
    .where('tenant.remindersTime', '<=', clock.time)
    .where('reminderDigest.tenantId', 'is', null)
    .execute();
  let queued = 0;
  const nowIso = new Date(nowMs).toISOString();
  for (const tenant of tenants) {
    const assignees = await dueCasesByAssignee(db, tenant.id, tenant.remindersDaysAhead, nowMs);
    queued += await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('reminderDigest')
        .values({ tenantId: tenant.id, day: clock.day, sentAt: now(), mails: assignees.length })
        .onConflict((oc) => oc.columns(['tenantId', 'day']).doNothing())
        .returning('tenantId')
        .executeTakeFirst();
      if (!claimed) return 0;
      await enqueueMail(trx, ...assignees.map((assignee) => digestMail(publicUrl, tenant.name, clock.day, nowIso, assignee)));
      return assignees.length;
    });
  }
  return queued;
}
