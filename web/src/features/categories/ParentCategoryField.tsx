import { Field } from '../../components/Field.js';
import { usePickerData } from '../../components/usePickerData.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

export interface ParentCategoryFieldProps {
  /** whose categories are offered; null until a tenant is chosen */
  tenantId: number | null;
  value: number | null;
  onChange: (categoryId: number | null) => void;
  invalidBy: string | null;
}

/** Kategorie of a subcategory: the categories of the tenant (GET /api/category/tenant/{tenantId}), by name. */
export function ParentCategoryField({ tenantId, value, onChange, invalidBy }: ParentCategoryFieldProps) {
  const t = useT();
  const categories = usePickerData(() => api.categories.ofTenant(tenantId ?? 0), tenantId === null ? null : String(tenantId));
  const hint =
    tenantId === null ? t('categories.form.chooseTenantFirst') : categories?.length === 0 ? t('tags.form.noCategories') : undefined;
  return (
    <Field label={t('tags.form.category')} hint={hint} invalidBy={invalidBy} required>
      {(control) => (
        <select
          {...control}
          className="input"
          name="categoryId"
          disabled={tenantId === null}
          aria-busy={tenantId !== null && categories === null ? true : undefined}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('tags.form.chooseCategory')}</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
