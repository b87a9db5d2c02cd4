import type { Category } from '@contracts/category.js';
import type { Column } from '../../components/data-table/DataTable.js';
import { useTenantIndependence } from '../../components/forms/useTenantIndependence.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CatalogList } from './CatalogList.js';

const load = api.categories.list;
const remove = api.categories.remove;

/** /categories: search, 'Neue Kategorie erstellen', Mandant (TENANT_INDEPENDENCE), Name, Bearbeiter, Aktionen. */
export function CategoriesPage() {
  const t = useT();
  const { independent } = useTenantIndependence();
  const columns: Array<Column<Category>> = [
    ...(independent ? [{ key: 'tenant', header: t('categories.column.tenant'), render: (c: Category) => c.tenant.name }] : []),
    { key: 'name', header: t('categories.column.name'), render: (c) => c.name },
    { key: 'assignee', header: t('categories.column.assignee'), render: (c) => c.initialAssignee?.fullname ?? '' },
  ];
  return (
    <CatalogList
      title={t('page.categories')}
      createHref="/create-category"
      createLabel={t('categories.create')}
      searchField={{ label: t('categories.search'), hint: t('categories.searchHint') }}
      emptyText={t('categories.empty')}
      columns={columns}
      actionsHeader={t('categories.column.actions')}
      editHref={(c) => `/edit-category?categoryId=${c.id}`}
      load={load}
      remove={remove}
      deleteTitle={t('categories.deleteTitle')}
      deleteQuestion={(c) => t('categories.deleteQuestion', { name: c.name })}
    />
  );
}
