import { BASIC_RIGHTS, mayChangeRole, rightGroup, type RightGroup, type RightsHolder } from '@contracts/catalog.js';
import type { Role, VariableRight } from '@contracts/role.js';

/** The groups of the matrix in the order of the sidebar menu (docs/product/README.md#routes-and-access). */
export const GROUP_ORDER: readonly RightGroup[] = ['MAENGELMELDER', 'BUERGERINFO', 'MANAGEMENT'];

/** The variable rights of one category: one row per basic right, in the catalogue's order. */
export interface CategorySection {
  categoryId: number | null;
  categoryName: string | null;
  variableRights: VariableRight[];
}

export interface MatrixGroup {
  group: RightGroup;
  rights: string[];
  categories: CategorySection[];
}

/** A variable right belongs to the group of its module (the information categories to Bürgerinformationssystem). */
export function moduleGroup(module: string): RightGroup {
  if (module === 'BUERGERINFO') return 'BUERGERINFO';
  if (module === 'MAENGELMELDER') return 'MAENGELMELDER';
  return 'MANAGEMENT';
}

const basicRightOrder = (basicRight: string) => {
  const index = (BASIC_RIGHTS as readonly string[]).indexOf(basicRight);
  return index === -1 ? BASIC_RIGHTS.length : index;
};

function categorySections(variableRights: readonly VariableRight[]): CategorySection[] {
  const sections = new Map<number | null, CategorySection>();
  for (const variableRight of variableRights) {
    const { bisCategoryId, bisCategoryName } = variableRight;
    const section = sections.get(bisCategoryId) ?? { categoryId: bisCategoryId, categoryName: null, variableRights: [] };
    section.categoryName ??= bisCategoryName;
    section.variableRights.push(variableRight);
    sections.set(bisCategoryId, section);
  }
  for (const section of sections.values()) {
    section.variableRights.sort((a, b) => basicRightOrder(a.basicRight) - basicRightOrder(b.basicRight));
  }
  return [...sections.values()];
}

/**
 * The matrix's groups by the rule of docs/product/accounts-and-roles.md#the-rights-matrix (rightGroup), each with
 * its sections of variable rights per category; the citizen-information group only when the tenant has the
 * module BUERGERINFO.
 */
export function matrixGroups(
  rights: readonly string[],
  variableRights: readonly VariableRight[],
  tenantModules: readonly string[],
): MatrixGroup[] {
  const withBuergerinfo = tenantModules.includes('BUERGERINFO');
  return GROUP_ORDER.filter((group) => group !== 'BUERGERINFO' || withBuergerinfo).map((group) => ({
    group,
    rights: rights.filter((right) => rightGroup(right) === group),
    categories: categorySections(variableRights.filter((variableRight) => moduleGroup(variableRight.module) === group)),
  }));
}

/** One checkbox of the matrix: a right of the catalogue or a variable right (by id). */
export type Cell = { kind: 'right'; right: string } | { kind: 'variable'; id: number };

export const cellKey = (roleId: number, cell: Cell) =>
  cell.kind === 'right' ? `${roleId}:right:${cell.right}` : `${roleId}:variable:${cell.id}`;

export const holds = (role: Role, cell: Cell): boolean =>
  cell.kind === 'right' ? role.rights.includes(cell.right) : role.variableRights.includes(cell.id);

const withMember = <T>(list: readonly T[], item: T, member: boolean): T[] =>
  member ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((entry) => entry !== item);

/** The role with the cell granted or revoked. */
export function withCell(role: Role, cell: Cell, granted: boolean): Role {
  return cell.kind === 'right'
    ? { ...role, rights: withMember(role.rights, cell.right, granted) }
    : { ...role, variableRights: withMember(role.variableRights, cell.id, granted) };
}

/**
 * Whether the holder may switch the cell of the role on or off: only if they hold every right of the role before and
 * after (the server refuses others), so a role with a right they lack is locked for them as a whole.
 */
export const toggleable = (holder: RightsHolder, role: Role, cell: Cell): boolean =>
  mayChangeRole(holder, role, withCell(role, cell, !holds(role, cell)));

/** Whether the holder may rename or delete the role: only one whose rights are all theirs. */
export const changeable = (holder: RightsHolder, role: Role): boolean => mayChangeRole(holder, role);
