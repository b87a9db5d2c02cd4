import { useEffect, useState } from 'react';
import type { Survey } from '@contracts/survey.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FormAlert } from '../../components/FormAlert.js';
import { DateRangeFields } from '../../components/forms/DateRangeFields.js';
import { NameField } from '../../components/forms/NameField.js';
import { SaveCancelButtons } from '../../components/forms/SaveCancelButtons.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { AreaCard } from '../../components/map/AreaCard.js';
import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { QuestionEditor } from './QuestionEditor.js';
import { SURVEY_SECTIONS } from './survey-sections.js';
import {
  addQuestion,
  canRemoveQuestion,
  initialValues,
  newQuestion,
  removeQuestion,
  replaceQuestion,
  successorAt,
  surveyPayload,
  validateSurvey,
  withSurveyName,
  type SurveyField,
  type SurveyFormValues,
} from './survey-form.js';
import { useSurveyRights } from './useSurveyRights.js';
import '../../components/forms/form-layout.css';

const LIST = '/surveys';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

/**
 * The survey form (docs/product/citizen-information.md#surveys,
 * docs/product/citizen-information.md#survey-validation-rules): name, start and end, 'Ergebnis im Dashboard anzeigen',
 * the tenant (TENANT_INDEPENDENCE), the questions with their answers, and the boundary on the map. Speichern checks the
 * rules in order and shows the first failing message; a saved survey returns to /surveys.
 */
export function SurveyForm({ saved }: { saved: Survey | null }) {
  const t = useT();
  const { ownTenant, independent } = useSurveyRights();
  const [values, setValues] = useState<SurveyFormValues>(() => initialValues(saved, ownTenant));
  const tenantPicked = independent && saved === null;
  const { form, alertId, problem, clear, pending, submit } = useRecordSave({
    listHref: LIST,
    validate: () => validateSurvey(values, { tenantRequired: tenantPicked }),
    save: () => {
      const payload = surveyPayload(values, { sendTenant: tenantPicked });
      return saved ? api.surveys.update(saved.id, payload) : api.surveys.create(payload);
    },
    savedMessage: () => t(saved ? 'surveys.toast.updated' : 'surveys.toast.created'),
  });
  const [doomedQuestion, setDoomedQuestion] = useState<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  // After adding or removing a question or answer the keyboard goes to the control that takes its place; one
  // frame later, so a closing dialog has handed the focus back first.
  useEffect(() => {
    if (focusTarget === null) return;
    const frame = requestAnimationFrame(() => {
      form.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`)?.focus();
      setFocusTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTarget]);

  const update = (change: Partial<SurveyFormValues>) => setValues((current) => ({ ...current, ...change }));

  const add = () => {
    const question = newQuestion();
    setValues((current) => addQuestion(current, question));
    setFocusTarget(`question-${question.key}`);
  };

  const confirmRemoval = () => {
    if (doomedQuestion === null) return;
    const position = values.questions.findIndex((q) => q.key === doomedQuestion);
    const next = removeQuestion(values, doomedQuestion);
    setValues(next);
    setDoomedQuestion(null);
    clear();
    const successor = successorAt(next.questions, position);
    if (successor) setFocusTarget(`question-${successor.key}`);
  };

  const field = problem?.fields[0];
  const invalidBy = (kind: SurveyField['kind']) => (field?.kind === kind ? alertId : null);
  const questionInvalidBy = (kind: 'questionName' | 'answers', index: number) =>
    field?.kind === kind && 'question' in field && field.question === index ? alertId : null;

  return (
    <form ref={form} className="survey-form" onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <div className="form-columns form-columns--map survey-form__columns">
        <Card title={t(SURVEY_SECTIONS.survey.label)} headingId={SURVEY_SECTIONS.survey.id}>
          <div className="stack">
            <NameField
              label={t('surveys.form.name')}
              invalidBy={invalidBy('name')}
              value={values.name}
              onChange={(name) => setValues((current) => withSurveyName(current, name))}
            />
            <DateRangeFields
              startLabel={t('surveys.form.start')}
              endLabel={t('surveys.form.end')}
              hint={t('surveys.form.dateHint')}
              value={values}
              onChange={update}
              invalidBy={invalidBy}
            />
            <Checkbox
              label={t('surveys.form.showInDashboard')}
              checked={values.showInDashboard}
              onChange={(event) => update({ showInDashboard: event.target.checked })}
            />
            {tenantPicked && (
              <TenantPicker
                label={t('surveys.form.tenant')}
                loader={loadTenants}
                value={values.tenant?.id ?? null}
                selectedName={values.tenant?.name}
                onChange={(tenant) => update({ tenant })}
                invalidBy={invalidBy('tenant')}
                isRequired
              />
            )}
            {independent && saved && (
              <div className="field">
                <span className="field__label">{t('surveys.form.tenant')}</span>
                <p className="survey-form__fixed">{saved.tenant.name}</p>
                <p className="field__hint">{t('surveys.form.tenantFixed')}</p>
              </div>
            )}
          </div>
        </Card>
        <AreaCard
          texts={{ title: t('surveys.form.boundaries'), hint: t('surveys.form.boundariesHint'), map: t('surveys.form.map') }}
          points={values.boundaries}
          onChange={(boundaries) => update({ boundaries })}
          search={api.geocode.search}
        />
      </div>
      <Card title={t(SURVEY_SECTIONS.questions.label)} headingId={SURVEY_SECTIONS.questions.id}>
        <div className="survey-form__questions">
          {values.questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              mirrorsName={index === 0}
              removable={canRemoveQuestion(values)}
              onChange={(changed) => setValues((current) => replaceQuestion(current, changed))}
              onRemove={() => setDoomedQuestion(question.key)}
              requestFocus={setFocusTarget}
              nameInvalidBy={questionInvalidBy('questionName', index)}
              answersInvalidBy={questionInvalidBy('answers', index)}
            />
          ))}
        </div>
        <p className="survey-form__add-question">
          <Button variant="secondary" onClick={add}>
            {t('surveys.form.addQuestion')}
          </Button>
        </p>
      </Card>
      <SaveCancelButtons pending={pending} cancelHref={LIST} />
      <ConfirmDialog
        isOpen={doomedQuestion !== null}
        title={t('surveys.form.removeQuestion')}
        confirmLabel={t('surveys.form.removeQuestion')}
        destructive
        onConfirm={confirmRemoval}
        onCancel={() => setDoomedQuestion(null)}
      >
        <p>{t('surveys.form.removeQuestionConfirm')}</p>
      </ConfirmDialog>
    </form>
  );
}
