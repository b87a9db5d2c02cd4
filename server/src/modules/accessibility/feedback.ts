import { CONCILIATION_BODY, FEEDBACK_MESSAGE_MAX, FEEDBACK_PAGE_MAX, type AccessibilityFeedback } from '@contracts/accessibility.js';
import { isEmail } from '@contracts/common.js';
import type { Db } from '../../db/kysely.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { enqueueMail, type MailMessage } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';

export const FEEDBACK_MESSAGES = {
  messageRequired: 'Bitte beschreiben Sie die Barriere.',
  messageTooLong: `Die Nachricht darf höchstens ${FEEDBACK_MESSAGE_MAX} Zeichen lang sein.`,
  pageTooLong: `Die Angabe der Seite darf höchstens ${FEEDBACK_PAGE_MAX} Zeichen lang sein.`,
  email: 'Bitte wählen Sie eine gültige E-Mail-Adresse.',
  noContact:
    'Für diese Gemeinde ist keine Kontaktadresse für Rückmeldungen hinterlegt. Bitte wenden Sie sich auf anderem Weg an die Gemeinde.',
  sent: 'Vielen Dank für Ihre Rückmeldung. Wir haben sie an die Gemeinde weitergeleitet.',
};

interface Feedback {
  message: string;
  email: string | null;
  page: string | null;
}

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function checked(body: AccessibilityFeedback): Feedback {
  const message = body.message.trim();
  if (!message) throw badRequest(FEEDBACK_MESSAGES.messageRequired, 'FEEDBACK_MESSAGE_MISSING');
  if (message.length > FEEDBACK_MESSAGE_MAX) throw badRequest(FEEDBACK_MESSAGES.messageTooLong, 'FEEDBACK_MESSAGE_TOO_LONG');
  const page = optional(body.page);
  if (page !== null && page.length > FEEDBACK_PAGE_MAX) throw badRequest(FEEDBACK_MESSAGES.pageTooLong, 'FEEDBACK_PAGE_TOO_LONG');
  const email = optional(body.email);
  if (email !== null && (email.length > 254 || !isEmail(email))) throw badRequest(FEEDBACK_MESSAGES.email, 'EMAIL_INVALID');
  return { message, email, page };
}

/** The tenant's contact for feedback: the address of its case notifications, else its main account's. */
async function contactOf(db: Db, tenantId: number): Promise<{ name: string; address: string | null }> {
  const row = await db
    .selectFrom('tenant')
    .leftJoin('appUser', 'appUser.id', 'tenant.mainAccountId')
    .select(['tenant.name', 'tenant.emailNotification', 'appUser.email'])
    .where('tenant.id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { name: row.name, address: optional(row.emailNotification) ?? optional(row.email) };
}

function toTenant(to: string, feedback: Feedback): MailMessage {
  return {
    to,
    subject: 'Rückmeldung zur Barrierefreiheit',
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        'über die Erklärung zur Barrierefreiheit im Bürgerportal ist eine Rückmeldung zu einer Barriere eingegangen.',
        ...(feedback.page ? [`Betroffene Seite: ${feedback.page}`] : []),
        `Nachricht:\n${feedback.message}`,
        feedback.email ? `Antwort bitte an: ${feedback.email}` : 'Die Person hat keine E-Mail-Adresse angegeben.',
        `Bleibt eine Antwort aus, kann sich die Person an die ${CONCILIATION_BODY.name} wenden.`,
      ],
    }),
  };
}

// the sender's message is not repeated: the address given is unchecked, so the mail must carry nothing a stranger wrote
function toSender(to: string, tenantName: string): MailMessage {
  return {
    to,
    subject: 'Ihre Rückmeldung zur Barrierefreiheit',
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `vielen Dank für Ihre Rückmeldung zur Barrierefreiheit. Wir haben sie an ${tenantName} weitergeleitet.`,
        `Wenn Sie keine zufriedenstellende Antwort erhalten, können Sie sich an die ${CONCILIATION_BODY.name} wenden: ${CONCILIATION_BODY.url}`,
      ],
    }),
  };
}

/** POST /api/public/accessibility-feedback: mails the tenant's contact, and the sender a confirmation when given. */
export async function sendFeedback(db: Db, tenantId: number, body: AccessibilityFeedback): Promise<{ message: string }> {
  const feedback = checked(body);
  const contact = await contactOf(db, tenantId);
  if (!contact.address) throw conflict(FEEDBACK_MESSAGES.noContact, 'FEEDBACK_NO_CONTACT');
  const mails = [toTenant(contact.address, feedback), ...(feedback.email ? [toSender(feedback.email, contact.name)] : [])];
  await enqueueMail(db, ...mails);
  return { message: FEEDBACK_MESSAGES.sent };
}
