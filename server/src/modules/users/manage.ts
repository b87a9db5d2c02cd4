import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { idFromText, isEmail } from '@contracts/common.js';
import type { UserSave } from '@contracts/user.js';
import type { Database, UserRow } from '../../db/schema.js';
import { now, toBool } from '../../db/values.js';
import { assertWritable, hasRight } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail.js';
import { renderMail } from '../../platform/mail-layout.js';
import { hashPassword } from '../../platform/passwords.js';
import { issuePasswordMail, sendPasswordResetMail } from '../../platform/password-mail.js';
import { revokeUserSessions } from '../../platform/sessions.js';
import { findTenant } from '../tenants/index.js';
import { assertAccountCreatable, assertAccountManageable, tenantOwnedBy } from './account-rule.js';
import { assertAssignable, replaceAssignments, userChangedTenant, type AssignmentKind } from './assignments.js';
import { ACCOUNT_MESSAGES, emailTaken, findUserInScope, fullname, insertUser, normaliseEmail } from './service.js';

export const USER_MESSAGES = {
  invalidRole: 'Die gewählte Rolle gehört nicht zu diesem Mandanten.',
  unknownTenant: 'Den gewählten Mandanten gibt es nicht.',
  statusNeedsIndependence: 'Den Freigabestatus dürfen nur Nutzer mit Mandantenunabhängigkeit ändern.',
  superAdminOnly: 'Dieses Konto kann nur ein Super-Admin ändern.',
  alwaysActive: 'Ein Konto kann nicht deaktiviert werden. Sperren Sie es stattdessen über den Freigabestatus.',
  ownRole: 'Sie können Ihre eigene Rolle nicht ändern.',
  ownStatus: 'Sie können Ihren eigenen Freigabestatus nicht ändern.',
  deleteSelf: 'Sie können Ihr eigenes Konto nicht löschen.',
  deleteOwnMainAccount:
    'Das Hauptkonto Ihres eigenen Mandanten können Sie nicht löschen, weil dabei alle Nutzer des Mandanten gelöscht würden, auch Ihr Konto.',
  moveMainAccount: 'Das Hauptkonto eines Mandanten kann keinem anderen Mandanten zugeordnet werden.',
  deleted: (name: string) => `Der Nutzer ${name} wurde gelöscht.`,
  deletedWithTenant: (name: string, others: number) =>
    `Der Nutzer ${name} wurde gelöscht, zusammen mit ${others} weiteren Nutzern des Mandanten.`,
  resetSent: (email: string) => `Eine E-Mail zum Zurücksetzen des Passworts wurde an ${email} gesendet.`,
} as const;

interface UserFields {
  email: string;
  firstname: string;
  lastname: string;
  position: string | null;
}

/**
 * The user-save rule (docs/product/accounts-and-roles.md#user-validation-rules): email, first and last name filled,
 * email well-formed. Accounts are always
 * active (blocking is the release status), so `active: false` is refused rather than ignored.
 */
function validFields(input: UserSave): UserFields {
  if (input.active === false) throw badRequest(USER_MESSAGES.alwaysActive, 'ACCOUNT_ALWAYS_ACTIVE');
  const email = input.email?.trim() ?? '';
  const firstname = input.firstname?.trim() ?? '';
  const lastname = input.lastname?.trim() ?? '';
  if (!email || !firstname || !lastname) throw badRequest(ACCOUNT_MESSAGES.fillAllFields, 'EMPTY_VALUE');
  if (!isEmail(email)) throw badRequest(ACCOUNT_MESSAGES.mailInvalid, 'ERROR_MAIL_INVALID');
  return { email, firstname, lastname, position: input.position?.trim() || null };
}

/** The role id from the payload (number or numeric string; null or "" for none); it must belong to the tenant. */
async function roleOfTenant(db: Kysely<Database>, raw: UserSave['role'], tenantId: number): Promise<number | null> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const id = typeof raw === 'number' ? raw : idFromText(raw.trim());
  if (id === null) throw badRequest(USER_MESSAGES.invalidRole, 'INVALID_ROLE');
  const role = await db.selectFrom('role').select('id').where('id', '=', id).where('tenantId', '=', tenantId).executeTakeFirst();
  if (!role) throw badRequest(USER_MESSAGES.invalidRole, 'INVALID_ROLE');
  return role.id;
}

/** A tenant the caller may write to (403 otherwise) and that exists (400 otherwise). */
async function writableTenant(db: Kysely<Database>, actor: AuthUser, tenantId: number): Promise<void> {
  await assertWritable(actor, tenantId);
  if (!(await findTenant(db, tenantId))) throw badRequest(USER_MESSAGES.unknownTenant, 'UNKNOWN_TENANT');
}

