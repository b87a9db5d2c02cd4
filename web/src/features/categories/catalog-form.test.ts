import { describe, expect, it } from 'vitest';
import type { Category, Tag } from '@contracts/category.js';
import {
  categoryPayload,
  fieldOfCode,
  initialValues,
  matchesAllWords,
  pickerTenant,
  tagPayload,
  validateCatalog,
  withTenant,
  type CatalogFormValues,
} from './catalog-form.js';

const tenant = { id: 2, name: 'Musterstadt', designationMap: {} };
const category: Category = {
  id: 5,
  name: 'Abfall',
  tenantId: 2,
  tenant,
  initialAssigneeId: 3,
  initialAssignee: { id: 3, fullname: 'Anna Albrecht' },
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
};
const tag: Tag = { ...category, id: 11, name: 'Sperrmüll', categoryId: 5, category: { id: 5, name: 'Abfall' } };
const values = (overrides: Partial<CatalogFormValues> = {}): CatalogFormValues => ({
  name: ' Abfall ',
  tenant: { id: 2, name: 'Musterstadt' },
  assignee: { id: 3, name: 'Anna Albrecht' },
  categoryId: null,
  ...overrides,
});

describe('initialValues', () => {
  it('starts a new record in the user’s own tenant', () => {
    expect(initialValues(null, { id: 2, name: 'Musterstadt' })).toEqual(values({ name: '', assignee: null }));
  });

  it('takes tenant, person and parent from the saved record', () => {
    expect(initialValues(category, null)).toEqual(values({ name: 'Abfall' }));
    expect(initialValues(tag, null)).toEqual(values({ name: 'Sperrmüll', categoryId: 5 }));
  });
});

describe('tenant changes', () => {
  it('drops person and parent when the tenant changes, keeps them otherwise', () => {
    const start = values({ categoryId: 5 });
    expect(withTenant(start, { id: 2, name: 'Musterstadt' })).toEqual(start);
    expect(withTenant(start, { id: 9, name: 'Beispieldorf' })).toEqual(
      values({ tenant: { id: 9, name: 'Beispieldorf' }, assignee: null, categoryId: null }),
    );
    expect(withTenant(start, null)).toMatchObject({ tenant: null, assignee: null, categoryId: null });
  });

  it('offers the chosen tenant’s people with TENANT_INDEPENDENCE, the own tenant’s otherwise', () => {
    const chosen = values({ tenant: { id: 9, name: 'Beispieldorf' } });
    expect(pickerTenant(chosen, true, 2)).toBe(9);
    expect(pickerTenant(chosen, false, 2)).toBe(2);
    expect(pickerTenant(values({ tenant: null }), true, 2)).toBeNull();
  });
});

describe('validateCatalog', () => {
  it('needs a tenant where it is picked and a parent for a subcategory', () => {
    expect(validateCatalog(values({ tenant: null }), { independent: true, needsCategory: false })).toEqual({
      messageKey: 'categories.form.tenantMissing',
      field: 'tenant',
    });
    expect(validateCatalog(values({ tenant: null }), { independent: false, needsCategory: false })).toBeNull();
    expect(validateCatalog(values(), { independent: false, needsCategory: true })?.field).toBe('category');
    expect(validateCatalog(values({ categoryId: 5 }), { independent: true, needsCategory: true })).toBeNull();
  });
});

describe('payloads', () => {
  it('sends name, tenantId (only when picked) and initialAssigneeId', () => {
    expect(categoryPayload(values(), true)).toEqual({ name: 'Abfall', tenantId: 2, initialAssigneeId: 3 });
    expect(categoryPayload(values({ assignee: null }), false)).toEqual({ name: 'Abfall', initialAssigneeId: null });
  });

  it('adds the parent category of a subcategory', () => {
    expect(tagPayload(values({ categoryId: 5 }), true)).toEqual({ name: 'Abfall', tenantId: 2, initialAssigneeId: 3, categoryId: 5 });
  });
});

describe('helpers', () => {
  it('maps server codes to the field they concern', () => {
    expect(fieldOfCode('NAME_MISSING')).toBe('name');
    expect(fieldOfCode('ASSIGNEE_OUTSIDE_TENANT')).toBe('assignee');
    expect(fieldOfCode('CATEGORY_OUTSIDE_TENANT')).toBe('category');
    expect(fieldOfCode('SOMETHING_ELSE')).toBeNull();
    expect(fieldOfCode(null)).toBeNull();
  });

  it('matches a full name against every typed word', () => {
    expect(matchesAllWords('Anna Albrecht', 'anna albrecht')).toBe(true);
    expect(matchesAllWords('Anna Albrecht', 'Albrecht  Anna')).toBe(true);
    expect(matchesAllWords('Anna Albrecht', 'anna sachs')).toBe(false);
    expect(matchesAllWords('Anna Albrecht', '')).toBe(true);
  });
});
