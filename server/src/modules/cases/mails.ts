import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueMail, type MailMessage } from '../../platform/mail.js';
import { renderMail, type MailContent } from '../../platform/mail-layout.js';
import { stateLabel } from './states.js';

/** What the case mails tell about a case. */
export interface MailCase {
  id: number;
  caseNumber: number | null;
  description: string;
  categoryName: string | null;
  tenantId: number | null;
  email: string | null;
  latitude: number;
  longitude: number;
}

const caseLabel = (c: MailCase) => (c.caseNumber !== null ? `Nr. ${c.caseNumber}` : `#${c.id}`);
const staffLink = (c: MailCase, publicUrl: string) => ({ label: 'Fall öffnen', url: `${publicUrl}/edit-case?caseId=${c.id}` });

function caseFacts(c: MailCase): string[] {
  return [
    `Kategorie: ${c.categoryName ?? 'Keine Kategorie'}`,
    `Beschreibung: ${c.description.trim() || '–'}`,
    `Ort: ${c.latitude.toFixed(6)}, ${c.longitude.toFixed(6)}`,
  ];
}

const message = (to: string, subject: string, content: MailContent, dedupeKey?: string): MailMessage => ({
  to,
  subject,
  ...renderMail(content),
  dedupeKey,
});

async function tenantAddresses(db: Kysely<Database>, tenantId: number | null) {
  if (tenantId === null) return undefined;
  return db
    .selectFrom('tenant')
    .select(['emailNotification', 'emailNotificationCompletedCase'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

/** To the tenant's "e-mail for new cases" address, when it has one. */
export async function mailNewCase(db: Kysely<Database>, c: MailCase, publicUrl: string): Promise<void> {
  const to = (await tenantAddresses(db, c.tenantId))?.emailNotification;
  if (!to) return;
  await enqueueMail(
    db,
    message(
      to,
      `Neuer Fall ${caseLabel(c)}: ${c.categoryName ?? 'Keine Kategorie'}`,
      { greeting: 'Guten Tag,', paragraphs: ['es wurde ein neuer Fall gemeldet.', ...caseFacts(c)], action: staffLink(c, publicUrl) },
      `case-${c.id}-created`,
    ),
  );
}

/** To the tenant's "completed cases" address, when it has one. */
export async function mailFinishedCase(db: Kysely<Database>, c: MailCase, publicUrl: string): Promise<void> {
  const to = (await tenantAddresses(db, c.tenantId))?.emailNotificationCompletedCase;
  if (!to) return;
  await enqueueMail(
    db,
    message(to, `Fall ${caseLabel(c)} abgeschlossen`, {
      greeting: 'Guten Tag,',
      paragraphs: [`der Fall ${caseLabel(c)} wurde abgeschlossen.`, ...caseFacts(c)],
      action: staffLink(c, publicUrl),
    }),
  );
}

/**
 * Every mail to the reporter is built here, so the status link of the public report (issue 5) is added
 * in one place. Answers null when the case has no reporter address.
 */
export function reporterMail(c: MailCase, subject: string, paragraphs: string[]): MailMessage | null {
  if (!c.email) return null;
  return message(c.email, subject, {
    greeting: 'Guten Tag,',
    paragraphs: [...paragraphs, `Ihre Meldung: ${c.description.trim() || '–'}`],
  });
}

const REPORTER_STATE_TEXTS: Record<string, string> = {
  IN_PROGRESS: 'Ihre Meldung wird jetzt bearbeitet.',
  FINISHED: 'Ihre Meldung wurde abgeschlossen. Vielen Dank für Ihre Mithilfe!',
  REJECTED: 'Ihre Meldung wurde abgelehnt.',
  CANCELLED: 'Ihre Meldung wurde zurückgezogen.',
};

export async function mailReporterStateChange(db: Kysely<Database>, c: MailCase, to: string): Promise<void> {
  const mail = reporterMail(c, `Ihre Meldung ${caseLabel(c)}: ${stateLabel(to)}`, [
    REPORTER_STATE_TEXTS[to] ?? `Der Status Ihrer Meldung ist jetzt „${stateLabel(to)}“.`,
  ]);
  if (mail) await enqueueMail(db, mail);
}

export async function mailReporterAnswer(db: Kysely<Database>, c: MailCase, answer: string): Promise<void> {
  const mail = reporterMail(c, `Antwort zu Ihrer Meldung ${caseLabel(c)}`, ['zu Ihrer Meldung gibt es eine Antwort:', answer]);
  if (mail) await enqueueMail(db, mail);
}
