import type { Kysely } from 'kysely';
import { type AnonymiseResult, PRIVACY_MESSAGES } from '@contracts/privacy.js';
import type { Database } from '../../db/schema.js';
import type { TenantScope } from '../../platform/tenant-scope.js';
import { eraseRatingComments } from '../cases/index.js';
import { eraseReporterData } from './reporter-data.js';
import { subjectCases, subjectCorrespondents } from './search.js';

export const ANONYMISED_PROTOCOL = {
  personalData: 'Personenbezogene Daten auf Antrag der betroffenen Person gelöscht (Art. 17 DSGVO)',
  withFreeTexts: 'Personenbezogene Daten und Freitexte auf Antrag der betroffenen Person gelöscht (Art. 17 DSGVO)',
};

async function blankFreeTexts(trx: Kysely<Database>, caseIds: readonly number[]): Promise<void> {
  if (caseIds.length === 0) return;
  await trx.updateTable('defectCase').set({ description: PRIVACY_MESSAGES.blanked }).where('id', 'in', caseIds).execute();
  await trx
    .updateTable('defectCase')
    .set({ ratingComment: PRIVACY_MESSAGES.blanked })
    .where('id', 'in', caseIds)
    .where('ratingComment', 'is not', null)
    .execute();
  await trx
    .updateTable('caseNote')
    .set({ description: PRIVACY_MESSAGES.blanked })
    .where('caseId', 'in', caseIds)
    .where('clientMessage', '=', 1)
    .execute();
  await eraseRatingComments(trx, caseIds, 'Kommentar anonymisiert');
}

/**
 * Art. 17 for one address in the caller's scope, in one transaction: every case loses the reporter's e-mail,
 * device id, Open311 name, phone and photo link, and status link (the retention's one rule, reporter-data.ts)
 * with a protocol entry naming the user;
 * the cases in `freeTextCaseIds` also lose the reporter's words; correspondent entries are deleted. The case
 * itself, its photos, the staff's notes and answers stay (docs/decisions/data-subject-requests.md).
 */
export async function anonymiseSubject(
  db: Kysely<Database>,
  scope: TenantScope,
  userId: number,
  email: string,
  freeTextCaseIds: readonly number[],
): Promise<Omit<AnonymiseResult, 'message'>> {
  return db.transaction().execute(async (trx) => {
    const caseIds = (await subjectCases(trx, scope, email).execute()).map((row) => row.id);
    const wanted = new Set(freeTextCaseIds);
    const withTexts = caseIds.filter((id) => wanted.has(id));
    const withoutTexts = caseIds.filter((id) => !wanted.has(id));
    await blankFreeTexts(trx, withTexts);
    await eraseReporterData(trx, withTexts, { protocolText: ANONYMISED_PROTOCOL.withFreeTexts, actor: userId });
    await eraseReporterData(trx, withoutTexts, { protocolText: ANONYMISED_PROTOCOL.personalData, actor: userId });
    const correspondentIds = (await subjectCorrespondents(trx, scope, email)).map((c) => c.id);
    if (correspondentIds.length > 0) await trx.deleteFrom('correspondent').where('id', 'in', correspondentIds).execute();
    return { cases: caseIds.length, correspondents: correspondentIds.length, freeTexts: withTexts.length };
  });
}
