import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { PageOf, PageQuery } from '@contracts/common.js';
import { Button } from '../Button.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { DataTable, type Column } from '../data-table/DataTable.js';
import { useInfiniteList, type InfiniteList } from '../data-table/useInfiniteList.js';
import { PageHeader } from '../PageHeader.js';
import { showSuccess } from '../toast.js';
import { ListSearch, useListSearch } from './ListSearch.js';
import { useConfirmedRemoval } from './useConfirmedRemoval.js';
import './ManagedList.css';

/** 50 rows a page, the next page 500 ms after reaching the end (docs/product/README.md#lists-paging-and-sorting). */
const LIST_OPTIONS = { delayMs: 500, size: 50 };

export interface ManagedRecord {
  id: number;
}

export interface ManagedListProps<T extends ManagedRecord> {
  title: string;
  createHref: string;
  createLabel: string;
  /** the search field's texts; a list without them has no search */
  searchField?: { label: string; hint: string };
  emptyText: string;
  /** said instead of emptyText when nothing matches the search */
  noMatchText?: string;
  /** the columns before "Aktionen" */
  columns: Array<Column<T>>;
  actionsHeader: string;
  editLabel: string;
  deleteLabel: string;
  /** the row's name, for the buttons' accessible names */
  nameOf: (row: T) => string;
  editHref: (row: T) => string;
  /** by default every row may be edited and deleted */
  mayEdit?: (row: T) => boolean;
  mayDelete?: (row: T) => boolean;
  load: (query: PageQuery) => Promise<PageOf<T>>;
  /** deletes the row and answers the success message */
  remove: (row: T) => Promise<string>;
  deleteTitle: string;
  deleteQuestion: (row: T) => string;
}

const always = () => true;

/**
 * A list page of records: the create button, an optional search, the table with infinite scroll and per row
 * edit and delete. Deleting asks first; a refusal (such as a record still in use, 409) shows the server's
 * message as an error toast and closes the dialog (docs/product/README.md#errors).
 */
export function ManagedList<T extends ManagedRecord>(props: ManagedListProps<T>) {
  const { title, searchField, columns, nameOf, editHref, mayEdit = always, mayDelete = always, load, remove } = props;
  const search = useListSearch();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const removal = useConfirmedRemoval(async (row: T) => {
    showSuccess(await remove(row));
    setRemoved((ids) => new Set(ids).add(row.id));
  });

  const { term } = search;
  const loadPage = useCallback((page: number, size: number) => load({ search: term || undefined, page, size }), [load, term]);
  const loaded = useInfiniteList(loadPage, term, LIST_OPTIONS);
  // Deleted rows leave at once, without reloading the pages seen so far.
  const rows = loaded.rows.filter((row) => !removed.has(row.id));
  const list: InfiniteList<T> = { ...loaded, rows, total: Math.max(0, loaded.total - (loaded.rows.length - rows.length)) };

  const actions: Column<T> = {
    key: 'actions',
    header: props.actionsHeader,
    render: (row) => (
      <div className="managed-list__actions">
        {mayEdit(row) && (
          <Link href={editHref(row)} className="button button--secondary managed-list__action">
            {props.editLabel}
            <span className="visually-hidden"> ({nameOf(row)})</span>
          </Link>
        )}
        {mayDelete(row) && (
          <Button variant="danger" className="managed-list__action" onClick={() => removal.ask(row)}>
            {props.deleteLabel}
            <span className="visually-hidden"> ({nameOf(row)})</span>
          </Button>
        )}
      </div>
    ),
  };

  return (
    <>
      <PageHeader title={title}>
        <Link href={props.createHref} className="button button--primary">
          {props.createLabel}
        </Link>
      </PageHeader>
      {searchField && <ListSearch {...searchField} search={search} />}
      <div ref={removal.tableRef}>
        <DataTable
          caption={title}
          columns={[...columns, actions]}
          list={list}
          rowKey={(row) => row.id}
          emptyText={(term && props.noMatchText) || props.emptyText}
        />
      </div>
      <ConfirmDialog {...removal.dialog} title={props.deleteTitle} confirmLabel={props.deleteLabel} destructive>
        <p>{removal.target ? props.deleteQuestion(removal.target) : null}</p>
      </ConfirmDialog>
    </>
  );
}
