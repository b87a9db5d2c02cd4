import { useState } from 'react';
import type { InfoCategory } from '@contracts/bis-category.js';
import { Card } from '../../../components/Card.js';
import { Field } from '../../../components/Field.js';
import { FormAlert } from '../../../components/FormAlert.js';
import { NameField } from '../../../components/forms/NameField.js';
import { SaveCancelButtons } from '../../../components/forms/SaveCancelButtons.js';
import { useRecordSave } from '../../../components/forms/useRecordSave.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { LazyIconPicker } from '../icons/lazy.js';
import { TenantField } from '../../../components/forms/TenantField.js';
import { useCitizenInfoRights } from '../shared/useCitizenInfoRights.js';
import { categoryFieldOfCode, categoryPayload, initialCategoryValues, validateCategory, type CategoryFormValues } from './category-form.js';

const LIST = '/buergerinfo-categories';

/**
 * The information category form (docs/product/citizen-information.md#information-categories): Name, Symbol (icon
 * picker), Mandant (TENANT_INDEPENDENCE; fixed once saved, as its variable rights belong to it). Speichern and
 * Abbrechen return to the list.
 */
export function InfoCategoryForm({ saved }: { saved: InfoCategory | null }) {
  const t = useT();
  const { ownTenant, independent } = useCitizenInfoRights();
  const [values, setValues] = useState<CategoryFormValues>(() => initialCategoryValues(saved, ownTenant));
  const { form, alertId, problem, pending, submit, invalidBy } = useRecordSave({
    listHref: LIST,
    validate: () => validateCategory(values, independent),
    save: () => {
      const payload = categoryPayload(values, independent);
      return saved ? api.infoCategories.update(saved.id, payload) : api.infoCategories.create(payload);
    },
    savedMessage: () => t(saved ? 'citizenInfo.categories.updated' : 'citizenInfo.categories.created'),
    fieldOfCode: categoryFieldOfCode,
  });

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
        <SaveCancelButtons pending={pending} cancelHref={LIST} />
      </Card>
    </form>
  );
}
