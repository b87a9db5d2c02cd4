import type { Kysely } from 'kysely';
import type { OwnReminders } from '@contracts/reminders.js';
import type { Database } from '../../db/schema.js';
import { fromBool, toBool } from '../../db/values.js';

/** Whether the user gets the daily digest of due cases. */
export async function ownReminders(db: Kysely<Database>, userId: number): Promise<OwnReminders> {
  const row = await db.selectFrom('appUser').select('remindersOptOut').where('id', '=', userId).executeTakeFirstOrThrow();
  return { enabled: !toBool(row.remindersOptOut) };
}

export async function setOwnReminders(db: Kysely<Database>, userId: number, choice: OwnReminders): Promise<OwnReminders> {
  await db
    .updateTable('appUser')
    .set({ remindersOptOut: fromBool(!choice.enabled) })
    .where('id', '=', userId)
    .execute();
  return ownReminders(db, userId);
}
