import type { Kysely } from 'kysely';
import { isEmail } from '@contracts/common.js';
import type { Case } from '@contracts/case.js';
import type { PdfSummaryLink, SummaryMailRequest } from '@contracts/case-report.js';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { isStoredName, sniffImage, type FileStorage } from '../../platform/files.js';
import { enqueueMail } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';
import { loadCase, writeProtocol } from '../cases/index.js';
import { fileForUser, signedFileUrl, storeGeneratedFile } from '../files/index.js';
import { renderCasePdf, type PdfPhoto } from './pdf.js';
import { caseTitle, summaryParagraphs } from './summary.js';

export { caseTitle, summaryParagraphs } from './summary.js';

export const REPORT_MESSAGES = {
  recipientInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  sent: (recipient: string) => `Die Zusammenfassung wurde an ${recipient} gesendet.`,
};

/** Public addresses of the case's photos; internal ones are only counted (a recipient cannot open them). */
export async function publicPhotoLinks(db: Kysely<Database>, user: AuthUser, c: Case, publicUrl: string): Promise<string[]> {
  const files = await Promise.all(c.photos.map((photo) => fileForUser(db, user, photo.name).catch(() => null)));
  return files.filter((file) => file !== null && !file.internal).map((file) => `${publicUrl}/files/images/${file!.name}`);
}

export function requireEmail(value: string | null | undefined): string {
  const email = value?.trim() ?? '';
  if (!isEmail(email)) throw badRequest(REPORT_MESSAGES.recipientInvalid, 'EMAIL_INVALID');
  return email;
}

/** POST /api/case/{id}/send-summary: the summary by mail (outbox), noted in the protocol. */
export async function sendCaseSummary(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  body: SummaryMailRequest,
  publicUrl: string,
): Promise<string> {
  const c = await loadCase(db, user, id);
  const recipient = requireEmail(body.recipient);
  const message = body.message?.trim();
  const content = renderMail({
    greeting: 'Guten Tag,',
    paragraphs: [
      `hiermit erhalten Sie eine Zusammenfassung zum ${caseTitle(c)}${c.tenant ? ` (${c.tenant.name})` : ''}.`,
      ...(message ? [message] : []),
      ...summaryParagraphs(c, await publicPhotoLinks(db, user, c, publicUrl)),
    ],
  });
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, { to: recipient, subject: `Zusammenfassung ${caseTitle(c)}`, ...content });
    await writeProtocol(trx, c.id, user.id, [`Zusammenfassung an ${recipient} gesendet`]);
  });
  return REPORT_MESSAGES.sent(recipient);
}

/** A stored photo for the PDF: png and jpeg only (what pdfmake embeds); missing or other files are left out. */
async function readPhoto(storage: FileStorage, name: string, final: boolean): Promise<PdfPhoto | null> {
  if (!isStoredName(name)) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open(name)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    const mime = await sniffImage(data);
    return mime === 'image/png' || mime === 'image/jpeg' ? { data, mime, final } : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/case/{id}/pdf-summary: renders the PDF, stores it as an internal file of the case's tenant and
 * answers a signed link to it (the browser opens it in a new tab, where no bearer token goes along).
 */
export async function createPdfSummary(
  db: Kysely<Database>,
  storage: FileStorage,
  user: AuthUser,
  id: number,
  secret: string,
): Promise<PdfSummaryLink> {
  const c = await loadCase(db, user, id);
  const photos = (await Promise.all(c.photos.map((photo) => readPhoto(storage, photo.name, photo.final)))).filter(
    (photo): photo is PdfPhoto => photo !== null,
  );
  const pdf = await renderCasePdf(c, photos);
  const name = await storeGeneratedFile(db, storage, pdf, 'application/pdf', { tenantId: c.tenantId, uploadedBy: user.id });
  await writeProtocol(db, c.id, user.id, ['PDF-Zusammenfassung erstellt']);
  const { url, expiresAt } = signedFileUrl(secret, name);
  return { link: url, expiresAt };
}
