import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable.js';
import type { InfiniteList } from './useInfiniteList.js';

interface Info {
  id: number;
  tenant: string;
  name: string;
  category: string;
  date: string;
  editor: string;
}

const rows: Info[] = [
  { id: 1, tenant: 'Musterstadt', name: 'Stadtfest', category: 'Feste', date: '2026.05.01', editor: 'Anna Albrecht' },
  { id: 2, tenant: 'Beispieldorf', name: 'Kirmes', category: 'Feste', date: '2026.06.01', editor: '' },
];

const columns: Array<Column<Info>> = [
  { key: 'tenant', header: 'Mandant', render: (row) => row.tenant, secondary: true },
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'category', header: 'Kategorie', render: (row) => row.category },
  { key: 'date', header: 'Datum', render: (row) => row.date, secondary: true },
  { key: 'editor', header: 'Zuletzt bearbeitet von', render: (row) => row.editor, secondary: true },
  { key: 'actions', header: 'Aktionen', render: (row) => <button type="button">Bearbeiten ({row.name})</button> },
];

const list: InfiniteList<Info> = { rows, total: 2, loading: false, error: null, hasMore: false, loadMore: () => {}, reload: () => {} };

/** each column takes 100 px; the region shows `width.available` of them */
const width = { available: 1000 };
let resized: () => void = () => {};

function layOut() {
  const isRegion = (element: HTMLElement) => element.classList.contains('data-table__scroll');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isRegion(this) ? width.available : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    // a column of two rows takes 100 px, of one row 70 px
    const columnWidth = this.querySelectorAll('tbody tr').length > 1 ? 100 : 70;
    return isRegion(this) ? Math.max(width.available, columnWidth * this.querySelectorAll('th:not(.data-table__folded)').length) : 0;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
}

const table = (shown: InfiniteList<Info>) => (
  <DataTable caption="Bürgerinformationen" columns={columns} list={shown} rowKey={(row) => row.id} emptyText="Keine Einträge" />
);
const renderTable = () => render(table(list));
/** the headers a sighted user sees: a folded column keeps its header, at no width */
const shownHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .filter((header) => !header.classList.contains('data-table__folded'))
    .map((header) => header.textContent);
/** the labels of the folded values shown in the row's main cell, which is still named by its own value only */
const detailsOf = (mainValue: string) =>
  [...screen.getByRole('cell', { name: mainValue }).querySelectorAll('.data-table__detail')].map((detail) => detail.textContent);

describe('DataTable', () => {
  it('shows every column while the table fits its region', () => {
    layOut();
    width.available = 600;
    renderTable();
    expect(shownHeaders()).toEqual(['Mandant', 'Name', 'Kategorie', 'Datum', 'Zuletzt bearbeitet von', 'Aktionen']);
    expect(detailsOf('Stadtfest')).toEqual([]);
  });

  it('folds the right-most secondary columns into the main cell while the table is wider than its region', () => {
    layOut();
    width.available = 420;
    renderTable();
    expect(shownHeaders()).toEqual(['Mandant', 'Name', 'Kategorie', 'Aktionen']);
    expect(detailsOf('Stadtfest')).toEqual(['Datum 2026.05.01', 'Zuletzt bearbeitet von Anna Albrecht']);
    // an empty value leaves its label out too
    expect(detailsOf('Kirmes')).toEqual(['Datum 2026.06.01']);
    // for screen readers the table stays as it is: every column with its header, the copy hidden
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
    const first = within(screen.getAllByRole('row')[1]!);
    expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toContain('Anna Albrecht');
    expect(screen.getByRole('cell', { name: 'Stadtfest' }).querySelector('.data-table__details')?.getAttribute('aria-hidden')).toBe('true');
    first.getByRole('button', { name: 'Bearbeiten (Stadtfest)' });
  });

  it('folds every secondary column at most, into the first column that is not secondary', () => {
    layOut();
    width.available = 250;
    renderTable();
    expect(shownHeaders()).toEqual(['Name', 'Kategorie', 'Aktionen']);
    expect(detailsOf('Stadtfest')).toEqual(['Mandant Musterstadt', 'Datum 2026.05.01', 'Zuletzt bearbeitet von Anna Albrecht']);
  });

  it('gives the columns back once the region is as wide as the table needed', () => {
    layOut();
    width.available = 420;
    renderTable();
    expect(shownHeaders()).toHaveLength(4);
    width.available = 550;
    act(() => resized());
    expect(shownHeaders()).toEqual(['Mandant', 'Name', 'Kategorie', 'Datum', 'Aktionen']);
    width.available = 600;
    act(() => resized());
    expect(shownHeaders()).toHaveLength(6);
  });

  it('tries the other rows of a search unfolded again', () => {
    layOut();
    width.available = 420;
    const { rerender } = renderTable();
    expect(shownHeaders()).toHaveLength(4);
    rerender(table({ ...list, rows: rows.slice(1), total: 1 }));
    expect(shownHeaders()).toHaveLength(6);
  });
});
