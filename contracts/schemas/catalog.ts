/** Rights, modules and basic rights of the specification's catalogue: one list for server and client. */
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

/** The specification's grouping rule for the rights matrix. */
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
