import type { Kysely } from 'kysely';
import type { AnonymiseRequest, AnonymiseResult, SubjectExport, SubjectSearchResult } from '@contracts/privacy.js';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth.js';
import { downloadFileName } from '../../platform/download-name.js';
import { anonymiseSubject } from './anonymise.js';
import { subjectExport } from './export.js';
import { renderSubjectPdf } from './export-pdf.js';
import { logPrivacyRequest } from './request-log.js';
import { subjectBlockEntry, subjectCases, subjectCorrespondents, toSubjectCase } from './search.js';
import { emailHash, subjectEmail } from './subject.js';

/**
 * The requests of a data subject as the routes call them: each validates the address, works within the
 * caller's tenant scope (another tenant's records are never found) and writes one entry to the request log.
 */
export interface PrivacyContext {
  db: Kysely<Database>;
  jwtSecret: string;
  user: AuthUser;
}

async function prepare({ jwtSecret, user }: PrivacyContext, rawEmail: string) {
  const email = subjectEmail(rawEmail);
  return { email, scope: await user.scope(), hash: emailHash(jwtSecret, email) };
}

export async function searchSubject(context: PrivacyContext, rawEmail: string): Promise<SubjectSearchResult> {
  const { db, user } = context;
  const { email, scope, hash } = await prepare(context, rawEmail);
  const [cases, correspondents, blockEntry] = await Promise.all([
    subjectCases(db, scope, email).execute(),
    subjectCorrespondents(db, scope, email),
    subjectBlockEntry(db, scope, email),
  ]);
  await logPrivacyRequest(db, user, { action: 'SEARCH', emailHash: hash, recordCount: cases.length + correspondents.length });
  return {
    email,
    cases: cases.map(toSubjectCase),
    correspondents: correspondents.map(({ email: _address, ...entry }) => entry),
    blockEntry,
  };
}

async function exported(context: PrivacyContext, rawEmail: string, action: 'EXPORT_JSON' | 'EXPORT_PDF'): Promise<SubjectExport> {
  const { db, user } = context;
  const { email, scope, hash } = await prepare(context, rawEmail);
  const data = await subjectExport(db, scope, email);
  await logPrivacyRequest(db, user, { action, emailHash: hash, recordCount: data.cases.length + data.correspondents.length });
  return data;
}

export const exportSubjectJson = (context: PrivacyContext, rawEmail: string) => exported(context, rawEmail, 'EXPORT_JSON');

export const exportSubjectPdf = async (context: PrivacyContext, rawEmail: string) =>
  renderSubjectPdf(await exported(context, rawEmail, 'EXPORT_PDF'));

export async function anonymise(context: PrivacyContext, request: AnonymiseRequest): Promise<AnonymiseResult> {
  const { db, user } = context;
  const { email, scope, hash } = await prepare(context, request.email);
  const counts = await anonymiseSubject(db, scope, user.id, email, request.freeTextCaseIds);
  await logPrivacyRequest(db, user, { action: 'ANONYMISE', emailHash: hash, recordCount: counts.cases + counts.correspondents });
  return {
    ...counts,
    message: `Anonymisiert. Meldungen: ${counts.cases}, davon mit Freitexten: ${counts.freeTexts}; gelöschte Kontakteinträge: ${counts.correspondents}.`,
  };
}

/** `datenauskunft-2026-11-25.pdf`, by the Berlin day; the address stays out of the name (downloads folders are seen by others). */
export const exportFileName = (extension: 'json' | 'pdf') => downloadFileName(['datenauskunft'], extension);
