import type { Kysely } from 'kysely';
import { canWithdraw, caseStateLabel, isRateableState, type CaseStateValue } from '@contracts/case.js';
import type { CaseStatus, RatingBody } from '@contracts/public.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin, toBool } from '../../db/values.js';
import { frameApiKey } from '../../platform/api-key.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { recordCases, type CaseRecord } from './dto.js';
import { writeProtocol } from './protocol.js';
import { statusTokenHash, type CaseLinks } from './status-link.js';
import { changeState } from './transitions.js';

/**
 * The reporter's side of a case, reached through the private status link
 * (docs/product/frames-and-open311.md#the-reporters-status-page).
 */
export const REPORTER_MESSAGES = {
  unknown: 'Diese Meldung wurde nicht gefunden. Bitte prüfen Sie den Link aus Ihrer E-Mail.',
  notClosed: 'Sie können Ihre Meldung bewerten, sobald sie abgeschlossen ist.',
  alreadyRated: 'Sie haben diese Meldung bereits bewertet.',
  notOpen: 'Diese Meldung ist bereits abgeschlossen und kann nicht mehr zurückgezogen werden.',
  erased: 'Ihre personenbezogenen Daten zu dieser Meldung wurden gelöscht.',
};

const RATING_PROTOCOL_PREFIX = 'Bewertung der meldenden Person:';
const QUOTED_COMMENT = / \(„.*“\)$/s;

const ratingProtocol = (rating: number, comment: string | null) =>
  `${RATING_PROTOCOL_PREFIX} ${rating} von 5${comment ? ` („${comment}“)` : ''}`;

/**
 * The rating's protocol entry quotes the reporter's comment: when the reporter's words are erased (DSGVO Art. 17),
 * the entries of these cases keep the rating and put `replacement` in place of the quote.
 */
export async function eraseRatingComments(trx: Kysely<Database>, caseIds: readonly number[], replacement: string): Promise<void> {
  if (caseIds.length === 0) return;
  const entries = await trx
    .selectFrom('caseProtocol')
    .select(['id', 'description'])
    .where('caseId', 'in', caseIds)
    .where('description', 'like', `${RATING_PROTOCOL_PREFIX}%„%`)
    .execute();
  for (const entry of entries) {
    await trx
      .updateTable('caseProtocol')
      .set({ description: entry.description.replace(QUOTED_COMMENT, ` (${replacement})`) })
      .where('id', '=', entry.id)
      .execute();
  }
}

async function findByToken(
  db: Kysely<Database>,
  token: string,
): Promise<CaseRecord & { ratingComment: string | null; tenantApiKey: string | null }> {
  const record = await recordCases(db)
    .select(['defectCase.ratingComment', 'defectCase.reporterDataErasedAt', 'tenant.apiKey as tenantApiKey'])
    .where('defectCase.statusTokenHash', '=', statusTokenHash(token))
    .executeTakeFirst();
  if (!record) throw notFound(REPORTER_MESSAGES.unknown, 'STATUS_TOKEN_UNKNOWN');
  // the link stays known only to say this, and shows nothing of the case (docs/decisions/reporter-data-retention.md)
  if (record.reporterDataErasedAt !== null) throw new AppError(410, 'REPORTER_DATA_ERASED', REPORTER_MESSAGES.erased);
  return record;
}

/** GET /api/public/case-status/{token}: state, answers and what the reporter may still do. */
export async function caseStatus(db: Kysely<Database>, token: string): Promise<CaseStatus> {
  const record = await findByToken(db, token);
  const answers = await db
    .selectFrom('caseNote')
    .select(['description', 'createdAt'])
    .where('caseId', '=', record.id)
    .where('type', '=', 'ANSWER')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const reachable = toBool(record.reachable);
  return {
    caseNumber: record.caseNumber,
    state: record.state as CaseStateValue,
    stateLabel: caseStateLabel(record.state),
    createdAt: record.createdAt,
    createdAtFormatted: formatBerlin(record.createdAt)!,
    category: record.categoryName,
    tenantName: reachable ? record.tenantName : null,
    // the page has no key of its own; the footer links the statement of the municipality the page names
    tenantApiKey: reachable ? await frameApiKey(db, record.tenantApiKey) : null,
    description: record.description,
    latitude: record.latitude,
    longitude: record.longitude,
    answers: answers.map((a) => ({ text: a.description, createdAt: a.createdAt, createdAtFormatted: formatBerlin(a.createdAt)! })),
    rating: record.rating,
    ratingComment: record.ratingComment,
    canRate: isRateableState(record.state) && record.rating === null,
    canWithdraw: canWithdraw(record.state),
  };
}

/** POST .../rating: once, after the administration closed the case; feeds the "negative" filter. */
export async function rateCase(db: Kysely<Database>, token: string, body: RatingBody): Promise<CaseStatus> {
  await db.transaction().execute(async (trx) => {
    const record = await findByToken(trx, token);
    if (!isRateableState(record.state)) throw conflict(REPORTER_MESSAGES.notClosed, 'CASE_NOT_CLOSED');
    if (record.rating !== null) throw conflict(REPORTER_MESSAGES.alreadyRated, 'ALREADY_RATED');
    const comment = body.comment?.trim() || null;
    await trx.updateTable('defectCase').set({ rating: body.rating, ratingComment: comment }).where('id', '=', record.id).execute();
    await writeProtocol(trx, record.id, null, [ratingProtocol(body.rating, comment)]);
  });
  return caseStatus(db, token);
}

/** POST .../withdraw: the reporter takes back an open report (state CANCELLED, counters, protocol, mails). */
export async function withdrawCase(db: Kysely<Database>, token: string, links: CaseLinks): Promise<CaseStatus> {
  await db.transaction().execute(async (trx) => {
    const record = await findByToken(trx, token);
    if (!canWithdraw(record.state)) throw conflict(REPORTER_MESSAGES.notOpen, 'CASE_NOT_OPEN');
    await changeState(trx, record, 'CANCELLED', null, links);
  });
  return caseStatus(db, token);
}
