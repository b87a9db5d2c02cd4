import type { ReactNode } from 'react';
import { useColumnFolding } from './column-folding.js';
import { ListEnd } from './ListEnd.js';
import type { InfiniteList } from './useInfiniteList.js';
import './DataTable.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** header cell hidden visually (e.g. "Aktionen"), still read by screen readers */
  hiddenHeader?: boolean;
  /**
   * a plain value (no link or button) that may leave its column for the row's main cell (the first column that
   * is not secondary) while the table is wider than its region; the right-most secondary column goes first
   */
  secondary?: boolean;
}

export interface DataTableProps<T> {
  /** the table's accessible name */
  caption: string;
  columns: Column<T>[];
  list: InfiniteList<T>;
  rowKey: (row: T) => string | number;
  emptyText: string;
}

/**
 * A list as a real table, with the list's end (next page on scroll, "load more", empty text) below it. It fits
 * its region: headers wrap, and while the table would be wider, secondary columns fold into the row's main cell
 * as labelled details, so the actions at the row's end stay in view without scrolling sideways. Folding is for
 * the eye only: a folded column keeps its cells (at no width), so a screen reader meets the same table at any
 * window width, and the copy in the main cell is hidden from it.
 */
export function DataTable<T>({ caption, columns, list, rowKey, emptyText }: DataTableProps<T>) {
  const secondary = columns.filter((column) => column.secondary);
  const { region, folded } = useColumnFolding(secondary.length, list.rows.map(rowKey).join(' '));
  const foldedColumns = secondary.slice(secondary.length - folded);
  const main = columns.find((column) => !column.secondary);
  const foldedClass = (column: Column<T>) => (foldedColumns.includes(column) ? 'data-table__folded' : undefined);

  return (
    <div className="data-table">
      <div ref={region} className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={foldedClass(column)}>
                  {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={foldedClass(column)}>
                    {column.render(row)}
                    {column === main && <FoldedDetails columns={foldedColumns} row={row} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListEnd list={list} emptyText={emptyText} />
    </div>
  );
}

/** What the folded columns hold for one row, each under its column's name; empty values are left out. */
function FoldedDetails<T>({ columns, row }: { columns: Column<T>[]; row: T }) {
  const details = columns.map((column) => ({ column, value: column.render(row) })).filter(({ value }) => value !== '' && value != null);
  if (details.length === 0) return null;
  return (
    <div className="data-table__details" aria-hidden="true">
      {details.map(({ column, value }) => (
        <div key={column.key} className="data-table__detail">
          <span className="data-table__detail-label">{column.header}</span> {value}
        </div>
      ))}
    </div>
  );
}
