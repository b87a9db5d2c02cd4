import type { Kysely } from 'kysely';
import { isEmail } from '@contracts/common.js';
import type { Registration, ResetPassword } from '@contracts/auth.js';
import type { Database } from '../../db/schema.js';
import { now, toBool } from '../../db/values.js';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';
import { issuePasswordMail, issueResetMailIfApproved, passwordTokenHash } from '../../platform/password-mail.js';
import { assertPasswordStrength, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { createSession, revokeUserSessions } from '../../platform/sessions.js';
import { ACCOUNT_MESSAGES, findUserByEmail, findUserById, insertUser, normaliseEmail, setPasswordHash } from '../users/index.js';
import { findTenant, mainAccountEmail } from '../tenants/index.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';

export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  invalidCredentials: 'Die eingegebenen Zugangsdaten sind ungültig.',
  notApproved: 'Ihr Konto wurde noch nicht freigegeben. Die Prüfung dauert in der Regel 1–2 Werktage.',
  blocked: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Verwaltung.',
  registered: 'Vielen Dank für Ihre Registrierung. Ihr Konto wird geprüft und in der Regel innerhalb von 1–2 Werktagen freigegeben.',
  resetMailSent: 'Falls die E-Mail-Adresse bei uns registriert ist, haben wir Ihnen eine E-Mail zum Zurücksetzen des Passworts gesendet.',
  passwordReset: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  alreadyLoggedIn: 'Sie sind bereits angemeldet. Bitte melden Sie sich zuerst ab.',
  tokenMissing: 'Der Link zum Zurücksetzen ist unvollständig. Bitte fordern Sie einen neuen an.',
  emptyNewPassword: 'Bitte geben Sie ein neues Passwort ein.',
  emptyConfirmPassword: 'Bitte wiederholen Sie das neue Passwort.',
  passwordsNotEqual: 'Die Passwörter sind nicht gleich',
  invalidResetCode: 'Der Link zum Zurücksetzen ist ungültig oder wurde bereits verwendet.',
  resetCodeExpired: 'Der Link zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen an.',
  unknownTenant: 'Die gewählte Kommune gibt es nicht.',
} as const;

export interface LoginResult {
  sessionId: string;
  expiresAt: string;
}

export async function login(db: Kysely<Database>, mail: string, password: string, sessionMaxHours: number): Promise<LoginResult> {
  const hasFailures = await assertLoginAllowed(db, mail, new Date());
  const user = await findUserByEmail(db, mail);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await recordLoginFailure(db, mail, new Date());
    throw unauthorized(MESSAGES.invalidCredentials, 'ERROR_INVALID_CREDENTIALS');
  }
  // Only a caller who knows the password learns about approval or blocking.
  if (!toBool(user.approved)) throw conflict(MESSAGES.notApproved, 'ERROR_USER_NOT_APPROVED');
  if (!toBool(user.status) || !toBool(user.active)) throw new AppError(403, 'ERROR_USER_BLOCKED', MESSAGES.blocked);
  const session = await createSession(db, user.id, sessionMaxHours);
  if (hasFailures) await clearLoginFailures(db, mail);
  return { sessionId: session.id, expiresAt: session.expiresAt };
}

export async function register(db: Kysely<Database>, input: Registration, publicUrl: string): Promise<void> {
  const values = {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    email: input.email.trim(),
  };
  if (!values.firstname || !values.lastname || !values.email || !input.password || input.tenantId === null) {
    throw badRequest(MESSAGES.fillAllFields, 'EMPTY_VALUE');
  }
  if (!isEmail(values.email)) throw badRequest(MESSAGES.mailInvalid, 'ERROR_MAIL_INVALID');
  assertPasswordStrength(input.password);
  const tenant = await findTenant(db, input.tenantId);
  if (!tenant) throw badRequest(MESSAGES.unknownTenant, 'UNKNOWN_TENANT');
  // Hashed on both paths, so not even the answer's timing tells a taken address from a new one.
  const passwordHash = await hashPassword(input.password);
  const owner = await findUserByEmail(db, values.email);
  if (owner) {
    // The public answer must not reveal that the address has an account: its owner is told of the attempt.
    await db.transaction().execute((trx) => issuePasswordMail(trx, owner, publicUrl, 'registrationAttempt'));
    return;
  }

  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      ...values,
      tenantId: tenant.id,
      roleId: null,
      passwordHash,
      position: null,
      superAdmin: 0,
      superUser: 0,
      status: 0,
      approved: 0,
      active: 1,
      language: 'de',
      createdAt: now(),
      editedAt: null,
    });
    const adminMail = await mainAccountEmail(trx, tenant.id);
    if (adminMail) {
      await enqueueMail(trx, {
        to: adminMail,
        subject: `Neue Registrierung für ${tenant.name}`,
        ...renderMail({
          greeting: 'Guten Tag,',
          paragraphs: [
            `${values.firstname} ${values.lastname} (${values.email}) hat sich für ${tenant.name} registriert und wartet auf die Freigabe.`,
            'Sie finden die Anfrage in der Nutzerverwaltung unter „Nicht freigegebene Nutzer“.',
          ],
          action: { label: 'Zur Nutzerverwaltung', url: `${publicUrl}/users` },
        }),
      });
    }
  });
}

/** Does the same work for every address, known, unknown or unapproved (issueResetMailIfApproved). */
export async function requestPasswordReset(db: Kysely<Database>, email: string, publicUrl: string): Promise<void> {
  if (!email.trim()) throw badRequest(MESSAGES.fillAllFields, 'EMPTY_VALUE');
  const user = await findUserByEmail(db, email);
  await issueResetMailIfApproved(db, normaliseEmail(email), user, publicUrl);
}

export async function resetPassword(db: Kysely<Database>, input: ResetPassword): Promise<void> {
  if (!input.token) throw badRequest(MESSAGES.tokenMissing, 'password_reset_token_missing');
  if (!input.password) throw badRequest(MESSAGES.emptyNewPassword, 'empty_value');
  if (!input.passwordRepeat) throw badRequest(MESSAGES.emptyConfirmPassword, 'empty_value');
  if (input.password !== input.passwordRepeat) throw badRequest(MESSAGES.passwordsNotEqual, 'ERROR_PASSWORDS_DONT_MATCH');
  assertPasswordStrength(input.password);
  const token = await db
    .selectFrom('passwordResetToken')
    .selectAll()
    .where('tokenHash', '=', passwordTokenHash(input.token))
    .executeTakeFirst();
  if (!token || token.usedAt) throw badRequest(MESSAGES.invalidResetCode, 'ERROR_INVALID_RESET_CODE');
  if (Date.parse(token.expiresAt) <= Date.now()) throw badRequest(MESSAGES.resetCodeExpired, 'ERROR_CODE_EXPIRED');
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('passwordResetToken')
      .set({ usedAt: now() })
      .where('id', '=', token.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(MESSAGES.invalidResetCode, 'ERROR_INVALID_RESET_CODE');
    await setPasswordHash(trx, token.userId, passwordHash);
    await revokeUserSessions(trx, token.userId);
    // the reset proved the mailbox: its owner need not wait out a lock that someone else's guesses caused
    const user = await findUserById(trx, token.userId);
    if (user) await clearLoginFailures(trx, user.email);
  });
}
