import type { Kysely } from 'kysely';
import type { SubjectCaseExport, SubjectExport } from '@contracts/privacy.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin, now, toBool } from '../../db/values.js';
import type { TenantScope } from '../../platform/tenant-scope.js';
import { subjectBlockEntry, subjectCases, subjectCorrespondents, toSubjectCase } from './search.js';

type Message = SubjectCaseExport['answers'][number];

/** A report filed with another body over Open311: that body received the report, and the e-mail where it went along. */
function forwardedTo(row: { recipient: string; sentAt: string | null; emailShared: number } | undefined): SubjectCaseExport['forwardedTo'] {
  if (!row?.sentAt) return null;
  return { recipient: row.recipient, sentAt: row.sentAt, sentAtFormatted: formatBerlin(row.sentAt)!, emailShared: toBool(row.emailShared) };
}

/**
 * The Art. 15 information about one address in the caller's scope: each case with what the person reported
 * (text, place, photos, rating, and the name, phone number and photo link an Open311 client sent), wrote later
 * and was answered, the body it was forwarded to, the correspondent entries and, for the super
 * admin, the block list entry. The administration's internal notes and protocol are about the defect, not the
 * person, and stay out (docs/decisions/data-subject-requests.md).
 */
export async function subjectExport(db: Kysely<Database>, scope: TenantScope, email: string): Promise<SubjectExport> {
  const rows = await subjectCases(db, scope, email)
    .select([
      'defectCase.reporterName',
      'defectCase.reporterPhone',
      'defectCase.mediaUrl',
      'defectCase.description',
      'defectCase.address',
      'defectCase.latitude',
      'defectCase.longitude',
      'defectCase.rating',
      'defectCase.ratingComment',
    ])
    .execute();
  const ids = rows.map((row) => row.id);
  const [notes, photos, forwardings, correspondents, blockEntry] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('caseNote')
          .select(['caseId', 'type', 'clientMessage', 'description', 'createdAt'])
          .where('caseId', 'in', ids)
          .where((eb) => eb.or([eb('type', '=', 'ANSWER'), eb('clientMessage', '=', 1)]))
          .orderBy('createdAt')
          .orderBy('id')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('casePhoto')
          .select((eb) => ['caseId', eb.fn.countAll<number>().as('count')])
          .where('caseId', 'in', ids)
          .where('final', '=', 0)
          .groupBy('caseId')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('caseForwarding')
          .select(['caseId', 'recipient', 'sentAt', 'emailShared'])
          .where('caseId', 'in', ids)
          .where('state', '=', 'SENT')
          .execute(),
    subjectCorrespondents(db, scope, email),
    subjectBlockEntry(db, scope, email),
  ]);
  const messagesOf = (caseId: number, fromReporter: boolean): Message[] =>
    notes
      .filter((note) => note.caseId === caseId && toBool(note.clientMessage) === fromReporter)
      .map((note) => ({ createdAt: note.createdAt, createdAtFormatted: formatBerlin(note.createdAt)!, text: note.description }));
  const generatedAt = now();
  return {
    email,
    generatedAt,
    generatedAtFormatted: formatBerlin(generatedAt)!,
    cases: rows.map((row) => ({
      ...toSubjectCase(row),
      email: row.email,
      deviceId: row.deviceId,
      reporterName: row.reporterName,
      reporterPhone: row.reporterPhone,
      mediaUrl: row.mediaUrl,
      tag: row.tagName,
      description: row.description,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      photos: Number(photos.find((photo) => photo.caseId === row.id)?.count ?? 0),
      rating: row.rating,
      ratingComment: row.ratingComment,
      reporterMessages: messagesOf(row.id, true),
      answers: messagesOf(row.id, false),
      forwardedTo: forwardedTo(forwardings.find((forwarding) => forwarding.caseId === row.id)),
    })),
    correspondents,
    blockEntry,
  };
}
