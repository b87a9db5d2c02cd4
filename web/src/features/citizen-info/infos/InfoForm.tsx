import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Info, InfoStatus, InfoType } from '@contracts/info.js';
import { ApiError } from '../../../api/http.js';
import { Button } from '../../../components/Button.js';
import { Card } from '../../../components/Card.js';
import { Field } from '../../../components/Field.js';
import { FormAlert } from '../../../components/FormAlert.js';
import { DateRangeFields } from '../../../components/forms/DateRangeFields.js';
import { TextField } from '../../../components/forms/TextField.js';
import { ImageUpload } from '../../../components/image-upload/ImageUpload.js';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy.js';
import { showSuccess } from '../../../components/toast.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { TenantField } from '../shared/TenantField.js';
import { useCitizenInfoRights } from '../shared/useCitizenInfoRights.js';
import { mapLoaded, useLoaded, valueOf } from '../../../components/useLoaded.js';
import { InfoActionsCard } from './InfoActionsCard.js';
import {
  infoFieldOfError,
  infoPayload,
  initialInfoValues,
  saveActions,
  validateInfo,
  withEventStart,
  withTenant,
  withType,
  type InfoField,
  type InfoFormValues,
} from './info-form.js';
import { InfoMapField } from './InfoMapField.js';
import { SelectField } from './SelectField.js';
import '../../../components/forms/form-layout.css';

const LIST = '/buergerinfos';

interface Problem {
  message: string;
  field: InfoField | null;
}

/** After a failed save: the map or the image button for their checks, else the control marked invalid. */
function focusProblem(form: HTMLFormElement | null, field: InfoField | null) {
  if (!form) return;
  const target =
    field === 'map'
      ? form.querySelector<HTMLElement>('[data-field="map"] .map-canvas')
      : field === 'titleImage'
        ? form.querySelector<HTMLElement>('[data-field="titleImage"] button:not([disabled])')
        : form.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}

/**
 * The citizen information form (specification §2, §4, §5): the fields, the map for the type, the 'Aktionen'
 * card, and the save buttons. Saving checks the ten rules of §5 in order and shows the first failing message;
 * a saved item returns to /buergerinfos.
 */
export function InfoForm({ saved }: { saved: Info | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { ownTenant, independent } = useCitizenInfoRights();
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<InfoFormValues>(() => initialInfoValues(saved, ownTenant));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<InfoStatus | null>(null);

  // the tenant whose categories and surveys are offered: the chosen one, or the last one while the field is empty
  const chosenTenant = independent ? (values.tenant?.id ?? null) : (ownTenant?.id ?? null);
  const [tenantId, setTenantId] = useState(chosenTenant);
  if (chosenTenant !== null && chosenTenant !== tenantId) setTenantId(chosenTenant);
  const types = useLoaded(() => api.infos.types(), 'types');
  const categories = useLoaded(() => api.infoCategories.ofTenant(tenantId ?? 0), tenantId);
  const surveys = useLoaded(
    () => api.surveys.list({ tenant: tenantId ?? undefined, sort: 'name', order: 'ASC', size: 200 }),
    values.type === 'SURVEY' ? tenantId : null,
  );
  const approve = useLoaded(() => api.infoCategories.hasRight('APPROVE', values.categoryId ?? 0), values.categoryId);
  // until the answer for the chosen category is there, the saved item's own flag stands in for its category
  const canApprove = valueOf(approve) ?? (saved !== null && saved.categoryId === values.categoryId && saved.approvable);
  const actions = saveActions(saved?.status ?? null, canApprove);

  useEffect(() => {
    if (attempt > 0) focusProblem(form.current, problem?.field ?? null);
    // only a new failed attempt moves the focus
  }, [attempt]);

  const update = (change: Partial<InfoFormValues>) => setValues((current) => ({ ...current, ...change }));
  const fail = (message: string, field: InfoField | null) => {
    setProblem({ message, field });
    setAttempt((count) => count + 1);
  };

  const save = async (status: InfoStatus) => {
    if (pending) return;
    const invalid = validateInfo(values, independent);
    if (invalid) return fail(t(invalid.messageKey), invalid.field);
    setProblem(null);
    setPending(status);
    let approvalRequested: boolean;
    try {
      const payload = infoPayload(values, status, independent);
      ({ approvalRequested } = await (saved ? api.infos.update(saved.id, payload) : api.infos.create(payload)));
    } catch (error) {
      setPending(null);
      if (error instanceof ApiError && error.message) return fail(error.message, infoFieldOfError(error.code, error.message));
      console.error(error);
      return fail(t('errors.unexpected'), null);
    }
    showSuccess(
      t(
        status === 'DRAFT'
          ? 'citizenInfo.toast.draft'
          : saved
            ? 'citizenInfo.toast.updated'
            : approvalRequested
              ? 'citizenInfo.toast.approvalRequested'
              : 'citizenInfo.toast.published',
      ),
    );
    navigate(LIST);
  };

  // Enter in a field saves nothing: publishing or asking for approval is always a deliberate click.
  const submit = (event: FormEvent) => event.preventDefault();
  const invalidBy = (field: InfoField) => (problem?.field === field ? alertId : null);

  const typeOptions = valueOf(types) ?? [];

  return (
    <form ref={form} className="citizen-info-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="form-columns">
        <div className="citizen-info-form__main">
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
                    aria-busy={types.state === 'loading' ? true : undefined}
                    value={values.type ?? ''}
                    onChange={(event) => setValues((v) => withType(v, (event.target.value || null) as InfoType | null))}
                  >
                    <option value="">{t('citizenInfo.form.chooseType')}</option>
                    {typeOptions.map((type) => (
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
                options={mapLoaded(categories, (list) => list.map((c) => ({ value: String(c.id), label: c.name })))}
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
                  options={mapLoaded(surveys, (page) => page.content.map((s) => ({ value: String(s.id), label: s.name })))}
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
          <InfoMapField
            type={values.type}
            line={values.line}
            area={values.area}
            marker={values.marker}
            onLine={(line) => update({ line })}
            onArea={(area) => update({ area })}
            onMarker={(marker) => update({ marker })}
          />
        </div>
        <InfoActionsCard saved={saved} />
      </div>
      <div className="form-buttons">
        <Button isPending={pending === 'PUBLISHED'} onClick={() => void save('PUBLISHED')}>
          {t(actions.publishLabel)}
        </Button>
        {actions.draft && (
          <Button variant="secondary" isPending={pending === 'DRAFT'} onClick={() => void save('DRAFT')}>
            {t('citizenInfo.form.saveDraft')}
          </Button>
        )}
        <Link href={LIST} className="button button--secondary">
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}
