import type { Config } from '../../config.js';
import type { MailMessage } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';
import { unsubscribeUrl } from '../newsletter/index.js';

/** One broadcast mail: the text as written, then why the recipient gets it and the unsubscribe link. */
export function broadcastMail(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  to: string,
  content: { subject: string; message: string },
): MailMessage {
  const link = unsubscribeUrl(config, to);
  const { text, html } = renderMail({
    paragraphs: [content.message, 'Sie erhalten diese Nachricht als Kontakt Ihrer Kommune im Bürgerportal.'],
    action: { label: 'Vom Newsletter abmelden', url: link },
  });
  return { to, subject: content.subject, text, html };
}
