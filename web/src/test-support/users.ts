import type { User } from '@contracts/user.js';

/** The logged-in Anna Albrecht, administrator of Musterstadt, with the given rights. */
export function makeUser(rights: User['allRights'], overrides: Partial<User> = {}): User {
  return {
    id: 3,
    firstname: 'Anna',
    lastname: 'Albrecht',
    fullname: 'Anna Albrecht',
    email: 'admin@musterstadt.example',
    position: null,
    status: true,
    approved: true,
    active: true,
    superAdmin: false,
    superUser: false,
    commune: true,
    tenantId: 2,
    tenantName: 'Musterstadt',
    tenant: { id: 2, name: 'Musterstadt', image: null, modules: ['MAENGELMELDER'], mainAccount: 3, commune: true },
    role: 4,
    allRoles: [{ id: 4, name: 'Admin' }],
    allRights: rights,
    allVariableRights: [],
    assignedCategories: [],
    assignedCategoryTags: [],
    language: 'de',
    ...overrides,
  };
}
