import { formatBerlin } from '../../db/values.js';
import type { MailMessage } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';
import { shortText } from '../../platform/short-text.js';
import type { Assignee, DueCase } from './due.js';

const DESCRIPTION_MAX = 80;

const line = (publicUrl: string, c: DueCase) =>
  `• Fall ${c.caseNumber ?? c.id}, fällig ${formatBerlin(c.deadline)}: ${shortText(c.description, DESCRIPTION_MAX)}\n  ${publicUrl}/edit-case?caseId=${c.id}`;

/**
 * The digest of one assignee: overdue cases first, then those due soon, each with its link; the way to decline the
 * digest at the end.
 */
export function digestMail(publicUrl: string, tenantName: string, day: string, nowIso: string, assignee: Assignee): MailMessage {
  const overdue = assignee.cases.filter((c) => c.deadline < nowIso);
  const soon = assignee.cases.filter((c) => c.deadline >= nowIso);
  const paragraphs = [`hier sind Ihre fälligen Fälle in ${tenantName}.`];
  if (overdue.length > 0) paragraphs.push(`Überfällig (${overdue.length}):\n${overdue.map((c) => line(publicUrl, c)).join('\n')}`);
  if (soon.length > 0) paragraphs.push(`Bald fällig (${soon.length}):\n${soon.map((c) => line(publicUrl, c)).join('\n')}`);
  paragraphs.push('Diese Erinnerung können Sie unter „Mein Konto“ abbestellen.');
  return {
    to: assignee.email,
    subject: `Erinnerung: ${assignee.cases.length} ${assignee.cases.length === 1 ? 'Fall ist' : 'Fälle sind'} fällig`,
    ...renderMail({
      greeting: `Guten Tag ${assignee.firstname} ${assignee.lastname},`,
      paragraphs,
      action: { label: 'Meine fälligen Fälle', url: `${publicUrl}/cases?filter=my-due` },
    }),
    dedupeKey: `reminder:${assignee.id}:${day}`,
  };
}
