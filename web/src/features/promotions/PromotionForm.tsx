import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Promotion } from '@contracts/promotion.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { FormAlert } from '../../components/FormAlert.js';
import { DateRangeFields } from '../../components/forms/DateRangeFields.js';
import { NameField } from '../../components/forms/NameField.js';
import { useFormProblem } from '../../components/forms/useFormProblem.js';
import { LazyPolygonEditor } from '../../components/map/lazy.js';
import { showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  fieldOfCode,
  initialValues,
  promotionPayload,
  validatePromotion,
  type PromotionField,
  type PromotionFormValues,
} from './promotion-form.js';

interface Problem {
  message: string;
  field: PromotionField | null;
}

/**
 * The promotion form (specification §2): Bezeichnung, Beginn, Ende, 'Bereits registrierte Geräte zulassen' and
 * the boundary drawn on the map. Speichern checks the four rules of §5 in order and shows the first failing
 * message; a saved promotion returns to /promotions.
 */
export function PromotionForm({ saved }: { saved: Promotion | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { form, alertId, problem, fail, clear } = useFormProblem<Problem>();
  const [values, setValues] = useState<PromotionFormValues>(() => initialValues(saved));
  const [pending, setPending] = useState(false);

  const update = (change: Partial<PromotionFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validatePromotion(values);
    if (invalid) return fail({ message: t(invalid.messageKey), field: invalid.field });
    clear();
    setPending(true);
    try {
      const payload = promotionPayload(values);
      await (saved ? api.promotions.update(saved.id, payload) : api.promotions.create(payload));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.message) return fail({ message: error.message, field: fieldOfCode(error.code) });
      console.error(error);
      return fail({ message: t('errors.unexpected'), field: null });
    }
    showSuccess(t(saved ? 'promotions.toast.updated' : 'promotions.toast.created'));
    navigate('/promotions');
  };

  const invalidBy = (field: PromotionField) => (problem?.field === field ? alertId : null);

  return (
    <form ref={form} className="promotion-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="promotion-form__layout">
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
        <Card title={t('promotions.form.boundaries')}>
          <p className="field__hint">{t('promotions.form.boundariesHint')}</p>
          <LazyPolygonEditor
            label={t('promotions.form.map')}
            mode="area"
            points={values.boundaries}
            onChange={(boundaries) => update({ boundaries })}
            search={api.geocode.search}
          />
        </Card>
      </div>
      <div className="promotion-form__buttons">
        <Button type="submit" isPending={pending}>
          {t('common.save')}
        </Button>
        <Link href="/promotions" className="button button--secondary">
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}
