import type { Case } from '@contracts/case.js';
import { Card } from '../../components/Card.js';
import { DateTimePicker } from '../../components/date-picker/DatePicker.js';
import { Field } from '../../components/Field.js';
import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  DEADLINE_END_OF_DAY,
  hasRight,
  parseDeadline,
  todayText,
  type CaseFormField,
  type CaseFormValues,
  type CaseViewer,
  type Choice,
} from './case-rules.js';
import { useCaseOptions } from './useCaseOptions.js';

const loadTenants: TenantLoader = async (search) =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

export interface SettingsSectionProps {
  values: CaseFormValues;
  update: (patch: Partial<CaseFormValues>) => void;
  viewer: CaseViewer;
  /** the saved case (its names show before the lists load); null for a new case */
  saved: Case | null;
  /** rejected, finished or withdrawn: nothing here can change */
  locked: boolean;
  /** a field's own error, after a failed save; the form finds the field by its data-field to focus it */
  errorOf: (field: CaseFormField) => string | null;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** A current choice the loaded list does not contain (yet) stays selectable, so the select shows it. */
function withCurrent(options: Choice[] | null, current: Choice | null): Choice[] {
  const list = options ?? [];
  return current && !list.some((option) => option.id === current.id) ? [current, ...list] : list;
}

/**
 * "Falleinstellungen": tenant, category, subcategory, assignee and deadline
 * (docs/product/cases.md#creating-and-editing-a-case, docs/product/cases.md#case-validation-rules,
 * docs/product/cases.md#rights-that-guard-this-area).
 */
export function SettingsSection({ values, update, viewer, saved, locked, errorOf }: SettingsSectionProps) {
  const t = useT();
  const tenantId = values.tenant?.id ?? null;
  const options = useCaseOptions(tenantId, values.categoryId);
  const mayDeadline = hasRight(viewer, 'SET_CASE_EDIT_DEADLINE');
  const today = todayText();
  const savedChoice = (ref: Choice | null, id: number | null) => (ref && ref.id === id ? ref : null);

  const select = (
    label: string,
    list: Choice[] | null,
    value: number | null,
    current: Choice | null,
    emptyLabel: string,
    onChange: (id: number | null) => void,
    extra: { field?: CaseFormField; required?: boolean; disabled?: boolean } = {},
  ) => (
    <Field label={label} error={extra.field ? errorOf(extra.field) : null} required={extra.required}>
      {(control) => (
        <select
          {...control}
          data-field={extra.field}
          className="input"
          value={value === null ? '' : String(value)}
          disabled={extra.disabled}
          aria-busy={list === null || undefined}
          onChange={(event) => onChange(toId(event.target.value))}
        >
          <option value="">{list === null ? t('caseFile.settings.loading') : emptyLabel}</option>
          {withCurrent(list, current).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <Card title={t('caseFile.settings.title')}>
      {locked && <p className="case-file__notice">{t('caseFile.settings.locked')}</p>}
      <fieldset className="case-file__fieldset stack" disabled={locked}>
        <legend className="visually-hidden">{t('caseFile.settings.title')}</legend>
        {hasRight(viewer, 'TENANT_INDEPENDENCE') && (
          <TenantPicker
            label={t('caseFile.settings.tenant')}
            loader={loadTenants}
            value={tenantId}
            selectedName={values.tenant?.name}
            emptyText={t('caseFile.settings.noTenant')}
            onChange={(tenant) =>
              // categories, subcategories and users belong to a tenant: another tenant starts them afresh
              update({ tenant, categoryId: null, categoryTagId: null, assigneeId: null })
            }
          />
        )}
        {select(
          t('caseFile.settings.category'),
          options.categories,
          values.categoryId,
          savedChoice(saved?.category ?? null, values.categoryId),
          t('caseFile.settings.chooseCategory'),
          (categoryId) => update({ categoryId, categoryTagId: null }),
          { field: 'category', required: true },
        )}
        {select(
          t('caseFile.settings.tag'),
          options.tags,
          values.categoryTagId,
          savedChoice(saved?.categoryTag ?? null, values.categoryTagId),
          t('caseFile.settings.noTag'),
          (categoryTagId) => update({ categoryTagId }),
          { disabled: values.categoryId === null },
        )}
        {select(
          t('caseFile.settings.assignee'),
          options.assignees,
          values.assigneeId,
          savedChoice(saved?.assignee ? { id: saved.assignee.id, name: saved.assignee.fullname } : null, values.assigneeId),
          t(saved === null ? 'caseFile.settings.defaultAssignee' : 'caseFile.settings.noAssignee'),
          (assigneeId) => update({ assigneeId }),
        )}
        <DateTimePicker
          label={t('caseFile.settings.deadline')}
          error={errorOf('deadline')}
          hint={mayDeadline ? t('caseFile.settings.deadlineHint', { today }) : t('caseFile.settings.deadlineNoRight')}
          data-field="deadline"
          className="case-file__date"
          placeholder={t('caseFile.settings.deadlinePlaceholder')}
          disabled={!mayDeadline}
          min={today}
          parse={parseDeadline}
          emptyTime={DEADLINE_END_OF_DAY}
          value={values.deadline}
          onChange={(deadline) => update({ deadline })}
        />
      </fieldset>
    </Card>
  );
}
