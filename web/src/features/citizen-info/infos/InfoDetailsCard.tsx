import type { Dispatch, SetStateAction } from 'react';
import type { Info, InfoType } from '@contracts/info.js';
import { Card } from '../../../components/Card.js';
import { Field } from '../../../components/Field.js';
import { DateRangeFields } from '../../../components/forms/DateRangeFields.js';
import { TextField } from '../../../components/forms/TextField.js';
import { ImageUpload } from '../../../components/image-upload/ImageUpload.js';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy.js';
import { loadedValue } from '../../../components/useLoaded.js';
import { useT } from '../../../i18n/i18n.js';
import { TenantField } from '../../../components/forms/TenantField.js';
import { withEventStart, withTenant, withType, type InfoField, type InfoFormValues } from './info-form.js';
import { SelectField } from './SelectField.js';
import type { InfoChoices } from './useInfoChoices.js';

export interface InfoDetailsCardProps {
  values: InfoFormValues;
  setValues: Dispatch<SetStateAction<InfoFormValues>>;
  /** the saved item (its names show before the lists load); null for a new one */
  saved: Info | null;
  choices: InfoChoices;
  /** the tenant picker (TENANT_INDEPENDENCE) */
  independent: boolean;
  invalidBy: (field: InfoField) => string | null;
}

/**
 * The item's own fields (docs/product/citizen-information.md#citizen-information-items): headline, tenant, type, dates,
 * place, category, survey, text, image.
 */
export function InfoDetailsCard({ values, setValues, saved, choices, independent, invalidBy }: InfoDetailsCardProps) {
  const t = useT();
  const update = (change: Partial<InfoFormValues>) => setValues((current) => ({ ...current, ...change }));
  return (
    <Card title={t('citizenInfo.form.card')}>
      <div className="stack">
        <TextField
          label={t('citizenInfo.form.headline')}
          invalidBy={invalidBy('headline')}
          required
          type="text"
          maxLength={300}
          autoComplete="off"
          value={values.headline}
          onChange={(headline) => update({ headline })}
        />
        {independent && (
          <TenantField
            label={t('citizenInfo.form.tenant')}
            value={values.tenant}
            onChange={(tenant) => setValues((v) => withTenant(v, tenant))}
            invalidBy={invalidBy('tenant')}
          />
        )}
        <Field label={t('citizenInfo.form.type')} invalidBy={invalidBy('type')} required>
          {(control) => (
            <select
              {...control}
              className="input"
              aria-busy={choices.types.state === 'loading' ? true : undefined}
              value={values.type ?? ''}
              onChange={(event) => setValues((v) => withType(v, (event.target.value || null) as InfoType | null))}
            >
              <option value="">{t('citizenInfo.form.chooseType')}</option>
              {(loadedValue(choices.types) ?? []).map((type) => (
                <option key={type} value={type}>
                  {t(`citizenInfo.type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.type === 'EVENT' && (
          <div className="citizen-info-form__dates">
            <DateRangeFields
              startLabel={t('citizenInfo.form.eventStart')}
              endLabel={t('citizenInfo.form.eventEnd')}
              hint={t('citizenInfo.form.dateHint')}
              value={{ start: values.eventStart, end: values.eventEnd }}
              onChange={({ start, end }) =>
                setValues((v) => (start === undefined ? { ...v, eventEnd: end ?? v.eventEnd } : withEventStart(v, start)))
              }
              invalidBy={(edge) => invalidBy(edge === 'start' ? 'eventStart' : 'eventEnd')}
            />
          </div>
        )}
        <TextField
          label={t('citizenInfo.form.place')}
          type="text"
          maxLength={300}
          autoComplete="off"
          value={values.place}
          onChange={(place) => update({ place })}
        />
        <SelectField
          label={t('citizenInfo.form.category')}
          placeholder={t('citizenInfo.form.chooseCategory')}
          options={choices.categories}
          emptyHint={t('citizenInfo.form.noCategories')}
          value={values.categoryId === null ? '' : String(values.categoryId)}
          selectedLabel={saved?.categoryId === values.categoryId ? saved?.category.name : undefined}
          onChange={(value) => update({ categoryId: value ? Number(value) : null })}
          invalidBy={invalidBy('category')}
          required
        />
        {values.type === 'SURVEY' && (
          <SelectField
            label={t('citizenInfo.form.survey')}
            placeholder={t('citizenInfo.form.chooseSurvey')}
            options={choices.surveys}
            emptyHint={t('citizenInfo.form.noSurveys')}
            value={values.surveyId === null ? '' : String(values.surveyId)}
            selectedLabel={saved?.surveyId === values.surveyId ? saved?.survey?.name : undefined}
            onChange={(value) => update({ surveyId: value ? Number(value) : null })}
            invalidBy={invalidBy('survey')}
            required
          />
        )}
        <LazyRichTextEditor
          label={t('citizenInfo.form.description')}
          value={values.description}
          onChange={(description) => update({ description })}
          required
          errorId={invalidBy('description')}
        />
        <div data-field="titleImage">
          <ImageUpload
            label={t('citizenInfo.form.titleImage')}
            value={values.titleImages}
            onChange={(titleImages) => update({ titleImages })}
            max={1}
          />
        </div>
      </div>
    </Card>
  );
}
