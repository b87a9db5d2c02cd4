import type { Kysely } from 'kysely';
import { isEmail } from '@contracts/common.js';
import type { Credentials, Registration, ResetPassword } from '@contracts/auth.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { now, toBool } from '../../db/values.js';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/errors.js';
import { issuePasswordMail, issueResetMailIfApproved, passwordTokenHash } from '../../platform/password-mail.js';
import { assertPasswordStrength, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { createSession, revokeUserSessions } from '../../platform/sessions.js';
import { ACCOUNT_MESSAGES, findUserByEmail, insertUser, normaliseEmail, setPasswordHash } from '../users/index.js';
import { findTenant } from '../tenants/index.js';
import { addressKey, type AuthKeys } from './keys.js';
import { issueDeviceCookie, type DeviceCookie } from './known-device.js';
import {
  assertLoginAllowed,
  clearAddressFailures,
  clearSourceFailures,
  type LoginClient,
  loginSource,
  recordLoginFailure,
} from './login-throttle.js';
import { recordRegistrationAttempt, registrationAttemptHash } from './registration-attempts.js';
import { announceRegistration } from './registration-notices.js';

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

/** What the login, registration and password reset work with: the database, the derived keys and the settings. */
export interface AuthContext {
  db: Kysely<Database>;
  keys: AuthKeys;
  config: Pick<Config, 'publicUrl' | 'sessionMaxHours' | 'registrationNoticesPerHour'>;
}

export interface LoginResult {
  sessionId: string;
  expiresAt: string;
  /** marks the browser as a known device of the account (login-throttle.md) */
  deviceCookie: DeviceCookie;
}

const notApproved = () => conflict(MESSAGES.notApproved, 'ERROR_USER_NOT_APPROVED');

export async function login(ctx: AuthContext, credentials: Credentials, client: LoginClient, at = new Date()): Promise<LoginResult> {
  const { db, keys } = ctx;
  const account = addressKey(keys, credentials.mail);
  const source = loginSource(keys, account, client, at);
  const sourceHasFailures = await assertLoginAllowed(db, account, source, at);
  const [user, attemptHash] = await Promise.all([findUserByEmail(db, credentials.mail), registrationAttemptHash(db, account, at)]);
  // Always two verifications, a missing hash replaced by the decoy: the time taken tells no case from another
  // (docs/decisions/registration-attempts.md).
  const [accountMatches, attemptMatches] = await Promise.all([
    verifyPassword(user?.passwordHash ?? null, credentials.password),
    verifyPassword(attemptHash, credentials.password),
  ]);
  if (!user || !accountMatches) {
    // the password chosen in a registration for this taken address: answered like the account it seemed to create
    if (attemptMatches) throw notApproved();
    await recordLoginFailure(db, account, source, at);
    throw unauthorized(MESSAGES.invalidCredentials, 'ERROR_INVALID_CREDENTIALS');
  }
  // Only a caller who knows the password learns about approval or blocking.
  if (!toBool(user.approved)) throw notApproved();
  if (!toBool(user.status) || !toBool(user.active)) throw new AppError(403, 'ERROR_USER_BLOCKED', MESSAGES.blocked);
  const session = await createSession(db, user.id, ctx.config.sessionMaxHours);
  if (sourceHasFailures) await clearSourceFailures(db, account, source);
  return { sessionId: session.id, expiresAt: session.expiresAt, deviceCookie: issueDeviceCookie(keys, account, at) };
}

export async function register(ctx: AuthContext, input: Registration): Promise<void> {
  const { db, keys, config } = ctx;
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
    // The public answer must not reveal that the address has an account: the attempt is kept, so a login with its
    // password answers like a new account, and the owner is told of it (once a day at most).
    await db.transaction().execute(async (trx) => {
      const tellOwner = await recordRegistrationAttempt(trx, addressKey(keys, values.email), passwordHash, new Date());
      if (tellOwner) await issuePasswordMail(trx, owner, config.publicUrl, 'registrationAttempt');
    });
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
    await announceRegistration(trx, tenant, values, { publicUrl: config.publicUrl, perHour: config.registrationNoticesPerHour });
  });
}

/** Does the same work for every address, known, unknown or unapproved (issueResetMailIfApproved). */
export async function requestPasswordReset(db: Kysely<Database>, email: string, publicUrl: string): Promise<void> {
  if (!email.trim()) throw badRequest(MESSAGES.fillAllFields, 'EMPTY_VALUE');
  const user = await findUserByEmail(db, email);
  await issueResetMailIfApproved(db, normaliseEmail(email), user, publicUrl);
}

/** Sets the new password; the reset proved the mailbox, so the browser becomes a known device of the account. */
export async function resetPassword(ctx: AuthContext, input: ResetPassword): Promise<DeviceCookie> {
  const { db, keys } = ctx;
  if (!input.token) throw badRequest(MESSAGES.tokenMissing, 'password_reset_token_missing');
  if (!input.password) throw badRequest(MESSAGES.emptyNewPassword, 'empty_value');
  if (!input.passwordRepeat) throw badRequest(MESSAGES.emptyConfirmPassword, 'empty_value');
  if (input.password !== input.passwordRepeat) throw badRequest(MESSAGES.passwordsNotEqual, 'ERROR_PASSWORDS_DONT_MATCH');
  assertPasswordStrength(input.password);
  const token = await db
    .selectFrom('passwordResetToken')
    .innerJoin('appUser', 'appUser.id', 'passwordResetToken.userId')
    .select([
      'passwordResetToken.id',
      'passwordResetToken.userId',
      'passwordResetToken.usedAt',
      'passwordResetToken.expiresAt',
      'appUser.email',
    ])
    .where('tokenHash', '=', passwordTokenHash(input.token))
    .executeTakeFirst();
  if (!token || token.usedAt) throw badRequest(MESSAGES.invalidResetCode, 'ERROR_INVALID_RESET_CODE');
  if (Date.parse(token.expiresAt) <= Date.now()) throw badRequest(MESSAGES.resetCodeExpired, 'ERROR_CODE_EXPIRED');
  const passwordHash = await hashPassword(input.password);
  const account = addressKey(keys, token.email);
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
    // its owner need not wait out a lock that someone else's guesses caused
    await clearAddressFailures(trx, account);
  });
  return issueDeviceCookie(keys, account, new Date());
}
