import { useState } from 'react';
import type { Category, Tag } from '@contracts/category.js';
import { Card } from '../../components/Card.js';
import { FormAlert } from '../../components/FormAlert.js';
import { NameField } from '../../components/forms/NameField.js';
import { SaveCancelButtons } from '../../components/forms/SaveCancelButtons.js';
import { TenantField } from '../../components/forms/TenantField.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { useTenantIndependence } from '../../components/forms/useTenantIndependence.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { AssigneeField } from './AssigneeField.js';
import {
  categoryPayload,
  fieldOfCode,
  initialValues,
  pickerTenant,
  tagPayload,
  validateCatalog,
  withTenant,
  type CatalogFormValues,
} from './catalog-form.js';
import { ParentCategoryField } from './ParentCategoryField.js';
import { SideCard } from './SideCard.js';
import '../../components/forms/form-layout.css';

export type CatalogKind = 'category' | 'tag';

interface KindSettings {
  listHref: string;
  cardKey: MessageKey;
  nameKey: MessageKey;
  createdKey: MessageKey;
  updatedKey: MessageKey;
  save: (id: number | null, values: CatalogFormValues, independent: boolean) => Promise<unknown>;
}

const KINDS: Record<CatalogKind, KindSettings> = {
  category: {
    listHref: '/categories',
    cardKey: 'categories.form.card',
    nameKey: 'categories.form.name',
    createdKey: 'categories.toast.created',
    updatedKey: 'categories.toast.updated',
    save: (id, values, independent) => {
      const payload = categoryPayload(values, independent);
      return id === null ? api.categories.create(payload) : api.categories.update(id, payload);
    },
  },
  tag: {
    listHref: '/tags',
    cardKey: 'tags.form.card',
    nameKey: 'tags.form.name',
    createdKey: 'tags.toast.created',
    updatedKey: 'tags.toast.updated',
    save: (id, values, independent) => {
      const payload = tagPayload(values, independent);
      return id === null ? api.tags.create(payload) : api.tags.update(id, payload);
    },
  },
};

export interface CatalogFormProps {
  kind: CatalogKind;
  /** the record being edited; null creates one */
  saved: Category | Tag | null;
}

/**
 * The category and subcategory form (docs/product/cases.md#categories-and-subcategories): name, tenant
 * (TENANT_INDEPENDENCE), for a subcategory the parent category, the responsible person; Speichern returns to the list,
 * Abbrechen too.
 */
export function CatalogForm({ kind, saved }: CatalogFormProps) {
  const t = useT();
  const settings = KINDS[kind];
  const { ownTenant, independent } = useTenantIndependence();
  const [values, setValues] = useState<CatalogFormValues>(() => initialValues(saved, ownTenant));
  const { form, alertId, problem, pending, submit, invalidBy } = useRecordSave({
    listHref: settings.listHref,
    validate: () => validateCatalog(values, { independent, needsCategory: kind === 'tag' }),
    save: () => settings.save(saved?.id ?? null, values, independent),
    savedMessage: () => t(saved ? settings.updatedKey : settings.createdKey),
    fieldOfCode,
  });

  const tenantId = pickerTenant(values, independent, ownTenant?.id ?? null);

  return (
    <form ref={form} className="catalog-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="form-columns">
        <Card title={t(settings.cardKey)}>
          <div className="stack">
            <NameField
              label={t(settings.nameKey)}
              invalidBy={invalidBy('name')}
              value={values.name}
              onChange={(name) => setValues((v) => ({ ...v, name }))}
            />
            {independent && (
              <TenantField
                label={t('categories.form.tenant')}
                value={values.tenant}
                onChange={(tenant) => setValues((v) => withTenant(v, tenant))}
                invalidBy={invalidBy('tenant')}
              />
            )}
            {kind === 'tag' && (
              <ParentCategoryField
                tenantId={tenantId}
                value={values.categoryId}
                onChange={(categoryId) => setValues((v) => ({ ...v, categoryId }))}
                invalidBy={invalidBy('category')}
              />
            )}
            <AssigneeField
              tenantId={tenantId}
              value={values.assignee}
              onChange={(assignee) => setValues((v) => ({ ...v, assignee }))}
              invalidBy={invalidBy('assignee')}
            />
          </div>
          <SaveCancelButtons pending={pending} cancelHref={settings.listHref} />
        </Card>
        <SideCard kind={kind} />
      </div>
    </form>
  );
}
