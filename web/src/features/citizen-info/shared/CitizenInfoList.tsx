import { ManagedList, type ManagedListProps } from '../../../components/managed-list/ManagedList.js';
import { useT } from '../../../i18n/i18n.js';
import '../citizen-info.css';

export interface CitizenInfoRow {
  id: number;
  /**
   * the server computes for the caller whether the row may be edited and deleted
   * (docs/product/citizen-information.md#variable-rights-per-category)
   */
  editable: boolean;
  deletable: boolean;
}

export interface CitizenInfoListProps<T extends CitizenInfoRow>
  extends Omit<
    ManagedListProps<T>,
    'searchField' | 'noMatchText' | 'actionsHeader' | 'editLabel' | 'deleteLabel' | 'mayEdit' | 'mayDelete'
  > {
  searchField: NonNullable<ManagedListProps<T>['searchField']>;
}

/** A list page of information categories or items: edit and delete as far as the row's flags allow. */
export function CitizenInfoList<T extends CitizenInfoRow>(props: CitizenInfoListProps<T>) {
  const t = useT();
  return (
    <div className="citizen-info-page">
      <ManagedList
        {...props}
        actionsHeader={t('citizenInfo.column.actions')}
        editLabel={t('citizenInfo.edit')}
        deleteLabel={t('citizenInfo.delete')}
        mayEdit={(row) => row.editable}
        mayDelete={(row) => row.deletable}
      />
    </div>
  );
}
