import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Category, Tag } from '@contracts/category.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { FormAlert } from '../../components/FormAlert.js';
import { NameField } from '../../components/forms/NameField.js';
import { useFormProblem } from '../../components/forms/useFormProblem.js';
import { showSuccess } from '../../components/toast.js';
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
  type CatalogField,
  type CatalogFormValues,
  type CatalogProblem,
} from './catalog-form.js';
import { ParentCategoryField } from './ParentCategoryField.js';
import { SideCard } from './SideCard.js';
import { TenantField } from './TenantField.js';
import { useCatalogRights } from './useCatalogRights.js';

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
 * The category and subcategory form (specification §2): name, tenant (TENANT_INDEPENDENCE), for a
 * subcategory the parent category, the responsible person; Speichern returns to the list, Abbrechen too.
 */
export function CatalogForm({ kind, saved }: CatalogFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const settings = KINDS[kind];
  const { ownTenant, independent } = useCatalogRights();
  const { form, alertId, problem, fail, clear } = useFormProblem<CatalogProblem>();
  const [values, setValues] = useState<CatalogFormValues>(() => initialValues(saved, ownTenant));
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateCatalog(values, { independent, needsCategory: kind === 'tag' });
    if (invalid) return fail({ message: t(invalid.messageKey), field: invalid.field });
    clear();
    setPending(true);
    try {
      await settings.save(saved?.id ?? null, values, independent);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.message) return fail({ message: error.message, field: fieldOfCode(error.code) });
      console.error(error);
      return fail({ message: t('errors.unexpected'), field: null });
    }
    showSuccess(t(saved ? settings.updatedKey : settings.createdKey));
    navigate(settings.listHref);
  };

  const invalidBy = (field: CatalogField) => (problem?.field === field ? alertId : null);
  const tenantId = pickerTenant(values, independent, ownTenant?.id ?? null);

  return (
    <form ref={form} className="catalog-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="catalog-form__layout">
        <Card title={t(settings.cardKey)}>
          <div className="stack">
            <NameField
              label={t(settings.nameKey)}
              invalidBy={invalidBy('name')}
              value={values.name}
              onChange={(name) => setValues((v) => ({ ...v, name }))}
            />
            {independent && (
              <TenantField value={values.tenant} onChange={(tenant) => setValues((v) => withTenant(v, tenant))} invalidBy={invalidBy('tenant')} />
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
          <div className="catalog-form__buttons">
            <Button type="submit" isPending={pending}>
              {t('common.save')}
            </Button>
            <Link href={settings.listHref} className="button button--secondary">
              {t('common.cancel')}
            </Link>
          </div>
        </Card>
        <SideCard kind={kind} />
      </div>
    </form>
  );
}
