import type { Category, CategorySave, Tag, TagSave } from '@contracts/category.js';
import type { MessageKey } from '../../i18n/de.js';

/** A tenant or a person as the pickers show them. */
export interface Choice {
  id: number;
  name: string;
}

/** What the category and subcategory forms edit; `categoryId` (the parent) only matters for a subcategory. */
export interface CatalogFormValues {
  name: string;
  tenant: Choice | null;
  assignee: Choice | null;
  categoryId: number | null;
}

export type CatalogField = 'name' | 'tenant' | 'assignee' | 'category';

/** The form's start: the saved record, or empty in the caller's own tenant. */
export function initialValues(saved: Category | Tag | null, ownTenant: Choice | null): CatalogFormValues {
  if (!saved) return { name: '', tenant: ownTenant, assignee: null, categoryId: null };
  return {
    name: saved.name,
    tenant: { id: saved.tenant.id, name: saved.tenant.name },
    assignee: saved.initialAssignee ? { id: saved.initialAssignee.id, name: saved.initialAssignee.fullname } : null,
    categoryId: 'categoryId' in saved ? saved.categoryId : null,
  };
}

/** Another tenant: its people and categories differ, so the choices made for the old one go. */
export const withTenant = (values: CatalogFormValues, tenant: Choice | null): CatalogFormValues =>
  tenant?.id === values.tenant?.id ? { ...values, tenant } : { ...values, tenant, assignee: null, categoryId: null };

/**
 * The tenant whose people (and categories) the pickers offer: the chosen one with TENANT_INDEPENDENCE,
 * otherwise the user's own (docs/product/cases.md#categories-and-subcategories).
 */
export const pickerTenant = (values: CatalogFormValues, independent: boolean, ownTenantId: number | null): number | null =>
  independent ? (values.tenant?.id ?? null) : ownTenantId;

/** Checks before sending: a tenant where it can be picked, a parent category for a subcategory. */
export function validateCatalog(
  values: CatalogFormValues,
  { independent, needsCategory }: { independent: boolean; needsCategory: boolean },
): { messageKey: MessageKey; field: CatalogField } | null {
  if (independent && values.tenant === null) return { messageKey: 'categories.form.tenantMissing', field: 'tenant' };
  if (needsCategory && values.categoryId === null) return { messageKey: 'tags.form.categoryMissing', field: 'category' };
  return null;
}

/**
 * The category as sent (name, tenantId, initialAssigneeId: docs/product/cases.md#categories-and-subcategories); the
 * tenant only when it can be picked.
 */
export function categoryPayload(values: CatalogFormValues, independent: boolean): CategorySave {
  return {
    name: values.name.trim(),
    ...(independent && values.tenant ? { tenantId: values.tenant.id } : {}),
    initialAssigneeId: values.assignee?.id ?? null,
  };
}

/** The subcategory as sent: a category's fields plus the parent. */
export function tagPayload(values: CatalogFormValues, independent: boolean): TagSave {
  if (values.categoryId === null) throw new Error('validateCatalog lets no subcategory without a category through');
  return { ...categoryPayload(values, independent), categoryId: values.categoryId };
}

/** Which field a server refusal concerns (by its code), so that field is marked invalid. */
export function fieldOfCode(code: string | null): CatalogField | null {
  switch (code) {
    case 'NAME_MISSING':
      return 'name';
    case 'TENANT_UNKNOWN':
    case 'CATEGORY_IN_USE':
      return 'tenant';
    case 'ASSIGNEE_OUTSIDE_TENANT':
      return 'assignee';
    case 'CATEGORY_OUTSIDE_TENANT':
      return 'category';
    default:
      return null;
  }
}

/** Matches a person's full name against every word typed, in any order ("albrecht anna"). */
export function matchesAllWords(fullname: string, search: string): boolean {
  const name = fullname.toLocaleLowerCase('de');
  return searchWords(search).every((word) => name.includes(word));
}

export const searchWords = (search: string): string[] => search.trim().toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
