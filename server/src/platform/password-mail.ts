import { createHash, randomBytes, randomUUID } from 'node:crypto';
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

const newToken = () => randomBytes(32).toString('base64url');

/** The token's row but for its user: stored hashed, valid RESET_TOKEN_HOURS. */
const tokenFields = (token: string) => ({
  tokenHash: passwordTokenHash(token),
  createdAt: now(),
  expiresAt: isoPlus(RESET_TOKEN_HOURS * 3_600_000),
});

function passwordMail(
  person: Pick<PasswordMailUser, 'firstname' | 'lastname'>,
  publicUrl: string,
  purpose: PasswordMailPurpose,
  token: string,
) {
  const texts = PASSWORD_MAIL_TEXTS[purpose];
  return {
    subject: texts.subject,
    ...renderMail({
      greeting: `Guten Tag ${person.firstname} ${person.lastname},`,
      paragraphs: [
        texts.intro,
        `Der folgende Link ist ${RESET_TOKEN_HOURS} Stunden gültig und kann einmal verwendet werden. Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail.`,
      ],
      action: { label: texts.label, url: `${publicUrl}/reset-password?token=${token}` },
    }),
  };
}

/**
 * Issues a single-use token (stored hashed, valid 24 h) and queues the mail with its link: the sign-up and the
 * user management send it. Runs on the caller's transaction, so the mail exists exactly when the change that
 * caused it does.
 */
export async function issuePasswordMail(
  trx: Kysely<Database>,
  user: PasswordMailUser,
  publicUrl: string,
  purpose: PasswordMailPurpose,
): Promise<void> {
  const token = newToken();
  await trx
    .insertInto('passwordResetToken')
    .values({ userId: user.id, ...tokenFields(token), usedAt: null })
    .execute();
  await enqueueMail(trx, { to: user.email, ...passwordMail(user, publicUrl, purpose, token) });
}

export async function sendPasswordResetMail(db: Kysely<Database>, user: PasswordMailUser, publicUrl: string): Promise<void> {
  await db.transaction().execute((trx) => issuePasswordMail(trx, user, publicUrl, 'reset'));
}

/**
 * The forgotten-password form's mail, for the approved account with this (normalised) address if there is one.
 * It runs the same statements whether or not there is (docs/decisions/registration-attempts.md): each
 * INSERT … SELECT writes its row only where an approved account has the address, so an unknown address costs
 * the same queries and writes nothing. `user` names the person in the greeting; without one, the mail is
 * rendered all the same for nobody.
 */
export async function issueResetMailIfApproved(
  db: Kysely<Database>,
  email: string,
  user: PasswordMailUser | undefined,
  publicUrl: string,
): Promise<void> {
  const token = newToken();
  const { tokenHash, createdAt, expiresAt } = tokenFields(token);
  const mail = passwordMail(user ?? { firstname: '', lastname: '' }, publicUrl, 'reset', token);
  await db.transaction().execute(async (trx) => {
    const approvedAccount = trx.selectFrom('appUser').where('email', '=', email).where('approved', '=', 1);
    await trx
      .insertInto('passwordResetToken')
      .columns(['userId', 'tokenHash', 'createdAt', 'expiresAt'])
      .expression(
        approvedAccount.select((eb) => [
          'id',
          eb.val(tokenHash).as('tokenHash'),
          eb.val(createdAt).as('createdAt'),
          eb.val(expiresAt).as('expiresAt'),
        ]),
      )
      .execute();
    // the row enqueueMail would write, but conditional: enqueueMail always writes one
    await trx
      .insertInto('mailOutbox')
      .columns(['recipient', 'subject', 'text', 'html', 'createdAt', 'nextAttemptAt', 'messageId'])
      .expression(
        approvedAccount.select((eb) => [
          'email',
          eb.val(mail.subject).as('subject'),
          eb.val(mail.text).as('text'),
          eb.val(mail.html).as('html'),
          eb.val(createdAt).as('createdAt'),
          eb.val(createdAt).as('nextAttemptAt'),
          eb.val(randomUUID()).as('messageId'),
        ]),
      )
      .execute();
  });
}
