import type { InfoCategory, InfoCategorySave } from '@contracts/bis-category.js';
import type { MessageKey } from '../../../i18n/de.js';
import type { Choice } from '../shared/choice.js';

/** What the information category form edits. */
export interface CategoryFormValues {
  name: string;
  /** the kebab-case lucide name; '' while none is chosen */
  icon: string;
  tenant: Choice | null;
}

export type CategoryField = 'name' | 'icon' | 'tenant';

export function initialCategoryValues(saved: InfoCategory | null, ownTenant: Choice | null): CategoryFormValues {
  if (!saved) return { name: '', icon: '', tenant: ownTenant };
  return { name: saved.name, icon: saved.icon, tenant: { id: saved.tenant.id, name: saved.tenant.name } };
}

/** The checks before sending, in the server's order: name, icon, then the tenant where it is picked. */
export function validateCategory(
  values: CategoryFormValues,
  independent: boolean,
): { messageKey: MessageKey; field: CategoryField } | null {
  if (!values.name.trim()) return { messageKey: 'citizenInfo.categories.nameMissing', field: 'name' };
  if (!values.icon) return { messageKey: 'citizenInfo.categories.iconMissing', field: 'icon' };
  if (independent && values.tenant === null) return { messageKey: 'citizenInfo.tenantMissing', field: 'tenant' };
  return null;
}

/**
 * The category as sent (name, icon, tenantId: docs/product/citizen-information.md#information-categories); the tenant
 * only when it can be picked.
 */
export function categoryPayload(values: CategoryFormValues, independent: boolean): InfoCategorySave {
  return {
    name: values.name.trim(),
    icon: values.icon,
    ...(independent && values.tenant ? { tenantId: values.tenant.id } : {}),
  };
}

const FIELD_OF_CODE: Record<string, CategoryField> = {
  NAME_MISSING: 'name',
  ICON_MISSING: 'icon',
  ICON_INVALID: 'icon',
  TENANT_FIXED: 'tenant',
  MODULE_MISSING: 'tenant',
};

/** The field a refusal of the server is about (its message is shown as it is). */
export const categoryFieldOfCode = (code: string | null): CategoryField | null => (code ? (FIELD_OF_CODE[code] ?? null) : null);
