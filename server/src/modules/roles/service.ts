import type { Kysely } from 'kysely';
import { ADMIN_ROLE_NAME, RIGHTS } from '@contracts/catalog.js';
import type { PageOf } from '@contracts/common.js';
import type { Role, RoleCreate, VariableRight } from '@contracts/role.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { assertReadable, assertWritable, readableOrNotFound } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { assertMayChangeRole, assertMayGrant, roleGrant, type Grant } from './grants.js';

export const ROLE_MESSAGES = {
  nameEmpty: 'Bitte geben Sie einen Namen für die Rolle ein.',
  nameTaken: 'Für diesen Mandanten gibt es bereits eine Rolle mit diesem Namen.',
  unknownTenant: 'Den gewählten Mandanten gibt es nicht.',
  unknownRight: (right: string) => `Das Recht „${right}“ gibt es nicht.`,
  adminRename: 'Die Rolle Admin kann nicht umbenannt werden.',
  adminDelete: 'Die Rolle Admin kann nicht gelöscht werden.',
  adminRights: 'Der Rolle Admin können keine Rechte entzogen werden.',
  inUse: 'Die Rolle ist noch Nutzern zugewiesen.',
  deleted: (name: string) => `Die Rolle ${name} wurde gelöscht.`,
} as const;

export async function createRole(db: Kysely<Database>, tenantId: number, name: string, rights: readonly string[]): Promise<number> {
  const role = await db.insertInto('role').values({ tenantId, name, createdAt: now() }).returning('id').executeTakeFirstOrThrow();
  if (rights.length > 0) {
    await db
      .insertInto('roleRight')
      .values(rights.map((right) => ({ roleId: role.id, right })))
      .execute();
  }
  return role.id;
}

/**
 * Every tenant owns an Admin role holding the whole rights catalogue
 * (docs/product/accounts-and-roles.md#the-admin-role).
 */
export const createAdminRole = (db: Kysely<Database>, tenantId: number) => createRole(db, tenantId, ADMIN_ROLE_NAME, RIGHTS);

const isAdminRole = (role: { name: string }) => role.name === ADMIN_ROLE_NAME;

interface RoleRow {
  id: number;
  name: string;
  tenantId: number;
}

/** Gives a role of the given (non-empty) ids its rights and variable-right ids, read in two queries for all of them. */
async function rightsReader(db: Kysely<Database>, ids: number[]): Promise<(role: RoleRow) => Role> {
  const [rights, variableRights] = await Promise.all([
    db.selectFrom('roleRight').select(['roleId', 'right']).where('roleId', 'in', ids).orderBy('right').execute(),
    db
      .selectFrom('roleVariableRight')
      .select(['roleId', 'variableRightId'])
      .where('roleId', 'in', ids)
      .orderBy('variableRightId')
      .execute(),
  ]);
  return (role) => ({
    id: role.id,
    name: role.name,
    tenantId: role.tenantId,
    admin: isAdminRole(role),
    rights: rights.filter((r) => r.roleId === role.id).map((r) => r.right),
    variableRights: variableRights.filter((v) => v.roleId === role.id).map((v) => v.variableRightId),
  });
}

/** Roles with their rights and variable-right ids, in three queries however many roles there are. */
async function withRights(db: Kysely<Database>, roles: RoleRow[]): Promise<Role[]> {
  if (roles.length === 0) return [];
  const ids = roles.map((r) => r.id);
  const toRole = await rightsReader(db, ids);
  return roles.map(toRole);
}

/** The roles of one tenant, oldest first (so Admin leads the matrix). */
export async function listRoles(db: Kysely<Database>, tenantId: number): Promise<Role[]> {
  const roles = await db.selectFrom('role').select(['id', 'name', 'tenantId']).where('tenantId', '=', tenantId).orderBy('id').execute();
  return withRights(db, roles);
}

export async function listRolesOfTenant(db: Kysely<Database>, actor: AuthUser, tenantId: number): Promise<PageOf<Role>> {
  await assertReadable(actor, tenantId);
  return wholePage(await listRoles(db, tenantId));
}

/** A list the matrix needs complete, in the paged shape the client reads (`content`). */
const wholePage = <T>(content: T[]): PageOf<T> => ({
  content,
  totalElements: content.length,
  totalPages: content.length > 0 ? 1 : 0,
  page: 0,
  size: content.length,
});

async function roleInScope(db: Kysely<Database>, actor: AuthUser, id: number): Promise<RoleRow> {
  return readableOrNotFound(actor, await db.selectFrom('role').select(['id', 'name', 'tenantId']).where('id', '=', id).executeTakeFirst());
}

async function loadRole(db: Kysely<Database>, id: number): Promise<Role> {
  const role = await db.selectFrom('role').select(['id', 'name', 'tenantId']).where('id', '=', id).executeTakeFirstOrThrow();
  const toRole = await rightsReader(db, [role.id]);
  return toRole(role);
}

/** Role names are unique per tenant regardless of case, so nobody creates a second "admin". */
async function assertNameFree(db: Kysely<Database>, tenantId: number, name: string, exceptRoleId?: number): Promise<void> {
  let query = db
    .selectFrom('role')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptRoleId !== undefined) query = query.where('id', '!=', exceptRoleId);
  if (await query.executeTakeFirst()) throw conflict(ROLE_MESSAGES.nameTaken, 'ROLE_NAME_TAKEN');
}

function validName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(ROLE_MESSAGES.nameEmpty, 'EMPTY_VALUE');
  return trimmed;
}

function assertKnownRight(right: string): void {
  if (!(RIGHTS as readonly string[]).includes(right)) throw badRequest(ROLE_MESSAGES.unknownRight(right), 'UNKNOWN_RIGHT');
}

