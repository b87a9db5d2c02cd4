import type { Role } from '@contracts/role.js';
import { useT } from '../../i18n/i18n.js';
import { holds, type Cell } from './matrix.js';

export interface MatrixRow {
  key: string;
  /** the row header */
  label: string;
  /** the right as the checkbox names it ("<Recht> für <Rolle>") */
  cellLabel: string;
  cell: Cell;
}

export interface RightsTableProps {
  /** names the table and its scroll region */
  label: string;
  roles: readonly Role[];
  rows: readonly MatrixRow[];
  /** id of the text explaining why the Admin role's rights cannot be taken away */
  adminNoteId: string;
  /** whether the caller may switch the role's cell (they hold every right of the role before and after), and the id of the text saying so */
  mayToggle: (role: Role, cell: Cell) => boolean;
  tickNoteId: string;
  onToggle: (role: Role, cell: Cell, label: string) => void;
}

/**
 * Rights (row headers) by roles (column headers) with a native checkbox per cell. The table scrolls in its
 * own focusable region, so keyboard users can scroll it too; its header row and first column stay in view.
 * A right the Admin role holds cannot be revoked, and a role holding a right the caller lacks cannot be changed
 * by them at all (the server refuses both), so those checkboxes are disabled.
 */
export function RightsTable({ label, roles, rows, adminNoteId, mayToggle, tickNoteId, onToggle }: RightsTableProps) {
  const t = useT();
  return (
    <div className="rights-table" role="region" aria-label={t('roles.tableRegion', { name: label })} tabIndex={0}>
      <table className="rights-table__table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roles.rightColumn')}</th>
            {roles.map((role) => (
              <th scope="col" key={role.id}>
                {role.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            return (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {roles.map((role) => {
                  const checked = holds(role, row.cell);
                  const untickable = !(role.admin && checked) && !mayToggle(role, row.cell);
                  return (
                    <td key={role.id}>
                      <input
                        type="checkbox"
                        className="rights-table__check"
                        checked={checked}
                        disabled={(role.admin && checked) || untickable}
                        aria-label={t('roles.cell', { right: row.cellLabel, role: role.name })}
                        aria-describedby={untickable ? tickNoteId : role.admin ? adminNoteId : undefined}
                        onChange={() => onToggle(role, row.cell, row.cellLabel)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
