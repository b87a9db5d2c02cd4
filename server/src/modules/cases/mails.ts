import { caseStateLabel } from '@contracts/case.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toBool } from '../../db/values.js';
import { formatPosition } from '../../platform/german-numbers.js';
import { enqueueMail, type MailMessage } from '../../platform/mail.js';
import { renderMail, type MailContent } from '../../platform/mail-layout.js';
import { statusUrl, type CaseLinks } from './status-link.js';

/** What the case mails tell about a case. */
export interface MailCase {
  id: number;
  caseNumber: number | null;
  description: string;
  categoryName: string | null;
  tenantId: number | null;
  /** 0: the tenant does not take reports (or there is none); the super admin forwards the case instead */
  reachable: number;
  email: string | null;
  latitude: number;
  longitude: number;
  /** null only for cases older than the reporters' status links: then the mail carries none */
  statusTokenHash: string | null;
}

const caseLabel = (c: MailCase) => (c.caseNumber !== null ? `Nr. ${c.caseNumber}` : `#${c.id}`);
const staffLink = (c: MailCase, links: CaseLinks) => ({ label: 'Fall öffnen', url: `${links.publicUrl}/edit-case?caseId=${c.id}` });

function caseFacts(c: MailCase): string[] {
  return [
    `Kategorie: ${c.categoryName ?? 'Keine Kategorie'}`,
    `Beschreibung: ${c.description.trim() || '–'}`,
    `Ort: ${formatPosition(c.latitude, c.longitude)}`,
  ];
}

const message = (to: string, subject: string, content: MailContent, dedupeKey?: string): MailMessage => ({
  to,
  subject,
  ...renderMail(content),
  dedupeKey,
});

const tenantColumns = ['id', 'emailNotification', 'emailNotificationCompletedCase', 'automaticReply'] as const;

/** The tenant's case addresses and reply; none for an unreachable case, whose tenant does not handle it here. */
async function tenantAddresses(db: Kysely<Database>, c: MailCase) {
  if (c.tenantId === null || !toBool(c.reachable)) return undefined;
  return db.selectFrom('tenant').select(tenantColumns).where('id', '=', c.tenantId).executeTakeFirst();
}

/** A new case and the links of its mails. */
export interface NewCaseMail {
  case: MailCase;
  links: CaseLinks;
}

/**
 * New cases: the confirmation to each reporter (when the case has an address) and the mail to the tenant's
 * "e-mail for new cases" address (when it has one), in one statement for all.
 */
export async function mailNewCases(db: Kysely<Database>, cases: readonly NewCaseMail[]): Promise<void> {
  const tenantIds = [...new Set(cases.flatMap(({ case: c }) => (c.tenantId !== null && toBool(c.reachable) ? [c.tenantId] : [])))];
  const tenants = tenantIds.length === 0 ? [] : await db.selectFrom('tenant').select(tenantColumns).where('id', 'in', tenantIds).execute();
  const tenantOf = (c: MailCase) => (toBool(c.reachable) ? tenants.find((tenant) => tenant.id === c.tenantId) : undefined);
  const mails = cases.flatMap(({ case: c, links }) => {
    const tenant = tenantOf(c);
    const to = tenant?.emailNotification;
    const staff = to
      ? message(
          to,
          `Neuer Fall ${caseLabel(c)}: ${c.categoryName ?? 'Keine Kategorie'}`,
          { greeting: 'Guten Tag,', paragraphs: ['es wurde ein neuer Fall gemeldet.', ...caseFacts(c)], action: staffLink(c, links) },
          `case-${c.id}-created`,
        )
      : null;
    return [reporterReceivedMail(c, links, tenant?.automaticReply ?? null), staff].filter((mail) => mail !== null);
  });
  await enqueueMail(db, ...mails);
}

/** To the tenant's "completed cases" address, when it has one. */
export async function mailFinishedCase(db: Kysely<Database>, c: MailCase, links: CaseLinks): Promise<void> {
  const to = (await tenantAddresses(db, c))?.emailNotificationCompletedCase;
  if (!to) return;
  await enqueueMail(
    db,
    message(to, `Fall ${caseLabel(c)} abgeschlossen`, {
      greeting: 'Guten Tag,',
      paragraphs: [`der Fall ${caseLabel(c)} wurde abgeschlossen.`, ...caseFacts(c)],
      action: staffLink(c, links),
    }),
  );
}

/**
 * Every mail to the reporter is built here, with the private link to the status page of the report (where
 * the reporter follows it, rates it once it is closed, or withdraws it). Answers null when the case has no
 * reporter address.
 */
export function reporterMail(c: MailCase, subject: string, paragraphs: string[], links: CaseLinks, dedupeKey?: string): MailMessage | null {
  if (!c.email) return null;
  const withLink = c.statusTokenHash !== null;
  return message(
    c.email,
    subject,
    {
      greeting: 'Guten Tag,',
      paragraphs: [
        ...paragraphs,
        `Ihre Meldung: ${c.description.trim() || '–'}`,
        ...(withLink
          ? ['Den Stand Ihrer Meldung sehen Sie jederzeit über diesen persönlichen Link. Bitte geben Sie ihn nicht weiter.']
          : []),
      ],
      action: withLink ? { label: 'Status Ihrer Meldung', url: statusUrl(links, c.id) } : undefined,
    },
    dedupeKey,
  );
}

const RECEIVED_DEFAULT = 'Vielen Dank für Ihre Meldung. Wir kümmern uns darum.';
const RECEIVED_UNREACHABLE =
  'Vielen Dank für Ihre Meldung. Der Ort liegt außerhalb der teilnehmenden Gemeinden; wir leiten Ihre Meldung an die zuständige Stelle weiter.';

/** The confirmation of a new report: the tenant's automatic reply (or a default) with the status link. */
function reporterReceivedMail(c: MailCase, links: CaseLinks, automaticReply: string | null): MailMessage | null {
  const text = toBool(c.reachable) ? automaticReply?.trim() || RECEIVED_DEFAULT : RECEIVED_UNREACHABLE;
  return reporterMail(c, `Ihre Meldung ${caseLabel(c)} ist eingegangen`, [text], links, `case-${c.id}-received`);
}

const REPORTER_STATE_TEXTS: Record<string, string> = {
  IN_PROGRESS: 'Ihre Meldung wird jetzt bearbeitet.',
  FINISHED: 'Ihre Meldung wurde abgeschlossen. Vielen Dank für Ihre Mithilfe!',
  REJECTED: 'Ihre Meldung wurde abgelehnt.',
  CANCELLED: 'Ihre Meldung wurde zurückgezogen.',
};

export async function mailReporterStateChange(db: Kysely<Database>, c: MailCase, to: string, links: CaseLinks): Promise<void> {
  const mail = reporterMail(
    c,
    `Ihre Meldung ${caseLabel(c)}: ${caseStateLabel(to)}`,
    [REPORTER_STATE_TEXTS[to] ?? `Der Status Ihrer Meldung ist jetzt „${caseStateLabel(to)}“.`],
    links,
  );
  if (mail) await enqueueMail(db, mail);
}

export async function mailReporterAnswer(db: Kysely<Database>, c: MailCase, answer: string, links: CaseLinks): Promise<void> {
  const mail = reporterMail(c, `Antwort zu Ihrer Meldung ${caseLabel(c)}`, ['zu Ihrer Meldung gibt es eine Antwort:', answer], links);
  if (mail) await enqueueMail(db, mail);
}
