import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isoPlus, now } from '../db/values.js';
import { enqueueMail } from './mail.js';
import { renderMail } from './mail-layout.js';

const RESET_TOKEN_HOURS = 24;

/** The stored form of a token: the link carries the token, the database only its hash. */
export const passwordTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface PasswordMailUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

export type PasswordMailPurpose = 'reset' | 'welcome' | 'registrationAttempt';

const PASSWORD_MAIL_TEXTS: Record<PasswordMailPurpose, { subject: string; intro: string; label: string }> = {
  reset: {
    subject: 'Passwort zurücksetzen',
    intro: 'Sie haben angefordert, Ihr Passwort für das Bürgerportal zurückzusetzen.',
    label: 'Neues Passwort festlegen',
  },
  welcome: {
    subject: 'Ihr Zugang zum Bürgerportal',
    intro: 'Für Sie wurde ein Konto im Bürgerportal angelegt. Bitte legen Sie über den folgenden Link Ihr Passwort fest.',
    label: 'Passwort festlegen',
  },
  registrationAttempt: {
    subject: 'Registrierungsversuch mit Ihrer E-Mail-Adresse',
    intro:
      'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse im Bürgerportal zu registrieren. Für diese Adresse besteht ' +
      'bereits ein Konto, daher wurde kein weiteres angelegt. Falls Sie das waren und Ihr Passwort nicht mehr wissen, ' +
      'können Sie über den folgenden Link ein neues festlegen.',
    label: 'Neues Passwort festlegen',
  },
};

/**
 * Issues a single-use token (stored hashed, valid 24 h) and queues the mail with its link: the sign-up, the
 * forgotten-password form and the user management all send it.
 * Runs on the caller's transaction, so the mail exists exactly when the change that caused it does.
 */
export async function issuePasswordMail(
  trx: Kysely<Database>,
  user: PasswordMailUser,
  publicUrl: string,
  purpose: PasswordMailPurpose,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const texts = PASSWORD_MAIL_TEXTS[purpose];
  await trx
    .insertInto('passwordResetToken')
    .values({
      userId: user.id,
      tokenHash: passwordTokenHash(token),
      createdAt: now(),
      expiresAt: isoPlus(RESET_TOKEN_HOURS * 3_600_000),
      usedAt: null,
    })
    .execute();
  await enqueueMail(trx, {
    to: user.email,
    subject: texts.subject,
    ...renderMail({
      greeting: `Guten Tag ${user.firstname} ${user.lastname},`,
      paragraphs: [
        texts.intro,
        `Der folgende Link ist ${RESET_TOKEN_HOURS} Stunden gültig und kann einmal verwendet werden. Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail.`,
      ],
      action: { label: texts.label, url: `${publicUrl}/reset-password?token=${token}` },
    }),
  });
}

export async function sendPasswordResetMail(db: Kysely<Database>, user: PasswordMailUser, publicUrl: string): Promise<void> {
  await db.transaction().execute((trx) => issuePasswordMail(trx, user, publicUrl, 'reset'));
}
