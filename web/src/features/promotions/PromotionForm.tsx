import { useState } from 'react';
import type { Promotion } from '@contracts/promotion.js';
import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { FormAlert } from '../../components/FormAlert.js';
import { DateRangeFields } from '../../components/forms/DateRangeFields.js';
import { NameField } from '../../components/forms/NameField.js';
import { SaveCancelButtons } from '../../components/forms/SaveCancelButtons.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { AreaCard } from '../../components/map/AreaCard.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { fieldOfCode, initialValues, promotionPayload, validatePromotion, type PromotionFormValues } from './promotion-form.js';
import '../../components/forms/form-layout.css';

const LIST = '/promotions';

/**
 * The promotion form (docs/product/super-admin.md#promotions): Bezeichnung, Beginn, Ende, 'Bereits registrierte Geräte
 * zulassen' and the boundary drawn on the map. Speichern checks the four rules of
 * docs/product/super-admin.md#promotion-validation-rules in order and shows the first failing message; a saved
 * promotion returns to /promotions.
 */
export function PromotionForm({ saved }: { saved: Promotion | null }) {
  const t = useT();
  const [values, setValues] = useState<PromotionFormValues>(() => initialValues(saved));
  const { form, alertId, problem, pending, submit, invalidBy } = useRecordSave({
    listHref: LIST,
    validate: () => validatePromotion(values),
    save: () => {
      const payload = promotionPayload(values);
      return saved ? api.promotions.update(saved.id, payload) : api.promotions.create(payload);
    },
    savedMessage: () => t(saved ? 'promotions.toast.updated' : 'promotions.toast.created'),
    fieldOfCode,
  });

  const update = (change: Partial<PromotionFormValues>) => setValues((current) => ({ ...current, ...change }));

  return (
    <form ref={form} className="promotion-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="form-columns form-columns--map">
        <Card title={t('promotions.form.card')}>
          <div className="stack">
            <NameField
              label={t('promotions.form.name')}
              invalidBy={invalidBy('name')}
              value={values.name}
              onChange={(name) => update({ name })}
            />
            <DateRangeFields
              startLabel={t('promotions.form.start')}
              endLabel={t('promotions.form.end')}
              hint={t('promotions.form.dateHint')}
              value={values}
              onChange={update}
              invalidBy={invalidBy}
            />
            <Checkbox
              label={t('promotions.form.allowRegistered')}
              checked={values.allowAlreadyRegisteredDevices}
              onChange={(event) => update({ allowAlreadyRegisteredDevices: event.target.checked })}
            />
          </div>
        </Card>
        <AreaCard
          texts={{ title: t('promotions.form.boundaries'), hint: t('promotions.form.boundariesHint'), map: t('promotions.form.map') }}
          points={values.boundaries}
          onChange={(boundaries) => update({ boundaries })}
          search={api.geocode.search}
        />
      </div>
      <SaveCancelButtons pending={pending} cancelHref={LIST} />
    </form>
  );
}
