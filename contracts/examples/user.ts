import type { User } from '../schemas/user.js';

/** A clerk as GET /api/user/{id} answers it: the example tenant's, with one role and one assigned category. */
export function exampleUser(fields: Partial<User> = {}): User {
  return {
    id: 21,
    firstname: 'Erika',
    lastname: 'Mustermann',
    fullname: 'Erika Mustermann',
    email: 'erika.mustermann@musterstadt.example',
    position: 'Sachbearbeiterin Bauhof',
    status: true,
    approved: true,
    active: true,
    superAdmin: false,
    superUser: false,
    commune: true,
    tenantId: 1,
    tenantName: 'Musterstadt',
    tenant: { id: 1, name: 'Musterstadt', image: null, modules: ['MAENGELMELDER', 'APIZUGRIFF'], mainAccount: null, commune: true },
    role: 3,
    allRoles: [{ id: 3, name: 'Sachbearbeitung' }],
    allRights: ['VIEW_CASES', 'CREATE_CASE_NOTES'],
    allVariableRights: [],
    assignedCategories: [10],
    assignedCategoryTags: [],
    language: 'de',
    ...fields,
  };
}
