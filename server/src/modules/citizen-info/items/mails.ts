import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { enqueueMail } from '../../../platform/mail.js';
import { renderMail } from '../../../platform/mail-layout.js';
import { fullname } from '../../users/index.js';

export interface ReviewRequest {
  infoId: number;
  tenantId: number;
  headline: string;
  categoryName: string;
  authorId: number;
}

/**
 * "Speichern und Freigabe anfragen": tells the tenant's approval address (emailNotificationApproveBis) that an
 * item waits for approval. Written in the transaction of the save; nothing goes out when no address is set.
 */
export async function mailReviewRequest(db: Kysely<Database>, request: ReviewRequest, publicUrl: string): Promise<boolean> {
  const [tenant, author] = await Promise.all([
    db.selectFrom('tenant').select('emailNotificationApproveBis').where('id', '=', request.tenantId).executeTakeFirst(),
    db.selectFrom('appUser').select(['firstname', 'lastname']).where('id', '=', request.authorId).executeTakeFirst(),
  ]);
  const to = tenant?.emailNotificationApproveBis?.trim();
  if (!to) return false;
  const content = renderMail({
    greeting: 'Guten Tag,',
    paragraphs: [
      `${author ? fullname(author) : 'Eine Person Ihres Teams'} bittet um Freigabe der Bürgerinformation „${request.headline}“.`,
      `Kategorie: ${request.categoryName}`,
      'Bitte prüfen Sie die Bürgerinformation und veröffentlichen Sie sie mit „Speichern und veröffentlichen“.',
    ],
    action: { label: 'Bürgerinformation öffnen', url: `${publicUrl}/edit-buergerinfo?infoId=${request.infoId}` },
  });
  await enqueueMail(db, { to, subject: `Freigabe angefragt: ${request.headline}`, ...content });
  return true;
}