async function assertEmailFree(db: Kysely<Database>, email: string, exceptUserId?: number): Promise<void> {
  if (await emailTaken(db, email, exceptUserId)) throw conflict(ACCOUNT_MESSAGES.mailTaken, 'ERROR_MAIL_TAKEN');
}

const requireTenantIndependence = (actor: AuthUser) => {
  if (!hasRight(actor, 'TENANT_INDEPENDENCE')) throw forbidden(USER_MESSAGES.statusNeedsIndependence, 'STATUS_NEEDS_TENANT_INDEPENDENCE');
};

/**
 * Creates an account for staff: approved at once, with a random password nobody knows, and a mail
 * with a link to set one. Without TENANT_INDEPENDENCE only the own tenant and release status true.
 */
export async function createUser(db: Kysely<Database>, actor: AuthUser, input: UserSave, publicUrl: string): Promise<number> {
  const fields = validFields(input);
  const tenantId = input.tenantId ?? actor.tenantId;
  await writableTenant(db, actor, tenantId);
  const status = input.status ?? true;
  if (!status) requireTenantIndependence(actor);
  const roleId = await roleOfTenant(db, input.role, tenantId);
  await assertAccountCreatable(db, actor, tenantId, roleId);
  await assertEmailFree(db, fields.email);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      ...fields,
      tenantId,
      roleId,
      passwordHash,
      superAdmin: 0,
      superUser: 0,
      status: status ? 1 : 0,
      approved: 1,
      active: 1,
      language: 'de',
      createdAt: now(),
      editedAt: null,
    });
    await issuePasswordMail(trx, { id, ...fields, email: normaliseEmail(fields.email) }, publicUrl, 'welcome');
    return id;
  });
}

type StatusChange = 'approve' | 'block' | 'unblock' | null;

/**
 * What saving `wanted` as release status means. Approving a registration needs CREATE_USER only
 * (docs/product/accounts-and-roles.md#approval); blocking or releasing an approved account needs TENANT_INDEPENDENCE.
 * Nobody changes their own release status, the super admin neither: it could only lock them out.
 */
function statusChange(actor: AuthUser, target: UserRow, wanted: boolean | undefined): StatusChange {
  const change = wantedStatusChange(target, wanted);
  if (change !== null && target.id === actor.id) throw forbidden(USER_MESSAGES.ownStatus, 'OWN_STATUS_CHANGE');
  if (change === 'block' || change === 'unblock') requireTenantIndependence(actor);
  return change;
}

function wantedStatusChange(target: UserRow, wanted: boolean | undefined): StatusChange {
  if (wanted === undefined) return null;
  if (!toBool(target.approved)) return wanted ? 'approve' : null;
  if (wanted === toBool(target.status)) return null;
  return wanted ? 'unblock' : 'block';
}

/** Nobody but the super admin changes their own role: it could only add to their own rights. */
function assertNotOwnRoleChange(actor: AuthUser, target: UserRow, roleId: number | null) {
  if (roleId !== target.roleId && target.id === actor.id && !actor.superAdmin) throw forbidden(USER_MESSAGES.ownRole, 'OWN_ROLE_CHANGE');
}

function changesMoreThanProfile(target: UserRow, fields: UserFields, input: UserSave): boolean {
  const role = input.role === undefined ? target.roleId : input.role === null || input.role === '' ? null : Number(input.role);
  return (
    normaliseEmail(fields.email) !== target.email ||
    role !== target.roleId ||
    (input.status !== undefined && input.status !== toBool(target.status)) ||
    (input.tenantId != null && input.tenantId !== target.tenantId)
  );
}

const STATUS_VALUES = {
  approve: { approved: 1, status: 1 },
  block: { status: 0 },
  unblock: { status: 1 },
} as const;

function approvalMail(user: UserFields, publicUrl: string) {
  return renderMail({
    greeting: `Guten Tag ${fullname(user)},`,
    paragraphs: [
      'Ihr Konto für das Bürgerportal wurde freigegeben.',
      'Sie können sich ab sofort mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
    ],
    action: { label: 'Zur Anmeldung', url: `${publicUrl}/login` },
  });
}

/**
 * Saves a user. Holders of CREATE_USER edit every field of users in scope; everyone may change
 * their own name and position. Approval mails the user in the same transaction; blocking ends
 * the user's sessions at once.
 */
