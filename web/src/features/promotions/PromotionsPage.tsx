import type { Promotion } from '@contracts/promotion.js';
import type { Column } from '../../components/data-table/DataTable.js';
import { ManagedList } from '../../components/managed-list/ManagedList.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

/** /promotions (super admin): Name, Zeitraum, Aktionen (edit, delete after asking); a button to create one. */
export function PromotionsPage() {
  const t = useT();
  const columns: Array<Column<Promotion>> = [
    { key: 'name', header: t('promotions.column.name'), render: (p) => p.name },
    { key: 'validity', header: t('promotions.column.validity'), render: (p) => p.validityFormatted },
  ];
  return (
    <ManagedList
      title={t('page.promotions')}
      createHref="/create-promotion"
      createLabel={t('promotions.create')}
      emptyText={t('promotions.empty')}
      columns={columns}
      actionsHeader={t('promotions.column.actions')}
      editLabel={t('promotions.edit')}
      deleteLabel={t('promotions.delete')}
      nameOf={(p) => p.name}
      editHref={(p) => `/edit-promotion?promotionId=${p.id}`}
      load={api.promotions.list}
      remove={async (p) => {
        await api.promotions.remove(p.id);
        return t('promotions.toast.deleted');
      }}
      deleteTitle={t('promotions.deleteTitle')}
      deleteQuestion={(p) => t('promotions.deleteQuestion', { name: p.name })}
    />
  );
}
