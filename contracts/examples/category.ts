import type { Category } from '../schemas/category.js';

/** A defect category as GET /api/category/{id} answers it: the example tenant's, with its responsible clerk. */
export function exampleCategory(fields: Partial<Category> = {}): Category {
  return {
    id: 10,
    name: 'Straßenschäden',
    tenantId: 1,
    tenant: { id: 1, name: 'Musterstadt', designationMap: {} },
    initialAssigneeId: 21,
    initialAssignee: { id: 21, fullname: 'Erika Mustermann' },
    createdAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    ...fields,
  };
}