export async function addRole(db: Kysely<Database>, actor: AuthUser, input: RoleCreate): Promise<Role> {
  const name = validName(input.name);
  const rights = [...new Set(input.rights ?? [])];
  rights.forEach(assertKnownRight);
  assertMayGrant(actor, { rights, variableRights: [] });
  const tenantId = input.tenantId ?? actor.tenantId;
  await assertWritable(actor, tenantId);
  // read here rather than through the tenants module, which depends on roles (a new tenant gets its Admin role)
  const tenant = await db.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) throw badRequest(ROLE_MESSAGES.unknownTenant, 'UNKNOWN_TENANT');
  await assertNameFree(db, tenantId, name);
  const id = await db.transaction().execute((trx) => createRole(trx, tenantId, name, rights));
  return loadRole(db, id);
}

export async function renameRole(db: Kysely<Database>, actor: AuthUser, id: number, newName: string): Promise<Role> {
  const role = await roleInScope(db, actor, id);
  if (isAdminRole(role)) throw conflict(ROLE_MESSAGES.adminRename, 'ADMIN_ROLE_PROTECTED');
  assertMayChangeRole(actor, await roleGrant(db, id));
  const name = validName(newName);
  await assertNameFree(db, role.tenantId, name, id);
  await db.updateTable('role').set({ name }).where('id', '=', id).execute();
  return loadRole(db, id);
}

/** Deletes a role nobody holds; a role still assigned is refused so no user silently loses all rights. */
export async function deleteRole(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const role = await roleInScope(db, actor, id);
  if (isAdminRole(role)) throw conflict(ROLE_MESSAGES.adminDelete, 'ADMIN_ROLE_PROTECTED');
  assertMayChangeRole(actor, await roleGrant(db, id));
  const holder = await db.selectFrom('appUser').select('id').where('roleId', '=', id).executeTakeFirst();
  if (holder) throw conflict(ROLE_MESSAGES.inUse, 'ROLE_IN_USE');
  await db.deleteFrom('role').where('id', '=', id).execute();
  return ROLE_MESSAGES.deleted(role.name);
}

const toggled = <T>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item]);

/**
 * Switches a right or variable right of a role on or off; the caller must hold every right of the role before
 * and after (revoking counts like granting), and the Admin role keeps all of its rights. Holders see the change
 * on their next request.
 */
async function toggleGrant(
  db: Kysely<Database>,
  actor: AuthUser,
  role: RoleRow,
  change: (grant: Grant) => Grant,
  write: (granted: boolean) => Promise<unknown>,
): Promise<Role> {
  const before = await roleGrant(db, role.id);
  const after = change(before);
  const revoking = after.rights.length + after.variableRights.length < before.rights.length + before.variableRights.length;
  if (revoking && isAdminRole(role)) throw conflict(ROLE_MESSAGES.adminRights, 'ADMIN_ROLE_PROTECTED');
  assertMayChangeRole(actor, before, after);
  await write(!revoking);
  return loadRole(db, role.id);
}

export async function toggleRight(db: Kysely<Database>, actor: AuthUser, id: number, right: string): Promise<Role> {
  assertKnownRight(right);
  const role = await roleInScope(db, actor, id);
  return toggleGrant(
    db,
    actor,
    role,
    (grant) => ({ ...grant, rights: toggled(grant.rights, right) }),
    (granted) =>
      granted
        ? db.insertInto('roleRight').values({ roleId: id, right }).execute()
        : db.deleteFrom('roleRight').where('roleId', '=', id).where('right', '=', right).execute(),
  );
}

/** The same for a variable right of the role's own tenant (another tenant's answers 404). */
export async function toggleVariableRight(db: Kysely<Database>, actor: AuthUser, id: number, variableRightId: number): Promise<Role> {
  const role = await roleInScope(db, actor, id);
  const variableRight = await db
    .selectFrom('variableRight')
    .select('id')
    .where('id', '=', variableRightId)
    .where('tenantId', '=', role.tenantId)
    .executeTakeFirst();
  if (!variableRight) throw notFound();
  return toggleGrant(
    db,
    actor,
    role,
    (grant) => ({ ...grant, variableRights: toggled(grant.variableRights, variableRightId) }),
    (granted) =>
      granted
        ? db.insertInto('roleVariableRight').values({ roleId: id, variableRightId }).execute()
        : db.deleteFrom('roleVariableRight').where('roleId', '=', id).where('variableRightId', '=', variableRightId).execute(),
  );
}

/** Names of the information categories that own variable rights: the one place that resolves them. */
async function bisCategoryNames(db: Kysely<Database>, categoryIds: number[]): Promise<Map<number, string>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db.selectFrom('infoCategory').select(['id', 'name']).where('id', 'in', categoryIds).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listVariableRights(db: Kysely<Database>, actor: AuthUser, tenantId: number): Promise<PageOf<VariableRight>> {
  await assertReadable(actor, tenantId);
  const rows = await db
    .selectFrom('variableRight')
    .select(['id', 'module', 'bisCategoryId', 'basicRight'])
    .where('tenantId', '=', tenantId)
    .orderBy('bisCategoryId')
    .orderBy('id')
    .execute();
  const categoryIds = [...new Set(rows.flatMap((r) => (r.bisCategoryId === null ? [] : [r.bisCategoryId])))];
  const names = await bisCategoryNames(db, categoryIds);
  return wholePage(
    rows.map((row) => ({
      ...row,
      bisCategoryName: row.bisCategoryId === null ? null : (names.get(row.bisCategoryId) ?? null),
    })),
  );
}
