import type { AnswerTemplate } from '@contracts/answer-template.js';
import type { Column } from '../../components/data-table/DataTable.js';
import { useTenantIndependence } from '../../components/forms/useTenantIndependence.js';
import { ManagedList } from '../../components/managed-list/ManagedList.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import './answer-templates.css';

const load = api.answerTemplates.list;
const remove = async (template: AnswerTemplate) => (await api.answerTemplates.remove(template.id)).message;

/** /answer-templates: search, 'Neuen Textbaustein erstellen', Mandant (TENANT_INDEPENDENCE), Name, Text, Aktionen. */
export function AnswerTemplatesPage() {
  const t = useT();
  const { independent } = useTenantIndependence();
  const columns: Array<Column<AnswerTemplate>> = [
    ...(independent
      ? [{ key: 'tenant', header: t('answerTemplates.column.tenant'), render: (row: AnswerTemplate) => row.tenant.name, secondary: true }]
      : []),
    { key: 'name', header: t('answerTemplates.column.name'), render: (row) => row.name },
    { key: 'text', header: t('answerTemplates.column.text'), render: (row) => <span className="answer-templates__text">{row.text}</span> },
  ];
  return (
    <ManagedList
      title={t('answerTemplates.title')}
      createHref="/create-answer-template"
      createLabel={t('answerTemplates.create')}
      searchField={{ label: t('answerTemplates.search'), hint: t('answerTemplates.searchHint') }}
      emptyText={t('answerTemplates.empty')}
      noMatchText={t('answerTemplates.noMatch')}
      columns={columns}
      actionsHeader={t('answerTemplates.column.actions')}
      editLabel={t('answerTemplates.edit')}
      deleteLabel={t('answerTemplates.delete')}
      nameOf={(row) => row.name}
      editHref={(row) => `/edit-answer-template?templateId=${row.id}`}
      load={load}
      remove={remove}
      deleteTitle={t('answerTemplates.deleteTitle')}
      deleteQuestion={(row) => t('answerTemplates.deleteQuestion', { name: row.name })}
    />
  );
}
