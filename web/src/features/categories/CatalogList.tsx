import type { MessageBody } from '@contracts/common.js';
import { ManagedList, type ManagedListProps } from '../../components/managed-list/ManagedList.js';
import { useT } from '../../i18n/i18n.js';

export interface CatalogRow {
  id: number;
  name: string;
}

export interface CatalogListProps<T extends CatalogRow>
  extends Pick<
    ManagedListProps<T>,
    | 'title'
    | 'createHref'
    | 'createLabel'
    | 'emptyText'
    | 'columns'
    | 'actionsHeader'
    | 'editHref'
    | 'load'
    | 'deleteTitle'
    | 'deleteQuestion'
  > {
  searchField: NonNullable<ManagedListProps<T>['searchField']>;
  remove: (id: number) => Promise<MessageBody>;
}

/**
 * A list page of categories or subcategories. The server's answer to deleting is the toast either way (a
 * refusal, such as a category that cases still use, shows its message as an error:
 * docs/product/cases.md#category-validation-rules).
 */
export function CatalogList<T extends CatalogRow>({ remove, ...props }: CatalogListProps<T>) {
  const t = useT();
  return (
    <ManagedList
      {...props}
      editLabel={t('categories.edit')}
      deleteLabel={t('categories.delete')}
      nameOf={(row) => row.name}
      remove={async (row) => (await remove(row.id)).message}
    />
  );
}
