import type { ReactNode } from 'react';
import { ListEnd } from './ListEnd.js';
import type { InfiniteList } from './useInfiniteList.js';
import './DataTable.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** header cell hidden visually (e.g. "Aktionen"), still read by screen readers */
  hiddenHeader?: boolean;
}

export interface DataTableProps<T> {
  /** the table's accessible name */
  caption: string;
  columns: Column<T>[];
  list: InfiniteList<T>;
  rowKey: (row: T) => string | number;
  emptyText: string;
}

/** A list as a real table, with the list's end (next page on scroll, "load more", empty text) below it. */
export function DataTable<T>({ caption, columns, list, rowKey, emptyText }: DataTableProps<T>) {
  return (
    <div className="data-table">
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header}>
                    {column.render(row)}
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
