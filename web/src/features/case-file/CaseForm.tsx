import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Case } from '@contracts/case.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { ImageUpload } from '../../components/image-upload/ImageUpload.js';
import { CASE_MAP_CENTER, CASE_MAP_ZOOM } from '../../components/map/geo.js';
import { LazyMapPicker } from '../../components/map/lazy.js';
import { showSuccess } from '../../components/toast.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  createPayload,
  hasRight,
  initialValues,
  settingsLocked,
  todayText,
  updatePayload,
  validateCase,
  type CaseFormField,
  type CaseFormProblem,
  type CaseFormValues,
  type CaseViewer,
  type Choice,
} from './case-rules.js';
import { SettingsSection } from './SettingsSection.js';
import '../../components/forms/form-layout.css';

/** Server codes that concern one field of the form. */
const FIELD_OF_CODE: Record<string, CaseFormField> = { CATEGORY_REQUIRED: 'category', LOCATION_REQUIRED: 'location' };
const MESSAGE_OF_FIELD: Record<CaseFormField, MessageKey> = {
  category: 'caseFile.validation.category',
  location: 'caseFile.validation.location',
  deadline: 'caseFile.validation.deadlinePast',
};

export interface CaseFormProps {
  /** the saved case; null on /create-case */
  saved: Case | null;
  viewer: CaseViewer;
  /** the user's own tenant, preset on a new case */
  ownTenant: Choice | null;
  /** the case as the save answered it */
  onSaved?: (next: Case) => void;
}

/** Description, photos, settings, place and hand-over note of a case, saved together. */
export function CaseForm({ saved, viewer, ownTenant, onSaved }: CaseFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const alertId = useId();
  const locationErrorId = useId();
  const [values, setValues] = useState<CaseFormValues>(() => initialValues(saved, ownTenant));
  const [problems, setProblems] = useState<CaseFormProblem[]>([]);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const categoryField = useRef<HTMLSelectElement>(null);
  const deadlineField = useRef<HTMLInputElement>(null);
  const locationGroup = useRef<HTMLDivElement>(null);

  const creating = saved === null;
  const locked = saved !== null && settingsLocked(saved.state);
  const mayAddPhotos = creating || hasRight(viewer, 'ADD_IMAGES_TO_EXISTING_CASE');
  const mayAddFinalPhotos = saved?.state === 'FINISHED' && hasRight(viewer, 'ADD_IMAGES_TO_EXISTING_CASE');
  const update = (patch: Partial<CaseFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const errorOf = (field: CaseFormField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.messageKey) : null;
  };

  // after a failed save the keyboard goes to the first field in question
  useEffect(() => {
    if (attempt === 0 || problems.length === 0) return;
    const first = { category: categoryField, location: locationGroup, deadline: deadlineField }[problems[0].field];
    first.current?.focus();
  }, [attempt, problems]);

  const fail = (next: CaseFormProblem[], message: string | null = null) => {
    setProblems(next);
    setServerProblem(message);
    setAttempt((count) => count + 1);
  };

  const afterCreate = async (created: Case) => {
    showSuccess(t('caseFile.toast.created'));
    try {
      // a clerk who may not see others' cases cannot open one that went to somebody else
      await api.cases.get(created.id);
      navigate(`/edit-case?caseId=${created.id}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) console.error(error);
      navigate('/cases');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateCase(values, { saved, today: todayText() });
    if (invalid.length > 0) return fail(invalid);
    setProblems([]);
    setServerProblem(null);
    setPending(true);
    try {
      if (!saved) {
        await afterCreate(await api.cases.create(createPayload(values, viewer)));
        return;
      }
      const next = await api.cases.update(saved.id, updatePayload(saved, values));
      setValues(initialValues(next, ownTenant));
      onSaved?.(next);
      showSuccess(t('caseFile.toast.updated'));
    } catch (error) {
      const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
      const message = error instanceof ApiError && error.message ? error.message : null;
      if (message === null) console.error(error);
      if (field) fail([{ field, messageKey: MESSAGE_OF_FIELD[field] }]);
      else fail([], message ?? t('errors.unexpected'));
    } finally {
      setPending(false);
    }
  };

  const locationError = errorOf('location');

  return (
    <form className="case-file__form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={serverProblem} />
      <div className="case-file__grid">
        <div className="case-file__column">
          <Card title={t('caseFile.description.title')}>
            <Field label={t('caseFile.description.label')}>
              {(control) => (
                <textarea
                  {...control}
                  className="input"
                  rows={6}
                  maxLength={5000}
                  value={values.description}
                  onChange={(event) => update({ description: event.target.value })}
                />
              )}
            </Field>
          </Card>
          <Card title={t('caseFile.photos.title')}>
            <div className="stack">
              <ImageUpload
                label={t('caseFile.photos.label')}
                max={3}
                value={values.photos}
                onChange={(photos) => update({ photos })}
                disabled={!mayAddPhotos}
              />
              {!mayAddPhotos && <p className="field__hint">{t('caseFile.photos.noRight')}</p>}
              {saved && (
                <>
                  <ImageUpload
                    label={t('caseFile.photos.finalLabel')}
                    max={3}
                    value={values.finalPhotos}
                    onChange={(finalPhotos) => update({ finalPhotos })}
                    disabled={!mayAddFinalPhotos}
                  />
                  {!mayAddFinalPhotos && (
                    <p className="field__hint">{t(saved.state === 'FINISHED' ? 'caseFile.photos.noRight' : 'caseFile.photos.finalOnlyFinished')}</p>
                  )}
                </>
              )}
            </div>
          </Card>
          <Card title={t('caseFile.handover.title')}>
            <Field label={t('caseFile.handover.label')} hint={t('caseFile.handover.hint')}>
              {(control) => (
                <textarea
                  {...control}
                  className="input"
                  rows={3}
                  maxLength={5000}
                  value={values.handoverNote}
                  onChange={(event) => update({ handoverNote: event.target.value })}
                />
              )}
            </Field>
          </Card>
        </div>
        <div className="case-file__column">
          <SettingsSection
            values={values}
            update={update}
            viewer={viewer}
            saved={saved}
            locked={locked}
            errorOf={errorOf}
            categoryField={categoryField}
            deadlineField={deadlineField}
          />
          <Card title={t('caseFile.location.title')}>
            <div
              ref={locationGroup}
              className="case-file__location"
              role="group"
              aria-label={t('caseFile.location.title')}
              aria-describedby={locationError ? locationErrorId : undefined}
              tabIndex={-1}
            >
              <LazyMapPicker
                label={t('caseFile.location.map')}
                value={values.location}
                onChange={(location) => update({ location })}
                center={CASE_MAP_CENTER}
                zoom={values.location ? undefined : CASE_MAP_ZOOM}
              />
              {locationError && (
                <p className="field__error" id={locationErrorId}>
                  {locationError}
                </p>
              )}
            </div>
          </Card>
        </div>
      </div>
      <div className="form-buttons">
        <Link href="/cases" className="button button--secondary">
          {t('caseFile.back')}
        </Link>
        <Button type="submit" isPending={pending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
