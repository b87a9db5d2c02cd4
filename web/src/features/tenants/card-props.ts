import type { TenantFormValues } from './tenant-form.js';
import type { TenantField } from './tenant-rules.js';

/** What each card of the tenant form gets: the values, a way to change them, and the field state. */
export interface TenantCardProps {
  values: TenantFormValues;
  update: (patch: Partial<TenantFormValues>) => void;
  /** id of the form's message when the last check failed on this field */
  invalidBy: (field: TenantField) => string | null;
  /** shows the required marker (on create: docs/product/tenants.md#tenant-validation-rules) */
  marked: (field: TenantField) => boolean;
}
