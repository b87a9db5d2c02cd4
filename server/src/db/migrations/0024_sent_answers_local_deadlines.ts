import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';
import { berlinInstant } from '../values.js';

/**
 * Two changes to what a case keeps:
 *
 * - `case_note.sent_at`: when an answer went to the reporter by mail. A sent answer is what the citizen read, so it
 *   can no longer be edited or deleted. Answers written so far were mailed when their case had an address; a case
 *   whose reporter data was erased had one too.
 * - Deadlines picked as a day were stored as that day's UTC midnight, which Berlin reads as 01:00 (02:00 in
 *   summer). Such a deadline now means the end of that Berlin day, 23:59, as a day sent alone does from now on
 *   (docs/decisions/deadline-local-time.md). Done in TypeScript, as the two databases know Berlin differently.
 */
const UTC_MIDNIGHT = 'T00:00:00.000Z';
const END_OF_DAY = { hour: 23, minute: 59 };

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('case_note').addColumn('sent_at', ddl(db).timestamp).execute();
  await db
    .updateTable('case_note')
    .set((eb) => ({ sent_at: eb.ref('created_at') }))
    .where('type', '=', 'ANSWER')
    .where('client_message', '=', 0)
    .where('system_generated', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('defect_case')
          .select('defect_case.id')
          .whereRef('defect_case.id', '=', 'case_note.case_id')
          .where((c) => c.or([c('defect_case.email', 'is not', null), c('defect_case.reporter_data_erased_at', 'is not', null)])),
      ),
    )
    .execute();

  const rows: { id: number; deadline: string }[] = await db
    .selectFrom('defect_case')
    .select(['id', 'state_changed_deadline as deadline'])
    .where('state_changed_deadline', 'like', `%${UTC_MIDNIGHT}`)
    .execute();
  for (const row of rows) {
    const [year, month, day] = row.deadline.slice(0, 10).split('-').map(Number) as [number, number, number];
    await db
      .updateTable('defect_case')
      .set({ state_changed_deadline: berlinInstant(year, month, day, END_OF_DAY.hour, END_OF_DAY.minute) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The deadlines keep their new instants (the day they name is the same); only the column goes. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('case_note').dropColumn('sent_at').execute();
}
