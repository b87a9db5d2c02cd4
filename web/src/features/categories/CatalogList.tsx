import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CategoryListQuery } from '@contracts/category.js';
import type { MessageBody, PageOf } from '@contracts/common.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { useInfiniteList, type InfiniteList } from '../../components/data-table/useInfiniteList.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { useDebouncedValue } from '../../components/useDebouncedValue.js';
import './categories.css';

const SEARCH_DELAY_MS = 300;
/** Specification §9: the next page 500 ms after reaching the end; 50 rows a page. */
const LIST_OPTIONS = { delayMs: 500, size: 50 };

export interface CatalogRow {
  id: number;
  name: string;
}

export interface CatalogListProps<T extends CatalogRow> {
  title: string;
  createHref: string;
  createLabel: string;
  searchLabel: string;
  searchHint: string;
  emptyText: string;
  /** the columns before "Aktionen" */
  columns: Array<Column<T>>;
  actionsHeader: string;
  editHref: (row: T) => string;
  load: (query: CategoryListQuery) => Promise<PageOf<T>>;
  remove: (id: number) => Promise<MessageBody>;
  deleteTitle: string;
  deleteQuestion: (row: T) => string;
}

/**
 * A list page of categories or subcategories: search, create button, the table with infinite scroll and
 * per row edit and delete. Deleting asks first; the server's answer is the toast either way (a refusal, such
 * as a category that cases still use, shows its message as an error and closes the dialog, specification §8).
 */
export function CatalogList<T extends CatalogRow>({
  title,
  createHref,
  createLabel,
  searchLabel,
  searchHint,
  emptyText,
  columns,
  actionsHeader,
  editHref,
  load,
  remove,
  deleteTitle,
  deleteQuestion,
}: CatalogListProps<T>) {
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

  // The deleted row's button is gone: once the dialog has closed (and given up restoring the focus to it),
  // the keyboard goes to the table.
  useEffect(() => {
    if (refocus === 0) return;
    const frame = requestAnimationFrame(() => wrapper.current?.querySelector<HTMLElement>('[role="region"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [refocus]);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      const { message } = await remove(target.id);
      setRemoved((ids) => new Set(ids).add(target.id));
      showSuccess(message);
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
    header: actionsHeader,
    render: (row) => (
      <div className="catalog-list__actions">
        <Link href={editHref(row)} className="button button--secondary catalog-list__action">
          {t('categories.edit')}
          <span className="visually-hidden"> ({row.name})</span>
        </Link>
        <Button variant="danger" className="catalog-list__action" onClick={() => setTarget(row)}>
          {t('categories.delete')}
          <span className="visually-hidden"> ({row.name})</span>
        </Button>
      </div>
    ),
  };

  return (
    <>
      <PageHeader title={title}>
        <Link href={createHref} className="button button--primary">
          {createLabel}
        </Link>
      </PageHeader>
      <div className="field catalog-list__search">
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
        title={deleteTitle}
        confirmLabel={t('categories.delete')}
        destructive
        isPending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      >
        <p>{target ? deleteQuestion(target) : null}</p>
      </ConfirmDialog>
    </>
  );
}
