import type { InfoCategory } from '@contracts/bis-category.js';
import type { PageQuery } from '@contracts/common.js';
import type { Column } from '../../../components/data-table/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { LazyIconGlyph } from '../icons/lazy.js';
import { CitizenInfoList } from '../shared/CitizenInfoList.js';
import { useCitizenInfoRights } from '../shared/useCitizenInfoRights.js';

const load = (query: PageQuery) => api.infoCategories.list(query);

/**
 * /buergerinfo-categories (Informationskategorieverwaltung): Mandant (TENANT_INDEPENDENCE), Name with its
 * icon, Aktionen (edit if the row is editable, delete if deletable).
 */
export function InfoCategoriesPage() {
  const t = useT();
  const { independent } = useCitizenInfoRights();
  const columns: Array<Column<InfoCategory>> = [
    ...(independent ? [{ key: 'tenant', header: t('citizenInfo.column.tenant'), render: (c: InfoCategory) => c.tenant.name }] : []),
    {
      key: 'name',
      header: t('citizenInfo.column.name'),
      render: (c) => (
        <span className="citizen-info-list__named">
          <LazyIconGlyph name={c.icon} />
          {c.name}
        </span>
      ),
    },
  ];
  return (
    <CitizenInfoList
      title={t('page.bisCategories')}
      createHref="/create-bis-category"
      createLabel={t('citizenInfo.categories.create')}
      searchField={{ label: t('citizenInfo.categories.search'), hint: t('citizenInfo.categories.searchHint') }}
      emptyText={t('citizenInfo.categories.empty')}
      columns={columns}
      nameOf={(c) => c.name}
      editHref={(c) => `/edit-bis-category?categoryId=${c.id}`}
      load={load}
      remove={async (c) => {
        await api.infoCategories.remove(c.id);
        return t('citizenInfo.categories.deleted', { name: c.name });
      }}
      deleteTitle={t('citizenInfo.categories.deleteTitle')}
      deleteQuestion={(c) => t('citizenInfo.categories.deleteQuestion', { name: c.name })}
    />
  );
}
