import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Promotion } from '@contracts/promotion.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { LazyPolygonEditor } from '../../components/map/lazy.js';
import { showSuccess } from '../../components/toast.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
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
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PromotionFormValues>(() => initialValues(saved));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const update = (change: Partial<PromotionFormValues>) => setValues((current) => ({ ...current, ...change }));
  const fail = (message: string, field: PromotionField | null) => {
    setProblem({ message, field });
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validatePromotion(values);
    if (invalid) return fail(t(invalid.messageKey), invalid.field);
    setProblem(null);
    setPending(true);
    try {
      const payload = promotionPayload(values);
      await (saved ? api.promotions.update(saved.id, payload) : api.promotions.create(payload));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.message) return fail(error.message, fieldOfCode(error.code));
      console.error(error);
      return fail(t('errors.unexpected'), null);
    }
    showSuccess(t(saved ? 'promotions.toast.updated' : 'promotions.toast.created'));
    navigate('/promotions');
  };

  const invalidBy = (field: PromotionField) => (problem?.field === field ? alertId : null);

  const dateField = (field: 'start' | 'end') => (
    <Field label={t(field === 'start' ? 'promotions.form.start' : 'promotions.form.end')} hint={t('promotions.form.dateHint')} invalidBy={invalidBy(field)} required>
      {(control) => (
        <input
          {...control}
          className="input promotion-form__date"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="2026.07.01 08:00"
          value={values[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form ref={form} className="promotion-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="promotion-form__layout">
        <Card title={t('promotions.form.card')}>
          <div className="stack">
            <Field label={t('promotions.form.name')} invalidBy={invalidBy('name')} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="text"
                  maxLength={200}
                  autoComplete="off"
                  value={values.name}
                  onChange={(event) => update({ name: event.target.value })}
                />
              )}
            </Field>
            {dateField('start')}
            {dateField('end')}
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
