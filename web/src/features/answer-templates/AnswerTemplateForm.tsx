import { useState } from 'react';
import { ANSWER_TEMPLATE_TEXT_MAX, type AnswerTemplate } from '@contracts/answer-template.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { NameField } from '../../components/forms/NameField.js';
import { SaveCancelButtons } from '../../components/forms/SaveCancelButtons.js';
import { TenantField } from '../../components/forms/TenantField.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { useTenantIndependence } from '../../components/forms/useTenantIndependence.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { TemplateHelpCard } from './TemplateHelpCard.js';
import { fieldOfCode, initialValues, templatePayload, validateTemplate, type TemplateFormValues } from './template-form.js';
import '../../components/forms/form-layout.css';

const LIST = '/answer-templates';

export interface AnswerTemplateFormProps {
  /** the template being edited; null creates one */
  saved: AnswerTemplate | null;
}

/**
 * The answer template form: name, tenant (TENANT_INDEPENDENCE) and the text with its placeholders, beside the
 * list of placeholders and a preview for an example case. Speichern returns to the list, Abbrechen too.
 */
export function AnswerTemplateForm({ saved }: AnswerTemplateFormProps) {
  const t = useT();
  const { ownTenant, independent } = useTenantIndependence();
  const [values, setValues] = useState<TemplateFormValues>(() => initialValues(saved, ownTenant));
  const { form, alertId, problem, pending, submit, invalidBy } = useRecordSave({
    listHref: LIST,
    validate: () => validateTemplate(values, independent),
    save: () => {
      const payload = templatePayload(values, independent);
      return saved ? api.answerTemplates.update(saved.id, payload) : api.answerTemplates.create(payload);
    },
    savedMessage: () => t(saved ? 'answerTemplates.toast.updated' : 'answerTemplates.toast.created'),
    fieldOfCode,
  });

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="form-columns">
        <Card title={t('answerTemplates.form.card')}>
          <div className="stack">
            <NameField
              label={t('answerTemplates.form.name')}
              invalidBy={invalidBy('name')}
              value={values.name}
              onChange={(name) => setValues((v) => ({ ...v, name }))}
            />
            {independent && (
              <TenantField
                label={t('answerTemplates.form.tenant')}
                value={values.tenant}
                onChange={(tenant) => setValues((v) => ({ ...v, tenant }))}
                invalidBy={invalidBy('tenant')}
              />
            )}
            <Field label={t('answerTemplates.form.text')} hint={t('answerTemplates.form.textHint')} invalidBy={invalidBy('text')} required>
              {(control) => (
                <textarea
                  {...control}
                  className="input answer-template-form__text"
                  name="text"
                  rows={12}
                  maxLength={ANSWER_TEMPLATE_TEXT_MAX}
                  value={values.text}
                  onChange={(event) => setValues((v) => ({ ...v, text: event.target.value }))}
                />
              )}
            </Field>
          </div>
          <SaveCancelButtons pending={pending} cancelHref={LIST} />
        </Card>
        <TemplateHelpCard text={values.text} tenantName={values.tenant?.name ?? null} />
      </div>
    </form>
  );
}
