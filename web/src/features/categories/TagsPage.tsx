import type { Tag } from '@contracts/category.js';
import type { Column } from '../../components/data-table/DataTable.js';
import { useTenantIndependence } from '../../components/forms/useTenantIndependence.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CatalogList } from './CatalogList.js';

const load = api.tags.list;
const remove = api.tags.remove;

/** /tags: Mandant (TENANT_INDEPENDENCE), Name, Kategorie (the parent), Bearbeiter, Aktionen with edit and delete. */
export function TagsPage() {
  const t = useT();
  const { independent } = useTenantIndependence();
  const columns: Array<Column<Tag>> = [
    ...(independent ? [{ key: 'tenant', header: t('tags.column.tenant'), render: (tag: Tag) => tag.tenant.name, secondary: true }] : []),
    { key: 'name', header: t('tags.column.name'), render: (tag) => tag.name },
    { key: 'category', header: t('tags.column.category'), render: (tag) => tag.category.name },
    { key: 'assignee', header: t('tags.column.assignee'), render: (tag) => tag.initialAssignee?.fullname ?? '', secondary: true },
  ];
  return (
    <CatalogList
      title={t('page.tags')}
      createHref="/create-tag"
      createLabel={t('tags.create')}
      searchField={{ label: t('tags.search'), hint: t('tags.searchHint') }}
      emptyText={t('tags.empty')}
      columns={columns}
      actionsHeader={t('tags.column.actions')}
      editHref={(tag) => `/edit-tag?categoryId=${tag.id}`}
      load={load}
      remove={remove}
      deleteTitle={t('tags.deleteTitle')}
      deleteQuestion={(tag) => t('tags.deleteQuestion', { name: tag.name })}
    />
  );
}
