import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Case } from '@contracts/case.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import type { FormProblem } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  createPayload,
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
import { LocationCard } from './LocationCard.js';
import { PhotosCard } from './PhotosCard.js';
import { SettingsSection } from './SettingsSection.js';
import { StartWorkNotice } from './StartWorkNotice.js';
import { TextCard } from './TextCard.js';
import '../../components/forms/form-layout.css';

/** Server refusals that concern one field, told there as the form's own check would. */
const PROBLEM_OF_CODE: Partial<Record<string, CaseFormProblem>> = {
  CATEGORY_REQUIRED: { field: 'category', messageKey: 'caseFile.validation.category' },
  LOCATION_REQUIRED: { field: 'location', messageKey: 'caseFile.validation.location' },
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
  const startWorkId = useId();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<CaseFormValues>(() => initialValues(saved, ownTenant));
  const update = (patch: Partial<CaseFormValues>) => setValues((current) => ({ ...current, ...patch }));

  /** Every broken rule is told at its field (docs/product/cases.md#case-validation-rules), none in the form's alert. */
  const atFields = (problems: CaseFormProblem[]): FormProblem<CaseFormField> | null =>
    problems.length === 0
      ? null
      : { message: null, fields: problems.map((p) => p.field), fieldTexts: new Map(problems.map((p) => [p.field, t(p.messageKey)])) };

  const openCreated = async (created: Case, backToList: () => void) => {
    try {
      // a clerk who may not see others' cases cannot open one that went to somebody else
      await api.cases.get(created.id);
      navigate(`/edit-case?caseId=${created.id}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) console.error(error);
      backToList();
    }
  };

  const { form, alertId, problem, pending, submit, errorOf } = useRecordSave<CaseFormField, Case>({
    listHref: '/cases',
    validate: () => atFields(validateCase(values, { saved, today: todayText() })),
    save: () => (saved ? api.cases.update(saved.id, updatePayload(saved, values)) : api.cases.create(createPayload(values, viewer))),
    savedMessage: () => t(saved ? 'caseFile.toast.updated' : 'caseFile.toast.created'),
    afterSave: (next, _action, backToList) => {
      if (!saved) return openCreated(next, backToList);
      setValues(initialValues(next, ownTenant));
      onSaved?.(next);
    },
    failure: (error) => {
      const known = error instanceof ApiError && error.code ? PROBLEM_OF_CODE[error.code] : undefined;
      return known ? atFields([known]) : null;
    },
    focus: (form, { fields: [field] }) => (field ? form.querySelector<HTMLElement>(`[data-field="${field}"]`) : null),
  });

  return (
    <form ref={form} className="case-file__form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="case-file__grid">
        <div className="case-file__column">
          <TextCard
            title={t('caseFile.description.title')}
            label={t('caseFile.description.label')}
            rows={6}
            value={values.description}
            onChange={(description) => update({ description })}
          />
          <PhotosCard values={values} update={update} saved={saved} viewer={viewer} />
          <TextCard
            title={t('caseFile.handover.title')}
            label={t('caseFile.handover.label')}
            hint={t('caseFile.handover.hint')}
            rows={3}
            value={values.handoverNote}
            onChange={(handoverNote) => update({ handoverNote })}
          />
        </div>
        <div className="case-file__column">
          <SettingsSection
            values={values}
            update={update}
            viewer={viewer}
            saved={saved}
            locked={saved !== null && settingsLocked(saved.state)}
            errorOf={errorOf}
          />
          <LocationCard value={values.location} onChange={(location) => update({ location })} error={errorOf('location')} />
        </div>
      </div>
      <StartWorkNotice id={startWorkId} caseFile={saved} />
      <div className="form-buttons">
        <Link href="/cases" className="button button--secondary">
          {t('caseFile.back')}
        </Link>
        <Button type="submit" isPending={pending} aria-describedby={saved?.state === 'CREATED' ? startWorkId : undefined}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
