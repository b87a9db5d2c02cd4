import {
  ManagedList as SharedManagedList,
  type ManagedListProps as SharedManagedListProps,
} from '../../../components/managed-list/ManagedList.js';
import { useT } from '../../../i18n/i18n.js';
import '../citizen-info.css';

export interface ManagedRow {
  id: number;
  /** the server computes for the caller whether the row may be edited and deleted (specification §6) */
  editable: boolean;
  deletable: boolean;
}

export interface ManagedListProps<T extends ManagedRow>
  extends Omit<SharedManagedListProps<T>, 'searchField' | 'noMatchText' | 'actionsHeader' | 'editLabel' | 'deleteLabel' | 'mayEdit' | 'mayDelete'> {
  searchLabel: string;
  searchHint: string;
}

/** A list page of information categories or items: edit and delete as far as the row's flags allow. */
export function ManagedList<T extends ManagedRow>({ searchLabel, searchHint, ...props }: ManagedListProps<T>) {
  const t = useT();
  return (
    <div className="citizen-info-page">
      <SharedManagedList
        {...props}
        searchField={{ label: searchLabel, hint: searchHint }}
        actionsHeader={t('citizenInfo.column.actions')}
        editLabel={t('citizenInfo.edit')}
        deleteLabel={t('citizenInfo.delete')}
        mayEdit={(row) => row.editable}
        mayDelete={(row) => row.deletable}
      />
    </div>
  );
}
