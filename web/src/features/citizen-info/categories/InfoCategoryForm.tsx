import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { InfoCategory } from '@contracts/bis-category.js';
import { ApiError } from '../../../api/http.js';
import { Button } from '../../../components/Button.js';
import { Card } from '../../../components/Card.js';
import { Field } from '../../../components/Field.js';
import { FormAlert } from '../../../components/FormAlert.js';
import { NameField } from '../../../components/forms/NameField.js';
import { useFormProblem } from '../../../components/forms/useFormProblem.js';
import { showSuccess } from '../../../components/toast.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { LazyIconPicker } from '../icons/lazy.js';
import { TenantField } from '../shared/TenantField.js';
import { useCitizenInfoRights } from '../shared/useCitizenInfoRights.js';
import {
  categoryFieldOfCode,
  categoryPayload,
  initialCategoryValues,
  validateCategory,
  type CategoryField,
  type CategoryFormValues,
} from './category-form.js';

const LIST = '/buergerinfo-categories';

/**
 * The information category form (specification §2): Name, Symbol (icon picker), Mandant (TENANT_INDEPENDENCE;
 * fixed once saved, as its variable rights belong to it). Speichern and Abbrechen return to the list.
 */
export function InfoCategoryForm({ saved }: { saved: InfoCategory | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { ownTenant, independent } = useCitizenInfoRights();
  const { form, alertId, problem, fail, clear } = useFormProblem<{ message: string; field: CategoryField | null }>();
  const [values, setValues] = useState<CategoryFormValues>(() => initialCategoryValues(saved, ownTenant));
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateCategory(values, independent);
    if (invalid) return fail({ message: t(invalid.messageKey), field: invalid.field });
    clear();
    setPending(true);
    try {
      const payload = categoryPayload(values, independent);
      await (saved ? api.infoCategories.update(saved.id, payload) : api.infoCategories.create(payload));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.message) return fail({ message: error.message, field: categoryFieldOfCode(error.code) });
      console.error(error);
      return fail({ message: t('errors.unexpected'), field: null });
    }
    showSuccess(t(saved ? 'citizenInfo.categories.updated' : 'citizenInfo.categories.created'));
    navigate(LIST);
  };

  const invalidBy = (field: CategoryField) => (problem?.field === field ? alertId : null);

  return (
    <form ref={form} className="citizen-info-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <Card title={t('citizenInfo.categories.card')}>
        <div className="stack">
          <NameField
            label={t('citizenInfo.categories.name')}
            invalidBy={invalidBy('name')}
            value={values.name}
            onChange={(name) => setValues((v) => ({ ...v, name }))}
          />
          {independent &&
            (saved ? (
              <Field label={t('citizenInfo.categories.tenant')} hint={t('citizenInfo.categories.tenantFixed')}>
                {(control) => <input {...control} className="input" type="text" readOnly value={saved.tenant.name} />}
              </Field>
            ) : (
              <TenantField
                label={t('citizenInfo.categories.tenant')}
                value={values.tenant}
                onChange={(tenant) => setValues((v) => ({ ...v, tenant }))}
                invalidBy={invalidBy('tenant')}
              />
            ))}
          <LazyIconPicker value={values.icon} onChange={(icon) => setValues((v) => ({ ...v, icon }))} invalidBy={invalidBy('icon')} />
        </div>
        <div className="citizen-info-form__buttons">
          <Button type="submit" isPending={pending}>
            {t('common.save')}
          </Button>
          <Link href={LIST} className="button button--secondary">
            {t('common.cancel')}
          </Link>
        </div>
      </Card>
    </form>
  );
}
