import type { SurveyListItem } from '@contracts/survey.js';
import type { Column } from '../../components/data-table/DataTable.js';
import { ManagedList } from '../../components/managed-list/ManagedList.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { periodOf } from './survey-form.js';
import { useSurveyRights } from './useSurveyRights.js';

/**
 * /surveys (Umfragen): search, 'Neue Umfrage erstellen', Name, Zeitraum, Mandant (TENANT_INDEPENDENCE) and
 * Aktionen (edit, delete after asking in 'Umfrage löschen'; refused with 409 while an information item shows
 * the survey).
 */
export function SurveysPage() {
  const t = useT();
  const { independent } = useSurveyRights();
  const columns: Array<Column<SurveyListItem>> = [
    { key: 'name', header: t('surveys.column.name'), render: (s) => s.name },
    { key: 'period', header: t('surveys.column.period'), render: (s) => t('surveys.period', periodOf(s)) },
    ...(independent ? [{ key: 'tenant', header: t('surveys.column.tenant'), render: (s: SurveyListItem) => s.tenant.name }] : []),
  ];
  return (
    <ManagedList
      title={t('page.surveys')}
      createHref="/create-survey"
      createLabel={t('surveys.create')}
      searchField={{ label: t('surveys.search'), hint: t('surveys.searchHint') }}
      emptyText={t('surveys.empty')}
      noMatchText={t('surveys.noMatch')}
      columns={columns}
      actionsHeader={t('surveys.column.actions')}
      editLabel={t('surveys.edit')}
      deleteLabel={t('surveys.delete')}
      nameOf={(s) => s.name}
      editHref={(s) => `/edit-survey?surveyId=${s.id}`}
      load={api.surveys.list}
      remove={async (s) => {
        await api.surveys.remove(s.id);
        return t('surveys.toast.deleted', { name: s.name });
      }}
      deleteTitle={t('surveys.deleteTitle')}
      deleteQuestion={(s) => t('surveys.deleteQuestion', { name: s.name })}
    />
  );
}
