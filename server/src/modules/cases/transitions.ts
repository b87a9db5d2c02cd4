import type { Kysely } from 'kysely';
import { canTransition, caseStateLabel, isOpenState, type Case, type CaseStateValue } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { fromBool, now } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { conflict } from '../../platform/errors.js';
import { recordStateChange } from '../case-stats/index.js';
import type { CaseRecord } from './dto.js';
import { mailFinishedCase, mailReporterStateChange } from './mails.js';
import { writeProtocol } from './protocol.js';
import { changeCase } from './record.js';
import type { CaseLinks } from './status-link.js';

/**
 * Moves a case to another state inside the caller's transaction: the row and its open flag, the counters,
 * the protocol, the mail to the "completed cases" address and the reporter's mail. The caller has checked
 * that the transition is allowed. The record's state is updated in place for later steps.
 */
export async function changeState(
  trx: Kysely<Database>,
  record: CaseRecord,
  to: CaseStateValue,
  userId: number | null,
  links: CaseLinks,
): Promise<void> {
  const from = record.state;
  const at = now();
  await trx
    .updateTable('defectCase')
    .set({ state: to, isOpen: fromBool(isOpenState(to)), stateChangedAt: at, editedAt: at, editedBy: userId })
    .where('id', '=', record.id)
    .execute();
  await recordStateChange(trx, { tenantId: record.tenantId, from, to, at });
  await writeProtocol(trx, record.id, userId, [`Status geändert: ${caseStateLabel(from)} → ${caseStateLabel(to)}`]);
  if (to === 'FINISHED') await mailFinishedCase(trx, record, links);
  await mailReporterStateChange(trx, record, to, links);
  changesOf(trx).caseMapChanged(record.tenantId);
  record.state = to;
  record.isOpen = fromBool(isOpenState(to));
}

/**
 * The first staff work on a new case (save, assignment, note) puts it in progress
 * (docs/product/cases.md#starting-work-on-a-new-case).
 */
export async function startWorkIfNew(trx: Kysely<Database>, record: CaseRecord, userId: number, links: CaseLinks): Promise<void> {
  if (record.state === 'CREATED') await changeState(trx, record, 'IN_PROGRESS', userId, links);
}

/** PUT /api/case/{id}/state/{state}: only the transitions of the table; anything else answers 409. */
export async function setCaseState(db: Kysely<Database>, user: AuthUser, id: number, to: CaseStateValue, links: CaseLinks): Promise<Case> {
  return changeCase(db, user, id, async (trx, record) => {
    if (!canTransition(record.state, to)) {
      throw conflict(
        `Ein Fall im Status „${caseStateLabel(record.state)}“ kann nicht in den Status „${caseStateLabel(to)}“ wechseln.`,
        'ILLEGAL_STATE_TRANSITION',
      );
    }
    await changeState(trx, record, to, user.id, links);
  });
}
