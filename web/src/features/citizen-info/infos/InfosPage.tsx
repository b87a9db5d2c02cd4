import type { PageQuery } from '@contracts/common.js';
import type { InfoListItem } from '@contracts/info.js';
import type { Column } from '../../../components/data-table/DataTable.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { CitizenInfoList } from '../shared/CitizenInfoList.js';
import { useCitizenInfoRights } from '../shared/useCitizenInfoRights.js';
import { StatusBadge } from './StatusBadge.js';

/**
 * The information list is sorted by id, newest first (docs/product/citizen-information.md#citizen-information-items).
 */
const load = (query: PageQuery) => api.infos.list({ ...query, sort: 'id', order: 'DESC' });

const personName = (person: InfoListItem['editedBy']) => (person ? `${person.firstname} ${person.lastname}` : '');

/**
 * /buergerinfos: Mandant (TENANT_INDEPENDENCE), Name (headline), Typ, Kategorie, Status, Datum, Zuletzt
 * bearbeitet von, Aktionen (edit and delete as the row's flags allow).
 */
export function InfosPage() {
  const t = useT();
  const { independent } = useCitizenInfoRights();
  const columns: Array<Column<InfoListItem>> = [
    ...(independent
      ? [{ key: 'tenant', header: t('citizenInfo.column.tenant'), render: (i: InfoListItem) => i.tenant.name, secondary: true }]
      : []),
    { key: 'headline', header: t('citizenInfo.column.name'), render: (i) => i.headline },
    { key: 'type', header: t('citizenInfo.column.type'), render: (i) => t(`citizenInfo.type.${i.type}`), secondary: true },
    { key: 'category', header: t('citizenInfo.column.category'), render: (i) => i.category.name },
    { key: 'status', header: t('citizenInfo.column.status'), render: (i) => <StatusBadge status={i.status} /> },
    { key: 'date', header: t('citizenInfo.column.date'), render: (i) => i.createdAtDateFormatted, secondary: true },
    { key: 'editedBy', header: t('citizenInfo.column.editedBy'), render: (i) => personName(i.editedBy), secondary: true },
  ];
  return (
    <CitizenInfoList
      title={t('page.buergerinfos')}
      createHref="/create-buergerinfo"
      createLabel={t('citizenInfo.infos.create')}
      searchField={{ label: t('citizenInfo.infos.search'), hint: t('citizenInfo.infos.searchHint') }}
      emptyText={t('citizenInfo.infos.empty')}
      columns={columns}
      nameOf={(i) => i.headline}
      editHref={(i) => `/edit-buergerinfo?infoId=${i.id}`}
      load={load}
      remove={async (i) => {
        await api.infos.remove(i.id);
        return t('citizenInfo.infos.deleted', { headline: i.headline });
      }}
      deleteTitle={t('citizenInfo.infos.deleteTitle')}
      deleteQuestion={(i) => t('citizenInfo.infos.deleteQuestion', { name: i.headline })}
    />
  );
}
