import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PageOf, PageQuery } from '@contracts/common.js';
import { Button } from '../../../components/Button.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { DataTable, type Column } from '../../../components/data-table/DataTable.js';
import { useInfiniteList, type InfiniteList } from '../../../components/data-table/useInfiniteList.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { showError, showSuccess } from '../../../components/toast.js';
import { useDebouncedValue } from '../../../components/useDebouncedValue.js';
import { useT } from '../../../i18n/i18n.js';
import '../../../components/Field.css';
import '../citizen-info.css';

const SEARCH_DELAY_MS = 300;
/** Specification §9: 50 rows a page, the next page 500 ms after reaching the end. */
const LIST_OPTIONS = { delayMs: 500, size: 50 };

export interface ManagedRow {
  id: number;
  /** the server computes for the caller whether the row may be edited and deleted (specification §6) */
  editable: boolean;
  deletable: boolean;
}

export interface ManagedListProps<T extends ManagedRow> {
  title: string;
  createHref: string;
  createLabel: string;
  searchLabel: string;
  searchHint: string;
  emptyText: string;
  /** the columns before "Aktionen" */
  columns: Array<Column<T>>;
  /** the row's name, for the buttons' accessible names */
  nameOf: (row: T) => string;
  editHref: (row: T) => string;
  load: (query: PageQuery) => Promise<PageOf<T>>;
  /** deletes the row and answers the success message */
  remove: (row: T) => Promise<string>;
  deleteTitle: string;
  deleteQuestion: (row: T) => string;
}

/**
 * A list page of information categories or items: search, create button, the table with infinite scroll and
 * per row edit and delete as far as the row's flags allow. Deleting asks first; a refusal (such as a category
 * still in use, 409) shows the server's message as an error toast and closes the dialog (specification §8).
 */
export function ManagedList<T extends ManagedRow>(props: ManagedListProps<T>) {
  const { title, createHref, createLabel, searchLabel, searchHint, emptyText, columns, nameOf, editHref, load, remove } = props;
  const t = useT();
  const searchId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [refocus, setRefocus] = useState(0);

  const loadPage = useCallback((page: number, size: number) => load({ search: search || undefined, page, size }), [load, search]);
  const loaded = useInfiniteList(loadPage, search, LIST_OPTIONS);
  // Deleted rows leave at once, without reloading the pages seen so far.
  const list: InfiniteList<T> = {
    ...loaded,
    rows: loaded.rows.filter((row) => !removed.has(row.id)),
    total: Math.max(0, loaded.total - loaded.rows.filter((row) => removed.has(row.id)).length),
  };

  // The deleted row's button is gone: once the dialog has closed, the keyboard goes to the table.
  useEffect(() => {
    if (refocus === 0) return;
    const frame = requestAnimationFrame(() => wrapper.current?.querySelector<HTMLElement>('[role="region"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [refocus]);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      showSuccess(await remove(target));
      setRemoved((ids) => new Set(ids).add(target.id));
      setRefocus((count) => count + 1);
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(false);
      setTarget(null);
    }
  };

  const actions: Column<T> = {
    key: 'actions',
    header: t('citizenInfo.column.actions'),
    render: (row) => (
      <div className="citizen-info-list__actions">
        {row.editable && (
          <Link href={editHref(row)} className="button button--secondary citizen-info-list__action">
            {t('citizenInfo.edit')}
            <span className="visually-hidden"> ({nameOf(row)})</span>
          </Link>
        )}
        {row.deletable && (
          <Button variant="danger" className="citizen-info-list__action" onClick={() => setTarget(row)}>
            {t('citizenInfo.delete')}
            <span className="visually-hidden"> ({nameOf(row)})</span>
          </Button>
        )}
      </div>
    ),
  };

  return (
    <div className="citizen-info-page">
      <PageHeader title={title}>
        <Link href={createHref} className="button button--primary">
          {createLabel}
        </Link>
      </PageHeader>
      <div className="field citizen-info-list__search">
        <label className="field__label" htmlFor={searchId}>
          {searchLabel}
        </label>
        <p className="field__hint" id={`${searchId}-hint`}>
          {searchHint}
        </p>
        <input
          id={searchId}
          className="input"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          aria-describedby={`${searchId}-hint`}
          autoComplete="off"
        />
      </div>
      <div ref={wrapper}>
        <DataTable caption={title} columns={[...columns, actions]} list={list} rowKey={(row) => row.id} emptyText={emptyText} />
      </div>
      <ConfirmDialog
        isOpen={target !== null}
        title={props.deleteTitle}
        confirmLabel={t('citizenInfo.delete')}
        destructive
        isPending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      >
        <p>{target ? props.deleteQuestion(target) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