export async function updateUser(db: Kysely<Database>, actor: AuthUser, id: number, input: UserSave, publicUrl: string): Promise<void> {
  const manager = hasRight(actor, 'CREATE_USER');
  if (id !== actor.id && !manager) throw forbidden();
  const target = await findUserInScope(db, actor, id);
  const fields = validFields(input);
  if (!manager) {
    // without CREATE_USER only the own name and position: anything else sent changed is refused, not dropped
    if (changesMoreThanProfile(target, fields, input)) throw forbidden();
    const { firstname, lastname, position } = fields;
    await db.updateTable('appUser').set({ firstname, lastname, position, editedAt: now() }).where('id', '=', id).execute();
    return;
  }

  const tenantId = input.tenantId ?? target.tenantId;
  if (tenantId !== target.tenantId) {
    await writableTenant(db, actor, tenantId);
    if (await tenantOwnedBy(db, id)) throw conflict(USER_MESSAGES.moveMainAccount, 'MAIN_ACCOUNT_MOVE');
  }
  const roleId = await roleOfTenant(db, input.role === undefined ? target.roleId : input.role, tenantId);
  const change = statusChange(actor, target, input.status);
  assertNotOwnRoleChange(actor, target, roleId);
  await assertAccountManageable(db, actor, target, { roleId, tenantId });
  await assertEmailFree(db, fields.email, id);

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('appUser')
      .set({ ...fields, email: normaliseEmail(fields.email), tenantId, roleId, editedAt: now(), ...(change ? STATUS_VALUES[change] : {}) })
      .where('id', '=', id)
      .execute();
    if (change === 'block') await revokeUserSessions(trx, id);
    if (tenantId !== target.tenantId) await userChangedTenant(trx, id, tenantId);
    if (change === 'approve') {
      await enqueueMail(trx, {
        to: fields.email,
        subject: 'Ihr Konto wurde freigegeben',
        ...approvalMail(fields, publicUrl),
        dedupeKey: `user-approved:${id}`,
      });
    }
  });
}

/**
 * Deletes a user; deleting a tenant's main account deletes every user of that tenant, in one
 * transaction. Their sessions, reset tokens and assignments go with them (foreign keys cascade).
 */
export async function deleteUser(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const target = await findUserInScope(db, actor, id);
  if (target.id === actor.id) throw conflict(USER_MESSAGES.deleteSelf, 'DELETE_SELF');
  await assertAccountManageable(db, actor, target);
  const owned = await tenantOwnedBy(db, id);
  if (owned?.id === actor.tenantId) throw conflict(USER_MESSAGES.deleteOwnMainAccount, 'DELETE_OWN_MAIN_ACCOUNT');
  if (owned) await assertWritable(actor, owned.id);
  const name = fullname(target);
  return db.transaction().execute(async (trx) => {
    if (!owned) {
      await trx.deleteFrom('appUser').where('id', '=', id).execute();
      return USER_MESSAGES.deleted(name);
    }
    if (!actor.superAdmin) {
      const superAdmin = await trx
        .selectFrom('appUser')
        .select('id')
        .where('tenantId', '=', owned.id)
        .where('superAdmin', '=', 1)
        .executeTakeFirst();
      if (superAdmin) throw forbidden(USER_MESSAGES.superAdminOnly);
    }
    await trx.updateTable('tenant').set({ mainAccountId: null }).where('id', '=', owned.id).execute();
    const result = await trx.deleteFrom('appUser').where('tenantId', '=', owned.id).executeTakeFirst();
    const others = Number(result.numDeletedRows) - 1;
    return others > 0 ? USER_MESSAGES.deletedWithTenant(name, others) : USER_MESSAGES.deleted(name);
  });
}

/** Mails the user a link to set a new password; the answer is the text the client shows. */
export async function sendPasswordReset(db: Kysely<Database>, actor: AuthUser, id: number, publicUrl: string): Promise<string> {
  const target = await findUserInScope(db, actor, id);
  await assertAccountManageable(db, actor, target);
  await sendPasswordResetMail(db, target, publicUrl);
  return USER_MESSAGES.resetSent(target.email);
}

/** Replaces a user's category or tag assignments: a change to the account like any other. */
export async function assignToUser(
  db: Kysely<Database>,
  actor: AuthUser,
  id: number,
  kind: AssignmentKind,
  ids: number[],
): Promise<number[]> {
  const target = await findUserInScope(db, actor, id);
  await assertAccountManageable(db, actor, target);
  await assertAssignable(db, target.tenantId, kind, ids);
  return replaceAssignments(db, target.id, kind, ids);
}
