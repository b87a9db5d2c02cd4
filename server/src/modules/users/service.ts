import type { Kysely } from 'kysely';
import type { User } from '@contracts/user.js';
import { RIGHTS } from '@contracts/catalog.js';
import type { Database, NewUser, UserRow } from '../../db/schema.js';
import { toBool } from '../../db/values.js';
import { readableOrNotFound } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { loadAssignments } from './assignments.js';

/** The account fields' rules, shared by the sign-up and the user management. */
export const ACCOUNT_MESSAGES = {
  fillAllFields: 'Bitte füllen Sie alle Felder aus.',
  mailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  mailTaken: 'Für diese E-Mail-Adresse besteht bereits ein Konto.',
} as const;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const fullname = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

/** The user fields the list rows and the full user share. */
export const userFields = (row: {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  position: string | null;
  status: number;
  approved: number;
  tenantId: number;
  tenantName: string;
}) => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  fullname: fullname(row),
  email: row.email,
  position: row.position,
  status: toBool(row.status),
  approved: toBool(row.approved),
  tenantId: row.tenantId,
  tenantName: row.tenantName,
});

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('appUser').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('appUser').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Kysely<Database>, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('appUser').select('id').where('email', '=', normaliseEmail(email));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Kysely<Database>, values: NewUser): Promise<number> {
  const row = await db
    .insertInto('appUser')
    .values({ ...values, email: normaliseEmail(values.email) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('appUser').set({ passwordHash }).where('id', '=', userId).execute();
}

/** The user with tenant, role, rights and assignments, as GET /api/user/me and /api/user/{id} return it. */
export async function loadUserDto(db: Kysely<Database>, id: number): Promise<User | undefined> {
  const row = await db
    .selectFrom('appUser')
    .innerJoin('tenant', 'tenant.id', 'appUser.tenantId')
    .leftJoin('role', 'role.id', 'appUser.roleId')
    .select([
      'appUser.id',
      'appUser.firstname',
      'appUser.lastname',
      'appUser.email',
      'appUser.position',
      'appUser.status',
      'appUser.approved',
      'appUser.active',
      'appUser.superAdmin',
      'appUser.superUser',
      'appUser.language',
      'appUser.tenantId',
      'appUser.roleId',
      'role.name as roleName',
      'tenant.name as tenantName',
      'tenant.image as tenantImage',
      'tenant.type as tenantType',
      'tenant.mainAccountId',
    ])
    .where('appUser.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const superAdmin = toBool(row.superAdmin);
  const [rights, variableRights, modules] = await Promise.all([
    row.roleId === null ? [] : db.selectFrom('roleRight').select('right').where('roleId', '=', row.roleId).execute(),
    row.roleId === null
      ? []
      : db
          .selectFrom('roleVariableRight')
          .innerJoin('variableRight', 'variableRight.id', 'roleVariableRight.variableRightId')
          .select(['variableRight.id', 'variableRight.basicRight', 'variableRight.bisCategoryId'])
          .where('roleVariableRight.roleId', '=', row.roleId)
          .execute(),
    db
      .selectFrom('tenantModule')
      .select('module')
      .where('tenantId', '=', row.tenantId)
      .where('purchased', '=', 1)
      .orderBy('module')
      .execute(),
  ]);
  const assignments = await loadAssignments(db, id);
  const commune = row.tenantType === 'commune';
  return {
    ...userFields(row),
    active: toBool(row.active),
    superAdmin,
    superUser: toBool(row.superUser),
    commune,
    tenant: {
      id: row.tenantId,
      name: row.tenantName,
      image: row.tenantImage,
      modules: modules.map((m) => m.module),
      mainAccount: row.mainAccountId,
      commune,
    },
    role: row.roleId,
    allRoles: row.roleId !== null && row.roleName !== null ? [{ id: row.roleId, name: row.roleName }] : [],
    allRights: superAdmin ? [...RIGHTS] : rights.map((r) => r.right).sort(),
    allVariableRights: variableRights,
    assignedCategories: assignments.categories,
    assignedCategoryTags: assignments.tags,
    language: row.language,
  };
}

/** The user with this id if it lies in the caller's scope; 404 otherwise, so nobody learns it exists. */
export async function findUserInScope(db: Kysely<Database>, actor: AuthUser, id: number): Promise<UserRow> {
  return readableOrNotFound(actor, await findUserById(db, id));
}
