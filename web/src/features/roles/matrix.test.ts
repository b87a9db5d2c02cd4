import { describe, expect, it } from 'vitest';
import { RIGHTS } from '@contracts/catalog.js';
import type { Role, VariableRight } from '@contracts/role.js';
import { holds, matrixGroups, withCell } from './matrix.js';

const variableRight = (
  id: number,
  basicRight: string,
  bisCategoryId: number | null,
  bisCategoryName: string | null = null,
): VariableRight => ({
  id,
  module: 'BUERGERINFO',
  bisCategoryId,
  bisCategoryName,
  basicRight,
});

describe('matrixGroups', () => {
  it('groups the catalogue by the specification rule: BIS_, then _CASE or MANAGE_CATEGORIES, then the rest', () => {
    const groups = matrixGroups(RIGHTS, [], ['MAENGELMELDER', 'BUERGERINFO']);
    expect(groups.map((group) => group.group)).toEqual(['MAENGELMELDER', 'BUERGERINFO', 'MANAGEMENT']);
    const [defects, information, management] = groups;
    expect(defects!.rights).toEqual([
      'VIEW_CASES',
      'VIEW_OTHERS_CASES',
      'SEND_CASE_SUMMARY',
      'CREATE_CASE_SUMMARY_PDF',
      'CREATE_CASE_NOTES',
      'UPDATE_CASE_NOTES',
      'DELETE_CASE_NOTES',
      'MANAGE_CATEGORIES',
      'VIEW_CASE_PROTOCOL',
      'CREATE_NEW_CASE',
      'ADD_IMAGES_TO_EXISTING_CASE',
      'SET_CASE_EDIT_DEADLINE',
      'PUBLISH_CASES_TO_MAP',
    ]);
    expect(information!.rights).toEqual([
      'BIS_MANAGE_CATEGORIES',
      'BIS_MANAGE_INFORMATION',
      'BIS_CREATE_SURVEYS',
      'BIS_EVALUATE_SURVEYS',
      'BIS_INCLUDE_MAPS',
    ]);
    expect(management!.rights).toEqual([
      'VIEW_USER',
      'CREATE_USER',
      'MANAGE_ROLES',
      'VIEW_DASHBOARD',
      'EDIT_OWN_TENANT',
      'EDIT_CUSTOMERS',
      'MANAGE_API_KEY',
      'TENANT_INDEPENDENCE',
    ]);
    expect(groups.flatMap((group) => group.rights)).toHaveLength(RIGHTS.length);
  });

  it('leaves the citizen-information group out for a tenant without BUERGERINFO', () => {
    const groups = matrixGroups(RIGHTS, [variableRight(1, 'BASIC_RIGHT_CREATE', 7)], ['MAENGELMELDER']);
    expect(groups.map((group) => group.group)).toEqual(['MAENGELMELDER', 'MANAGEMENT']);
    expect(groups.flatMap((group) => group.rights)).not.toContain('BIS_MANAGE_INFORMATION');
    expect(groups.flatMap((group) => group.categories)).toEqual([]);
  });

  it('puts the variable rights into one section per category, basic rights in catalogue order', () => {
    const variableRights = [
      variableRight(14, 'BASIC_RIGHT_APPROVE', 7, 'Abfall'),
      variableRight(11, 'BASIC_RIGHT_CREATE', 7, 'Abfall'),
      variableRight(21, 'BASIC_RIGHT_EDIT', 8),
      variableRight(13, 'BASIC_RIGHT_DELETE', 7, 'Abfall'),
      variableRight(12, 'BASIC_RIGHT_EDIT', 7, 'Abfall'),
      { ...variableRight(31, 'BASIC_RIGHT_CREATE', null), module: 'MAENGELMELDER' },
    ];
    const [defects, information, management] = matrixGroups(RIGHTS, variableRights, ['BUERGERINFO']);
    expect(information!.categories.map((section) => [section.categoryId, section.categoryName])).toEqual([
      [7, 'Abfall'],
      [8, null],
    ]);
    expect(information!.categories[0]!.variableRights.map((right) => right.id)).toEqual([11, 12, 13, 14]);
    expect(defects!.categories.map((section) => section.variableRights.map((right) => right.id))).toEqual([[31]]);
    expect(management!.categories).toEqual([]);
  });
});

describe('cells', () => {
  const role: Role = { id: 5, name: 'Sachbearbeitung', rights: ['VIEW_CASES'], variableRights: [11], tenantId: 2, admin: false };

  it('grants and revokes a right or a variable right without touching the rest', () => {
    const granted = withCell(role, { kind: 'right', right: 'VIEW_USER' }, true);
    expect(granted.rights).toEqual(['VIEW_CASES', 'VIEW_USER']);
    expect(holds(granted, { kind: 'right', right: 'VIEW_USER' })).toBe(true);
    expect(withCell(granted, { kind: 'right', right: 'VIEW_USER' }, true).rights).toEqual(['VIEW_CASES', 'VIEW_USER']);
    expect(withCell(role, { kind: 'variable', id: 11 }, false)).toEqual({ ...role, variableRights: [] });
    expect(holds(role, { kind: 'variable', id: 12 })).toBe(false);
    expect(role.rights).toEqual(['VIEW_CASES']);
  });
});
