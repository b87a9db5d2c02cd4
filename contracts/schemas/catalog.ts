/** Rights, modules and basic rights (docs/product/accounts-and-roles.md#the-rights-catalogue): one list for server and client. */
export const RIGHTS = [
  'VIEW_USER',
  'VIEW_CASES',
  'VIEW_OTHERS_CASES',
  'SEND_CASE_SUMMARY',
  'CREATE_CASE_SUMMARY_PDF',
  'CREATE_USER',
  'CREATE_CASE_NOTES',
  'UPDATE_CASE_NOTES',
  'DELETE_CASE_NOTES',
  'MANAGE_ROLES',
  'MANAGE_CATEGORIES',
  'VIEW_CASE_PROTOCOL',
  'CREATE_NEW_CASE',
  'ADD_IMAGES_TO_EXISTING_CASE',
  'SET_CASE_EDIT_DEADLINE',
  'VIEW_DASHBOARD',
  'BIS_MANAGE_CATEGORIES',
  'BIS_MANAGE_INFORMATION',
  'BIS_CREATE_SURVEYS',
  'BIS_EVALUATE_SURVEYS',
  'BIS_INCLUDE_MAPS',
  'EDIT_OWN_TENANT',
  'EDIT_CUSTOMERS',
  'PUBLISH_CASES_TO_MAP',
  'MANAGE_API_KEY',
  'TENANT_INDEPENDENCE',
] as const;
export type Right = (typeof RIGHTS)[number];

export const MODULES = ['MAENGELMELDER', 'BUERGERINFO', 'APIZUGRIFF', 'WERBEFREI'] as const;
export type ModuleName = (typeof MODULES)[number];

export const BASIC_RIGHTS = ['BASIC_RIGHT_CREATE', 'BASIC_RIGHT_EDIT', 'BASIC_RIGHT_DELETE', 'BASIC_RIGHT_APPROVE'] as const;
export type BasicRight = (typeof BASIC_RIGHTS)[number];

/** The role every tenant owns; it holds all rights and cannot be renamed, deleted or reduced. */
export const ADMIN_ROLE_NAME = 'Admin';

export type RightGroup = 'MAENGELMELDER' | 'BUERGERINFO' | 'MANAGEMENT';

/** The grouping rule of the rights matrix (docs/product/accounts-and-roles.md#the-rights-matrix). */
export function rightGroup(right: string): RightGroup {
  if (right.startsWith('BIS_')) return 'BUERGERINFO';
  if (right.includes('_CASE') || right === 'MANAGE_CATEGORIES') return 'MAENGELMELDER';
  return 'MANAGEMENT';
}

/** What a user holds, as far as handing rights on goes: the super admin holds every right and variable right. */
export interface RightsHolder {
  superAdmin: boolean;
  rights: Iterable<string>;
  variableRightIds: Iterable<number>;
}

/** The holder described by a user as GET /api/user/me answers it (allRights, allVariableRights). */
export const rightsHolderOf = (user: {
  superAdmin: boolean;
  allRights: readonly string[];
  allVariableRights: readonly { id: number }[];
}): RightsHolder => ({ superAdmin: user.superAdmin, rights: user.allRights, variableRightIds: user.allVariableRights.map((v) => v.id) });

/**
 * The rule against privilege escalation, for server and client alike: nobody hands out a right or a variable
 * right (directly on a role, or by giving a user a role) that they do not hold themselves.
 */
export function mayGrant(holder: RightsHolder, grant: { rights: readonly string[]; variableRights: readonly number[] }): boolean {
  if (holder.superAdmin) return true;
  const rights = new Set(holder.rights);
  const variableRights = new Set(holder.variableRightIds);
  return grant.rights.every((right) => rights.has(right)) && grant.variableRights.every((id) => variableRights.has(id));
}

/** Who operates on an account: a rights holder of a tenant, perhaps holding that tenant's Admin role. */
export interface AccountManager extends RightsHolder {
  id: number;
  tenantId: number;
  /** holds the Admin role of its own tenant */
  tenantAdmin: boolean;
}

/** An account as the account rule weighs it, in one state: as it is, or as a change would leave it. */
export interface ManagedAccount {
  id: number;
  tenantId: number;
  superAdmin: boolean;
  /** the account is its tenant's main account */
  mainAccount: boolean;
  rights: readonly string[];
  variableRightIds: readonly number[];
}

/** Why the account rule keeps a manager off an account. */
export type AccountRefusal = 'superAdmin' | 'mainAccount' | 'stronger';

/**
 * The rule for every account operation (create, change any field, block, delete, reset, assign), weighed on the
 * account before and after the change: only the super admin touches a super admin; a tenant's main account only
 * itself, another Admin of that tenant or the super admin; any other account only a manager who holds every one
 * of its rights and variable rights. Without the "before", taking a stronger account's rights away (or its
 * address) would be a first step to taking it over.
 */
export function accountRefusal(manager: AccountManager, account: ManagedAccount): AccountRefusal | null {
  if (manager.superAdmin) return null;
  if (account.superAdmin) return 'superAdmin';
  const self = account.id === manager.id;
  if (account.mainAccount && !self && !(manager.tenantAdmin && manager.tenantId === account.tenantId)) return 'mainAccount';
  return mayGrant(manager, { rights: account.rights, variableRights: account.variableRightIds }) ? null : 'stronger';
}

export const mayManageAccount = (manager: AccountManager, account: ManagedAccount): boolean => accountRefusal(manager, account) === null;

/** A user as GET /api/user/{id} answers it, as the account rule weighs it. */
export const managedAccountOf = (user: {
  id: number;
  tenantId: number;
  superAdmin: boolean;
  tenant: { mainAccount: number | null };
  allRights: readonly string[];
  allVariableRights: readonly { id: number }[];
}): ManagedAccount => ({
  id: user.id,
  tenantId: user.tenantId,
  superAdmin: user.superAdmin,
  mainAccount: user.tenant.mainAccount === user.id,
  rights: user.allRights,
  variableRightIds: user.allVariableRights.map((v) => v.id),
});

/** The logged-in user (GET /api/user/me) as the manager the account rule weighs. */
export const accountManagerOf = (
  me: Parameters<typeof managedAccountOf>[0] & { role: number | null; allRoles: readonly { id: number; name: string }[] },
): AccountManager => ({
  ...rightsHolderOf(me),
  id: me.id,
  tenantId: me.tenantId,
  tenantAdmin: me.allRoles.some((role) => role.id === me.role && role.name === ADMIN_ROLE_NAME),
});

/**
 * A role's rights change (a right or variable right switched on or off, a rename, a deletion) only by a holder
 * of every right the role has before and after: taking a right away counts like granting it.
 */
export const mayChangeRole = (
  holder: RightsHolder,
  before: { rights: readonly string[]; variableRights: readonly number[] },
  after: { rights: readonly string[]; variableRights: readonly number[] } = before,
): boolean => mayGrant(holder, before) && mayGrant(holder, after);
